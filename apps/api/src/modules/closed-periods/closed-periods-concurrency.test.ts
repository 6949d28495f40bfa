import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEnvelope, ZEmissionActivity, type TEmissionActivity } from '@huella/shared';
import { unit_measurements } from '../../db/schema/index.ts';
import type { TestDatabase } from '../../db/testing.ts';
import { companyBurningDiesel, createStakeholder, succeed } from '../../testing/factories.ts';
import { openServerDatabase } from '../../testing/server-database.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

// Closing a period while its activities are being written (DESIGN §4): on a PostgreSQL server (PGlite
// runs one query at a time and cannot show it) every write either lands before the closing or is
// refused with 409 naming the period, never a 500 and never a write into the period once closed.

describe('closing a period while its activities are written', () => {
  let database: TestDatabase;
  let t: TestApp;
  let admin: Record<string, string>;
  let companyId: number;
  let litre: number;
  let itemId: number;

  beforeAll(async () => {
    database = await openServerDatabase();
    t = await startTestApp({}, undefined, database);
    const company = await companyBurningDiesel(t);
    admin = company.owner.headers;
    companyId = company.id;
    const [row] = await database.db.select().from(unit_measurements).where(eq(unit_measurements.code, 'L'));
    litre = row!.id;
    const site = await createStakeholder(t, companyId, 'HEADQUARTERS', 'Sede');
    itemId = (await company.dieselSource('C-1', 'Caldera', site.id)).id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await database?.dispose();
  });

  const input = (n: number) => ({
    company_id: companyId,
    date: `2024-03-${String(1 + (n % 28)).padStart(2, '0')}`,
    consumption: 100 + n,
    by_emission_source: true,
    emission_source_id: itemId,
    unit_measurement_id: litre,
  });

  it('lets each write land before the closing or refuses it with 409, and nothing is written after', async () => {
    const first: TEmissionActivity[] = [];
    for (let n = 0; n < 6; n++)
      first.push(ZEmissionActivity.parse(await succeed(t, 'POST', '/emission-activities', admin, input(n))));
    const request = (method: string, path: string, json: object) =>
      t.request(`/api${path}`, { method, headers: admin, json });
    const creates = Array.from({ length: 16 }, (_, k) =>
      request('POST', '/emission-activities', input(10 + k)),
    );
    const edits = first.map((activity, index) =>
      request('PUT', `/emission-activities/${activity.id}`, { ...input(index), consumption: 900 + index }),
    );
    const closing = request('POST', `/companies/${companyId}/closed-periods`, {
      date_from: '2024-01-01',
      date_to: '2024-12-31',
    });
    const [closed, ...writes] = await Promise.all([closing, ...creates, ...edits]);
    expect(closed!.status, await closed!.clone().text()).toBe(201);
    const statuses = writes.map((res) => res.status);
    expect(statuses.filter((status) => ![200, 201, 409].includes(status))).toEqual([]);
    const createdIds = (
      await Promise.all(
        writes
          .slice(0, creates.length)
          .map(async (res) => (res.status === 201 ? ZEmissionActivity.parse(await res.json()).id : null)),
      )
    ).filter((id): id is number => id !== null);
    const list = listEnvelope(ZEmissionActivity).parse(
      await succeed(t, 'GET', `/emission-activities?company_id=${companyId}&per_page=100`, admin),
    );
    // Exactly what was answered 201 was written; an edit answered 200 holds, one refused does not.
    expect(list.meta.total).toBe(first.length + createdIds.length);
    for (const [index, res] of writes.slice(creates.length).entries()) {
      const stored = list.data.find((activity) => activity.id === first[index]!.id)!;
      expect(stored.consumption).toBe(res.status === 200 ? 900 + index : 100 + index);
    }
    // Once closed, nothing more gets in.
    const late = await request('POST', '/emission-activities', input(99));
    expect(late.status).toBe(409);
  }, 120_000);
});
