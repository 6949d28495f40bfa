import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ZCompany } from '@huella/shared';
import { bearer, signIn } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { openTestDatabase } from './testing.ts';
import type { Db } from './client.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_COMPANY,
  DEMO_EMISSION_SOURCES,
  DEMO_HEADQUARTERS,
  DEMO_PASSWORD,
  seedDemo,
} from './demo.ts';
import {
  companies,
  company_sources,
  company_users,
  emission_factors,
  emission_indicators,
  emission_sources,
  plans,
  sectors,
  sources,
  stakeholders,
  types,
  users,
} from './schema/index.ts';

const tables = {
  users,
  companies,
  company_users,
  stakeholders,
  company_sources,
  emission_sources,
  emission_indicators,
};

async function countRows(db: Db) {
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('demo data', () => {
  let t: TestApp;
  let first: Awaited<ReturnType<typeof seedDemo>>;
  let companyId: number;

  beforeAll(async () => {
    t = await startTestApp();
    first = await seedDemo(t.database.db, '2026-11-24');
    const [company] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.name, DEMO_COMPANY.name));
    companyId = company!.id;
  });
  afterAll(async () => t?.close());

  it('writes its accounts, company and workspace once: a second run adds nothing', async () => {
    expect(first.created).toBe(true);
    expect(first.inserted).toEqual({
      users: 3,
      companies: 1,
      company_users: 2,
      stakeholders: 3 + 13,
      company_sources: 7,
      emission_sources: DEMO_EMISSION_SOURCES.length,
      // Tonnes produced and employees, each month from January 2024 to October 2026.
      emission_indicators: 2 * 34,
    });
    const before = await countRows(t.database.db);
    const second = await seedDemo(t.database.db);
    expect(second.created).toBe(false);
    expect(Object.values(second.inserted).every((n) => n === 0)).toBe(true);
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it('puts the demo company, a manufacturer, on the LARGE plan with three headquarters in three Colombian cities', async () => {
    const [company] = await t.database.db
      .select({ plan: plans.code, trial_ends_at: companies.trial_ends_at, sector: sectors.code })
      .from(companies)
      .innerJoin(plans, eq(plans.id, companies.plan_id))
      .leftJoin(sectors, eq(sectors.id, companies.sector_id))
      .where(eq(companies.id, companyId));
    expect(company).toEqual({ plan: 'LARGE', trial_ends_at: null, sector: 'manufacturing' });
    const rows = await t.database.db
      .select({ type: stakeholders.type, name: stakeholders.name })
      .from(stakeholders)
      .where(eq(stakeholders.company_id, companyId));
    const named = (type: string) => rows.filter((row) => row.type === type).map((row) => row.name);
    expect(named('HEADQUARTERS').sort()).toEqual(
      Object.values(DEMO_HEADQUARTERS)
        .map((h) => h.name)
        .sort(),
    );
    for (const city of ['Bogotá', 'Medellín', 'Cartagena'])
      expect(named('HEADQUARTERS').filter((name) => name.includes(city))).toHaveLength(1);
    for (const type of ['CLIENTS', 'PROVIDERS', 'PROJECTS'])
      expect(named(type).length).toBeGreaterThanOrEqual(3);
  });

  it('puts every emission source on a factor of its own catalogue source, at the headquarter its code names', async () => {
    const rows = await t.database.db
      .select({
        code: emission_sources.code,
        source_id: emission_sources.source_id,
        factor_source_id: emission_factors.source_id,
        type: types.code,
        source_type_id: sources.type_id,
        type_id: emission_sources.type_id,
        headquarter: stakeholders.name,
        headquarter_type: stakeholders.type,
      })
      .from(emission_sources)
      .innerJoin(emission_factors, eq(emission_factors.id, emission_sources.emission_factor_id))
      .innerJoin(sources, eq(sources.id, emission_sources.source_id))
      .innerJoin(types, eq(types.id, emission_sources.type_id))
      .innerJoin(stakeholders, eq(stakeholders.id, emission_sources.headquarter_id))
      .where(eq(emission_sources.company_id, companyId));
    expect(rows.length).toBeGreaterThanOrEqual(40);
    for (const row of rows) {
      expect(row.factor_source_id, row.code).toBe(row.source_id);
      expect(row.type_id, row.code).toBe(row.source_type_id);
      expect(row.headquarter_type).toBe('HEADQUARTERS');
      const site = row.code.slice(0, 3) as keyof typeof DEMO_HEADQUARTERS;
      expect(row.headquarter, row.code).toBe(DEMO_HEADQUARTERS[site].name);
      expect(row.code).toMatch(/^(BOG|MED|CTG)-[A-Z]{3}-\d{2}$/);
    }
    const bySite = (site: string) => rows.filter((row) => row.code.startsWith(site)).length;
    expect([bySite('BOG'), bySite('MED'), bySite('CTG')].every((n) => n >= 10)).toBe(true);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['operational', 'embedded']));
  });

  it('shows the demo administrator the plan and what the company holds', async () => {
    const admin = DEMO_ACCOUNTS.find((account) => account.company === 'administrator')!;
    const headers = bearer(await signIn(t, admin.email, DEMO_PASSWORD));
    const res = await t.request(`/api/companies/${companyId}`, { headers });
    expect(res.status).toBe(200);
    const company = ZCompany.parse(await res.json());
    expect(company.current_plan).toMatchObject({ code: 'LARGE', name: 'Corporativo' });
    expect(company.current_limits).toMatchObject({
      entities: { limit: 50, used: 3 },
      num_users: { limit: 100, used: 2 },
      sources: { limit: 50, used: 7 },
      emission_sources: { limit: 2500, used: DEMO_EMISSION_SOURCES.length },
    });
    const list = await t.request(`/api/companies/${companyId}/sources`, { headers });
    expect(((await list.json()) as { data: unknown[] }).data).toHaveLength(7);
  });

  it('completes a demo made before plans and workspaces existed, without touching its accounts', async () => {
    const fresh = await openTestDatabase();
    try {
      const { db } = fresh;
      await seedDemo(db);
      // A demo of before: the accounts and company only.
      await db.delete(emission_sources);
      await db.delete(company_sources);
      await db.delete(stakeholders);
      await db.update(companies).set({ plan_id: null });
      const again = await seedDemo(db);
      expect(again.inserted).toMatchObject({
        users: 0,
        companies: 0,
        company_users: 0,
        stakeholders: 16,
        emission_sources: DEMO_EMISSION_SOURCES.length,
      });
      const [company] = await db
        .select({ plan: plans.code })
        .from(companies)
        .innerJoin(plans, eq(plans.id, companies.plan_id));
      expect(company?.plan).toBe('LARGE');
    } finally {
      await fresh.dispose();
    }
  });

  it('leaves deleted demo rows deleted on the next start', async () => {
    await t.database.db.delete(emission_sources).where(eq(emission_sources.code, 'BOG-CAL-02'));
    const next = await seedDemo(t.database.db);
    expect(next.inserted.emission_sources).toBe(0);
    const left = await t.database.db
      .select({ id: emission_sources.id })
      .from(emission_sources)
      .where(eq(emission_sources.code, 'BOG-CAL-02'));
    expect(left).toEqual([]);
  });
});
