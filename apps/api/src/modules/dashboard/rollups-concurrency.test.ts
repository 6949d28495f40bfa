import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDashboard, ZEmissionActivity, listEnvelope, type TEmissionActivity } from '@huella/shared';
import { unit_measurements } from '../../db/schema/index.ts';
import type { TestDatabase } from '../../db/testing.ts';
import { companyBurningDiesel, createStakeholder, succeed } from '../../testing/factories.ts';
import { openServerDatabase } from '../../testing/server-database.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { reconcileEmissions } from '../reconciliation/reconciliation.service.ts';

// The roll-ups the dashboards read (DESIGN §4, §7) are written by every save, edit and deletion of
// activities in the same transaction as their lines. Many of those at once into one company add to
// the same roll-up rows: on a PostgreSQL server (PGlite runs one query at a time and cannot show
// it) none fails, none waits on another forever, and the roll-ups end equal to the lines.

/** The calls that did not succeed, each as its status and body. */
async function failuresOf(calls: Promise<Response>[]): Promise<string[]> {
  const answers = await Promise.all(calls);
  return Promise.all(
    answers.filter((res) => res.status >= 300).map(async (res) => `${res.status} ${await res.text()}`),
  );
}

describe('the roll-ups under writes at the same time', () => {
  let database: TestDatabase;
  let t: TestApp;
  let member: Record<string, string>;
  let companyId: number;
  let litre: number;
  let items: number[];
  let sites: number[];

  beforeAll(async () => {
    database = await openServerDatabase();
    t = await startTestApp({}, undefined, database);
    const company = await companyBurningDiesel(t);
    member = company.owner.headers;
    companyId = company.id;
    const [row] = await database.db.select().from(unit_measurements).where(eq(unit_measurements.code, 'L'));
    litre = row!.id;
    sites = [
      (await createStakeholder(t, companyId, 'HEADQUARTERS', 'Sede A')).id,
      (await createStakeholder(t, companyId, 'HEADQUARTERS', 'Sede B')).id,
    ];
    items = [];
    for (const [index, site] of sites.entries())
      items.push((await company.dieselSource(`C-${index}`, `Caldera ${index}`, site)).id);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await database?.dispose();
  });

  /** A call of the member's, not awaited. */
  const request = (method: string, path: string, json?: object) =>
    t.request(`/api${path}`, { method, headers: member, ...(json ? { json } : {}) });

  const input = (n: number) => ({
    company_id: companyId,
    // Two days of one month and two items: every write adds to the same few roll-up rows.
    date: n % 2 === 0 ? '2024-03-10' : '2024-03-11',
    consumption: 100 + n,
    by_emission_source: true,
    emission_source_id: items[n % items.length],
    unit_measurement_id: litre,
  });

  it('saves, edits and deletes at once: every call succeeds and the roll-ups equal the lines', async () => {
    const first: TEmissionActivity[] = [];
    for (let n = 0; n < 12; n++)
      first.push(ZEmissionActivity.parse(await succeed(t, 'POST', '/emission-activities', member, input(n))));

    const calls: Promise<Response>[] = [];
    for (let n = 12; n < 36; n++) calls.push(request('POST', '/emission-activities', input(n)));
    // Edits that move activities to another day, month and item (and so headquarter).
    for (const [index, activity] of first.slice(0, 6).entries())
      calls.push(
        request('PUT', `/emission-activities/${activity.id}`, {
          ...input(index + 1),
          date: index % 2 === 0 ? '2024-04-02' : '2024-03-11',
          consumption: 500 + index,
        }),
      );
    calls.push(
      request('DELETE', '/emission-activities/bulk/destroy', {
        company_id: companyId,
        ids: first.slice(6, 9).map((activity) => activity.id),
      }),
    );
    for (const activity of first.slice(9))
      calls.push(request('DELETE', `/emission-activities/${activity.id}`, { company_id: companyId }));

    expect(await failuresOf(calls)).toEqual([]);

    const { rollup_mismatches } = await reconcileEmissions(t.app.ctx);
    expect(rollup_mismatches).toEqual([]);

    // The dashboard (read from the roll-ups) and the activity list (each activity's own figure) agree.
    const query = `company_id=${companyId}&date_from=2024-01-01&date_to=2024-12-31`;
    const board = ZDashboard.parse(await succeed(t, 'GET', `/dashboard?${query}`, member));
    const list = listEnvelope(ZEmissionActivity).parse(
      await succeed(t, 'GET', `/emission-activities?company_id=${companyId}&per_page=100`, member),
    );
    expect(list.meta.total).toBe(12 + 24 - 6);
    expect(board.totals.activities).toBe(list.meta.total);
    const kg = list.data.reduce((sum, activity) => sum + activity.carbon_footprint * 1000, 0);
    expect(board.totals.carbon_footprint).toBeCloseTo(kg / 1000, 5);
    const bySite = await Promise.all(
      sites.map(async (site) =>
        ZDashboard.parse(await succeed(t, 'GET', `/dashboard?${query}&headquarter_id=${site}`, member)),
      ),
    );
    expect(bySite.reduce((sum, one) => sum + one.totals.activities, 0)).toBe(list.meta.total);
  }, 120_000);

  it('keeps a month’s days while its activities are saved, edited and deleted: the roll-ups equal the lines', async () => {
    // July's days are not kept until a reading cuts July where it holds activities: the readings
    // below keep them (one of them; the others find them kept) while the writes go on.
    const july = (n: number) => ({ ...input(n), date: n % 2 === 0 ? '2024-07-10' : '2024-07-21' });
    const first: TEmissionActivity[] = [];
    for (let n = 0; n < 8; n++)
      first.push(ZEmissionActivity.parse(await succeed(t, 'POST', '/emission-activities', member, july(n))));
    const cut = `company_id=${companyId}&date_from=2024-07-15&date_to=2024-12-31`;

    const calls: Promise<Response>[] = [];
    for (let n = 8; n < 32; n++) {
      calls.push(request('POST', '/emission-activities', july(n)));
      if (n % 4 === 0) calls.push(request('GET', `/dashboard?${cut}`));
    }
    for (const [index, activity] of first.slice(0, 4).entries())
      calls.push(
        request('PUT', `/emission-activities/${activity.id}`, {
          ...july(index),
          date: index % 2 === 0 ? '2024-07-16' : '2024-07-02',
        }),
      );
    for (const activity of first.slice(4))
      calls.push(request('DELETE', `/emission-activities/${activity.id}`, { company_id: companyId }));

    expect(await failuresOf(calls)).toEqual([]);
    const kept = await database.db.execute(
      sql`select to_char(month, 'YYYY-MM-DD') as month from rollup_day_months where company_id = ${companyId}`,
    );
    expect((kept as unknown as { rows: { month: string }[] }).rows).toEqual([{ month: '2024-07-01' }]);

    const { rollup_mismatches } = await reconcileEmissions(t.app.ctx);
    expect(rollup_mismatches).toEqual([]);
    const board = ZDashboard.parse(await succeed(t, 'GET', `/dashboard?${cut}`, member));
    const list = listEnvelope(ZEmissionActivity).parse(
      await succeed(t, 'GET', `/emission-activities?company_id=${companyId}&per_page=100`, member),
    );
    const inCut = list.data.filter((activity) => activity.date >= '2024-07-15');
    expect(inCut.length).toBe(2 + 12);
    expect(board.totals.activities).toBe(inCut.length);
    const kg = inCut.reduce((sum, activity) => sum + activity.carbon_footprint * 1000, 0);
    expect(board.totals.carbon_footprint).toBeCloseTo(kg / 1000, 5);
  }, 120_000);

  it('keeps a month’s days once the writes of it under way have committed, and with them', async () => {
    const activity = ZEmissionActivity.parse(
      await succeed(t, 'POST', '/emission-activities', member, { ...input(0), date: '2024-08-10' }),
    );
    // A write of August's lines, held open (August's days are not kept: it stages its month alone).
    let staged!: () => void;
    let release!: () => void;
    const writing = new Promise<void>((resolve) => (staged = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const write = database.db.transaction(async (tx) => {
      await tx.execute(
        sql`update activity_emissions set co2e_kg = co2e_kg * 2 where activity_id = ${activity.id}`,
      );
      staged();
      await released;
    });
    await writing;
    let keptAt = 0;
    const keep = database.db
      .transaction((tx) => tx.execute(sql`select rollup_days_keep(${companyId}, '2024-08-01')`))
      .then(() => (keptAt = performance.now()));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const committedAt = performance.now();
    release();
    await write;
    await keep;
    // Keeping waited for the write, and its days hold the write's lines.
    expect(keptAt).toBeGreaterThan(committedAt);
    expect((await reconcileEmissions(t.app.ctx)).rollup_mismatches).toEqual([]);
    await database.db.execute(
      sql`update activity_emissions set co2e_kg = co2e_kg / 2 where activity_id = ${activity.id}`,
    );
    expect((await reconcileEmissions(t.app.ctx)).mismatches).toEqual([]);
  }, 60_000);
});
