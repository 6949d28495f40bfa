import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ZApiError, ZCompany, ZId, type TCompany } from '@huella/shared';
import type { Db, Tx } from '../../db/client.ts';
import {
  companies,
  company_sources,
  emission_activities,
  emission_factors,
  emission_sources,
  plans,
  sources,
  stakeholders,
  unit_measurements,
} from '../../db/schema/index.ts';
import { created } from '../../lib/replies.ts';
import { access, scopedCompany } from '../../plugins/auth.ts';
import { bearer, createUser, signIn } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { countCompanyUsage } from './plans.repository.ts';
import { assertWithinLimit } from './plans.service.ts';

const input = {
  name: 'Cafés del Huila SAS',
  nit: '900777888-1',
  address: 'Calle 5 # 10-20, Neiva, Huila',
  phone: '+57 608 555 1234',
  email: 'contacto@cafeshuila.co',
};

let sequence = 0;

/** What an emission source needs: a headquarter and a company source, with a factor of that source. */
async function inventoryBasics(db: Db | Tx, companyId: number) {
  const [source] = await db
    .select({ id: sources.id, type_id: sources.type_id })
    .from(sources)
    .where(eq(sources.code, 'stationary_combustion'));
  const [factor] = await db
    .select({ id: emission_factors.id })
    .from(emission_factors)
    .where(eq(emission_factors.code, 'EPA_HUB_2024_NATURAL_GAS_SCF'));
  const [headquarter] = await db
    .insert(stakeholders)
    .values({ company_id: companyId, type: 'HEADQUARTERS', name: `Sede principal ${++sequence}` })
    .returning({ id: stakeholders.id });
  await db
    .insert(company_sources)
    .values({ company_id: companyId, source_id: source!.id })
    .onConflictDoNothing();
  return {
    sourceId: source!.id,
    typeId: source!.type_id!,
    factorId: factor!.id,
    headquarterId: headquarter!.id,
  };
}

/** `n` emission sources of the company (with what they need); answers them with their basics. */
async function addEmissionSources(db: Db | Tx, companyId: number, n: number) {
  const basics = await inventoryBasics(db, companyId);
  if (n === 0) return { basics, ids: [] };
  const rows = await db
    .insert(emission_sources)
    .values(
      Array.from({ length: n }, () => ({
        company_id: companyId,
        code: `CAL-${++sequence}`,
        name: 'Caldera de vapor',
        type_id: basics.typeId,
        source_id: basics.sourceId,
        emission_factor_id: basics.factorId,
        headquarter_id: basics.headquarterId,
      })),
    )
    .returning({ id: emission_sources.id });
  return { basics, ids: rows.map((row) => row.id) };
}

/** Activities of a new emission source of the company, one per date; answers their ids. */
async function addActivities(db: Db | Tx, companyId: number, dates: string[]) {
  const { basics, ids } = await addEmissionSources(db, companyId, 1);
  const [unit] = await db.select({ id: unit_measurements.id }).from(unit_measurements).limit(1);
  const rows = await db
    .insert(emission_activities)
    .values(
      dates.map((date) => ({
        company_id: companyId,
        date,
        consumption: 10,
        by_emission_source: true,
        emission_source_id: ids[0]!,
        emission_factor_id: basics.factorId,
        type_id: basics.typeId,
        source_id: basics.sourceId,
        unit_measurement_id: unit!.id,
        headquarter_id: basics.headquarterId,
      })),
    )
    .returning({ id: emission_activities.id });
  return rows.map((row) => row.id);
}

async function countEmissionSources(db: Db, companyId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(emission_sources)
    .where(eq(emission_sources.company_id, companyId));
  return row?.n ?? 0;
}

describe('plans and limits', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp({}, (app) => {
      // A create and an import of emission sources as their module will write them: the limit is
      // asked first, in the request's transaction, then the rows are written.
      app.post(
        '/api/plan-probe/:company/emission-sources',
        {
          config: { access: access.companyAdmin() },
          schema: { params: z.object({ company: ZId }), body: z.object({ count: z.number().int().min(1) }) },
        },
        async (request, reply) => {
          const company = scopedCompany(request);
          const body = request.body as { count: number };
          const usage = await assertWithinLimit(app.ctx, company, 'emission_sources', body.count);
          await addEmissionSources(app.ctx.db, company.id, body.count);
          return created(reply, usage);
        },
      );
    });
  });
  // Each test's companies are a new person's: a person's first company is the one with a trial.
  beforeEach(async () => {
    headers = bearer(await signIn(t, (await createUser(t)).email));
  });
  afterAll(async () => t?.close());

  const newCompany = async (): Promise<TCompany> => {
    const res = await t.request('/api/companies', { method: 'POST', headers, json: input });
    expect(res.status).toBe(201);
    return ZCompany.parse(await res.json());
  };
  const readCompany = async (id: number) =>
    ZCompany.parse(await (await t.request(`/api/companies/${id}`, { headers })).json());

  it('gives a new company the trial plan, with its usage, and no subscription', async () => {
    const company = await newCompany();
    expect(company.plan_id).toBeNull();
    expect(company.subscription).toBeNull();
    expect(company.current_plan).toMatchObject({
      code: 'TRIAL',
      name: 'Prueba gratuita',
      trial: true,
      price: 0,
      limit_plan: { entities: 3, num_users: 3, sources: 5, emission_sources: 10, informs: 1 },
    });
    expect(company.current_limits).toEqual({
      entities: { limit: 3, used: 0 },
      num_users: { limit: 3, used: 1 },
      sources: { limit: 5, used: 0 },
      emission_sources: { limit: 10, used: 0 },
      emission_activities: { limit: 500, used: 0 },
      emission_indicators: { limit: 50, used: 0 },
      informs: { limit: 1, used: 0 },
    });
  });

  it('counts what the company holds from its own rows, and nothing of another company', async () => {
    const company = await newCompany();
    const other = await newCompany();
    await addEmissionSources(t.database.db, company.id, 2);
    await addEmissionSources(t.database.db, other.id, 1);
    const invited = await t.request(`/api/companies/${company.id}/users`, {
      method: 'POST',
      headers,
      json: { email: 'analista@cafeshuila.co', role: 'member' },
    });
    expect(invited.status).toBe(201);

    const read = await readCompany(company.id);
    expect(read.current_limits).toMatchObject({
      entities: { used: 1 },
      num_users: { used: 2 },
      sources: { used: 1 },
      emission_sources: { used: 2 },
    });
    // A withdrawn invitation frees its seat.
    const { id } = (await invited.json()) as { id: number };
    await t.request(`/api/companies/${company.id}/invitations/${id}`, { method: 'DELETE', headers });
    expect((await readCompany(company.id)).current_limits.num_users.used).toBe(1);
    expect((await readCompany(other.id)).current_limits.emission_sources.used).toBe(1);
  });

  it('counts the activities from their yearly roll-ups as a count of them would, its own transaction’s too', async () => {
    const company = await newCompany();
    const other = await newCompany();
    const [first] = await addActivities(t.database.db, company.id, [
      '2024-03-01',
      '2024-12-31',
      '2025-01-01',
    ]);
    await addActivities(t.database.db, other.id, ['2024-05-05']);
    const used = async (id: number) => (await readCompany(id)).current_limits.emission_activities.used;
    expect(await used(company.id)).toBe(3);
    expect(await used(other.id)).toBe(1);
    // Within a transaction, its own activities count before its commit adds them to the roll-ups.
    const inside = t.database.db.transaction(async (tx) => {
      await addActivities(tx, company.id, ['2023-07-07', '2024-07-07']);
      await tx.delete(emission_activities).where(eq(emission_activities.id, first!));
      const [counted] = await tx
        .select({ n: count() })
        .from(emission_activities)
        .where(eq(emission_activities.company_id, company.id));
      expect(counted!.n).toBe(4);
      expect((await countCompanyUsage(tx, company.id)).emission_activities).toBe(4);
      expect((await countCompanyUsage(tx, other.id)).emission_activities).toBe(1);
      tx.rollback();
    });
    await expect(inside).rejects.toThrow();
    expect(await used(company.id)).toBe(3);
    // Committed, the roll-ups hold them.
    await addActivities(t.database.db, company.id, ['2026-02-02']);
    expect(await used(company.id)).toBe(4);
  });

  it('applies the company’s own plan when it has one; once the trial ends without one, allows nothing more', async () => {
    const company = await newCompany();
    await addEmissionSources(t.database.db, company.id, 2);
    await t.database.db
      .update(companies)
      .set({ trial_ends_at: new Date(Date.now() - 1000) })
      .where(eq(companies.id, company.id));
    const ended = await readCompany(company.id);
    expect(ended.current_plan).toBeNull();
    expect(ended.current_limits.emission_sources).toEqual({ limit: 0, used: 2 });
    expect(ended.current_limits.num_users).toEqual({ limit: 0, used: 1 });
    // What it holds stays readable; adding is refused, naming why, in the caller's language.
    const list = await t.request(`/api/emission-sources?company_id=${company.id}`, { headers });
    expect(list.status).toBe(200);
    for (const [lang, message] of [
      [
        'en',
        'The company has no plan: its 7-day trial has ended, or it started without one because whoever created it had already used theirs. Choose a plan to add emission sources.',
      ],
      [
        'es',
        'La empresa no tiene un plan: su prueba de 7 días terminó, o empezó sin prueba porque quien la creó ya había usado la suya. Elige un plan para añadir fuentes de emisión.',
      ],
    ] as const) {
      const refused = await t.request(`/api/plan-probe/${company.id}/emission-sources`, {
        method: 'POST',
        headers: { ...headers, 'accept-language': lang },
        json: { count: 1 },
      });
      expect(refused.status).toBe(409);
      expect(ZApiError.parse(await refused.json())).toEqual({ code: 'CONFLICT', message });
    }
    expect(await countEmissionSources(t.database.db, company.id)).toBe(2);

    const [small] = await t.database.db.select().from(plans).where(eq(plans.code, 'SMALL'));
    await t.database.db.update(companies).set({ plan_id: small!.id }).where(eq(companies.id, company.id));
    const read = await readCompany(company.id);
    expect(read.plan_id).toBe(small!.id);
    expect(read.current_plan).toMatchObject({ code: 'SMALL', name: 'Esencial', price: 59, trial: false });
    expect(read.current_limits.emission_sources).toEqual({
      limit: small!.limit_plan.emission_sources,
      used: 2,
    });
  });

  it('refuses an invitation past the plan’s users, naming the limit and the plan in the caller’s language', async () => {
    const company = await newCompany();
    const invite = (email: string, lang = 'es') =>
      t.request(`/api/companies/${company.id}/users`, {
        method: 'POST',
        headers: { ...headers, 'accept-language': lang },
        json: { email, role: 'member' },
      });
    expect((await invite('uno@cafeshuila.co')).status).toBe(201);
    expect((await invite('dos@cafeshuila.co')).status).toBe(201);

    const refused = await invite('tres@cafeshuila.co');
    expect(refused.status).toBe(409);
    expect(ZApiError.parse(await refused.json())).toEqual({
      code: 'CONFLICT',
      message:
        'El plan Prueba gratuita permite 3 usuarios; la empresa ya tiene 3. Cambia de plan para añadir más.',
    });
    const english = await invite('tres@cafeshuila.co', 'en');
    expect(english.status).toBe(409);
    expect(ZApiError.parse(await english.json()).message).toBe(
      'The Prueba gratuita plan allows 3 users; the company already has 3. Change plans to add more.',
    );
    // Inviting an invited e-mail again replaces its invitation: it takes no new seat.
    expect((await invite('dos@cafeshuila.co')).status).toBe(201);
    expect((await readCompany(company.id)).current_limits.num_users).toEqual({ limit: 3, used: 3 });
  });

  it('refuses the create that would pass a limit, and an import past it whole', async () => {
    const company = await newCompany();
    const probe = (n: number, lang = 'es') =>
      t.request(`/api/plan-probe/${company.id}/emission-sources`, {
        method: 'POST',
        headers: { ...headers, 'accept-language': lang },
        json: { count: n },
      });
    expect((await probe(8)).status).toBe(201);

    const tooMany = await probe(3, 'en');
    expect(tooMany.status).toBe(409);
    expect(ZApiError.parse(await tooMany.json()).message).toBe(
      'The Prueba gratuita plan allows 10 emission sources; the company has 8 and the file adds 3. Nothing was imported.',
    );
    expect(await countEmissionSources(t.database.db, company.id)).toBe(8);

    expect((await probe(2)).status).toBe(201);
    const last = await probe(1);
    expect(last.status).toBe(409);
    expect(ZApiError.parse(await last.json()).message).toBe(
      'El plan Prueba gratuita permite 10 fuentes de emisión; la empresa ya tiene 10. Cambia de plan para añadir más.',
    );
    expect(await countEmissionSources(t.database.db, company.id)).toBe(10);
  });

  it('lets only one of two parallel creates take the last slot', async () => {
    const company = await newCompany();
    await addEmissionSources(t.database.db, company.id, 9);
    const results = await Promise.all(
      [1, 2].map(() =>
        t.request(`/api/plan-probe/${company.id}/emission-sources`, {
          method: 'POST',
          headers,
          json: { count: 1 },
        }),
      ),
    );
    expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(await countEmissionSources(t.database.db, company.id)).toBe(10);
  });

  it('never refuses what adds nothing, even above the limit', async () => {
    const company = await newCompany();
    await addEmissionSources(t.database.db, company.id, 12);
    const usage = await t.database.db.transaction((tx) =>
      assertWithinLimit(
        { ...t.app.ctx, db: tx },
        { id: company.id, role: 'administrator' },
        'emission_sources',
        0,
      ),
    );
    expect(usage).toEqual({ limit: 10, used: 12 });
  });

  it('answers the same company shape when a company is created or updated', async () => {
    const company = await newCompany();
    const res = await t.request(`/api/companies/${company.id}`, { method: 'PUT', headers, json: input });
    expect(res.status).toBe(200);
    const updated = ZCompany.parse(await res.json());
    expect(updated.current_plan?.code).toBe('TRIAL');
    expect(updated.current_limits.num_users.used).toBe(1);
    expect(updated.subscription).toBeNull();
  });
});
