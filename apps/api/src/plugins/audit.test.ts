import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_log, sectors } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import { created } from '../lib/replies.ts';
import { bearer, createUser, signIn } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { access } from './auth.ts';

// A write and its audit entry commit together or not at all.
describe('audit in the transaction of its write', () => {
  let t: TestApp;
  let superHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp({}, (app) => {
      const config = { access: access.public() };
      const insertSector = (name: string) => app.ctx.db.insert(sectors).values({ name }).returning();
      app.post('/api/audit-probe/fails-after-writing', { config }, async () => {
        await insertSector('Escrito y fallido');
        throw new AppError('CONFLICT');
      });
      app.post('/api/audit-probe/keeps-writes', { config }, async () => {
        await insertSector('Intento contado');
        throw new AppError('VALIDATION', { errors: { code: ['errors.CODE_INVALID'] }, keepsWrites: true });
      });
      app.post('/api/audit-probe/sends-itself', { config }, async (_request, reply) => {
        await insertSector('Enviado antes de tiempo');
        return reply.status(201).send({ id: 1 });
      });
      app.post('/api/audit-probe/writes', { config }, async (_request, reply) => {
        const [row] = await insertSector('Escrito');
        return created(reply, { id: row!.id });
      });
    });
    superHeaders = bearer(await signIn(t, (await createUser(t, { role: 'super-admin' })).email));
  });
  afterAll(async () => t?.close());

  const sectorNamed = async (name: string) =>
    t.database.db.select().from(sectors).where(eq(sectors.name, name));
  const auditOf = async (path: string) =>
    t.database.db.select().from(audit_log).where(eq(audit_log.path, path));

  it('keeps a write and its audit entry together', async () => {
    const res = await t.request('/api/audit-probe/writes', { method: 'POST', json: {} });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(await sectorNamed('Escrito')).toHaveLength(1);
    expect(await auditOf('/api/audit-probe/writes')).toMatchObject([
      { entity_id: String(id), action: 'create' },
    ]);
  });

  it('leaves nothing of a write that fails after writing: no row, no entry', async () => {
    const res = await t.request('/api/audit-probe/fails-after-writing', { method: 'POST', json: {} });
    expect(res.status).toBe(409);
    expect(await sectorNamed('Escrito y fallido')).toEqual([]);
    expect(await auditOf('/api/audit-probe/fails-after-writing')).toEqual([]);
  });

  it('keeps the writes of a failure that must be recorded (a counted attempt), with no entry', async () => {
    const res = await t.request('/api/audit-probe/keeps-writes', { method: 'POST', json: {} });
    expect(res.status).toBe(422);
    expect(await sectorNamed('Intento contado')).toHaveLength(1);
    expect(await auditOf('/api/audit-probe/keeps-writes')).toEqual([]);
  });

  it('refuses a write handler that sends its answer before the commit, and keeps nothing of it', async () => {
    const res = await t.request('/api/audit-probe/sends-itself', { method: 'POST', json: {} });
    expect(res.status).toBe(500);
    expect(await sectorNamed('Enviado antes de tiempo')).toEqual([]);
  });

  it('rolls the write back when its audit entry cannot be written', async () => {
    await t.database.db.execute(
      sql`alter table audit_log add constraint audit_probe_refuses_sectors check (entity <> 'sectors')`,
    );
    try {
      const res = await t.request('/api/sectors', {
        method: 'POST',
        headers: superHeaders,
        json: { name: 'Sin registro de auditoría' },
      });
      expect(res.status).toBe(500);
      expect(await sectorNamed('Sin registro de auditoría')).toEqual([]);
    } finally {
      await t.database.db.execute(sql`alter table audit_log drop constraint audit_probe_refuses_sectors`);
    }
    const res = await t.request('/api/sectors', {
      method: 'POST',
      headers: superHeaders,
      json: { name: 'Con registro de auditoría' },
    });
    expect(res.status).toBe(201);
    expect(await sectorNamed('Con registro de auditoría')).toHaveLength(1);
  });
});
