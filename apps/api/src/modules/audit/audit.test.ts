import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEnvelope, ZAuditEntry } from '@huella/shared';
import { bearer, createUser, signIn } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

describe('audit log', () => {
  let t: TestApp;
  let superHeaders: Record<string, string>;
  let adminHeaders: Record<string, string>;
  let companyId: number;

  beforeAll(async () => {
    t = await startTestApp();
    superHeaders = bearer(await signIn(t, (await createUser(t, { role: 'super-admin' })).email));
    const admin = await createUser(t);
    adminHeaders = bearer(await signIn(t, admin.email));
    const res = await t.request('/api/companies', {
      method: 'POST',
      headers: adminHeaders,
      json: {
        name: 'Auditada SAS',
        nit: '900777',
        address: 'Calle 80 # 10-20',
        phone: '6015550000',
        email: 'a@auditada.co',
      },
    });
    companyId = ((await res.json()) as { id: number }).id;
    await t.request('/api/account/password', {
      method: 'PUT',
      headers: adminHeaders,
      json: {
        old_password: 'Huella-test-2026',
        password: 'Cambiada-2026',
        password_confirmation: 'Cambiada-2026',
      },
    });
    // A new password signs out every session, this one too: the administrator signs in again.
    adminHeaders = bearer(await signIn(t, admin.email, 'Cambiada-2026'));
  });
  afterAll(async () => t?.close());

  const list = async (query: string) => {
    const res = await t.request(`/api/audit?${query}`, { headers: superHeaders });
    expect(res.status).toBe(200);
    return listEnvelope(ZAuditEntry).parse(await res.json());
  };

  it('records each successful write with actor, company, entity, id, action and changed fields', async () => {
    const { data } = await list(`company_id=${companyId}`);
    expect(data[0]).toMatchObject({
      company_id: companyId,
      entity: 'companies',
      entity_id: String(companyId),
      action: 'create',
      changes: expect.arrayContaining(['name', 'nit', 'address']),
      ip: expect.any(String),
    });
    expect(data[0]!.actor_email).toMatch(/@huella\.test$/);
  });

  it('never records passwords or tokens', async () => {
    const { data } = await list('entity=account.password');
    expect(data).toHaveLength(1);
    expect(data[0]!.changes).toEqual([]);
    const raw = await t.database.db.execute(sql`select changes::text as c from audit_log`);
    const text = JSON.stringify((raw as unknown as { rows: unknown[] }).rows);
    expect(text).not.toMatch(/password|token|Cambiada/);
  });

  it('filters by user, entity and date range, and pages', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { data, meta } = await list(`date_from=${today}&date_to=${today}&per_page=1&page=1`);
    expect(data).toHaveLength(1);
    expect(meta.total).toBeGreaterThan(1);
    expect((await list('date_from=2000-01-01&date_to=2000-01-02')).data).toEqual([]);
  });

  it('is refused to a company administrator', async () => {
    expect((await t.request('/api/audit', { headers: adminHeaders })).status).toBe(403);
  });

  it('is append-only: the database refuses to change or delete an entry', async () => {
    const failure = (query: Promise<unknown>) =>
      query.then(
        () => 'changed',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await failure(t.database.db.execute(sql`update audit_log set entity = 'x'`))).toMatch(
      /append-only/,
    );
    expect(await failure(t.database.db.execute(sql`delete from audit_log`))).toMatch(/append-only/);
  });
});
