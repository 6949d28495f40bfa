import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZEmissionActivity, ZReconciliation } from '@huella/shared';
import {
  activity_emissions,
  emission_activities,
  gases,
  types,
  unit_measurements,
} from '../../db/schema/index.ts';
import { tenant } from '../../db/tenant.ts';
import {
  addCompanySources,
  createCompany,
  seededSource,
  setPlan,
  signedInUser,
} from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { recomputePendingEmissions } from '../emissions/emissions.service.ts';
import { reconcileEmissions } from './reconciliation.service.ts';

// Reconciliation: every stored activity calculated again from the catalogue and compared with what
// is stored; the API answers what disagrees without writing, the fix writes it with an audit entry.

let t: TestApp;
let superAdmin: Record<string, string>;
const companies: { id: number; headers: Record<string, string>; activity: number }[] = [];

async function recordActivity(company: { id: number; headers: Record<string, string> }) {
  const electricity = await seededSource(t, 'purchased_electricity');
  const grid = electricity.factors.find((factor) => factor.name.startsWith('Electricidad red SIN'))!;
  const [mwh] = await t.database.db.select().from(unit_measurements).where(eq(unit_measurements.code, 'MWh'));
  const [operational] = await t.database.db.select().from(types).where(eq(types.code, 'operational'));
  const created = await t.request('/api/emission-activities', {
    method: 'POST',
    headers: company.headers,
    json: {
      company_id: company.id,
      date: '2024-05-31',
      consumption: 100,
      by_emission_source: false,
      emission_factor_id: grid.id,
      type_id: operational!.id,
      unit_measurement_id: mwh!.id,
    },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  return ZEmissionActivity.parse(await created.json());
}

const reconcile = async (headers = superAdmin) => {
  const res = await t.request('/api/emissions/reconcile', { headers });
  expect(res.status, await res.clone().text()).toBe(200);
  return ZReconciliation.parse(await res.json());
};

const storedFootprint = async (companyId: number, id: number) => {
  const [row] = await tenant(t.database.db, companyId)
    .selectFrom(emission_activities)
    .where(eq(emission_activities.id, id));
  return row!.carbon_footprint;
};

beforeAll(async () => {
  t = await startTestApp();
  superAdmin = (await signedInUser(t, { role: 'super-admin' })).headers;
  const electricity = await seededSource(t, 'purchased_electricity');
  for (let i = 0; i < 2; i++) {
    const owner = await signedInUser(t);
    const id = (await createCompany(t, owner.user)).id;
    await setPlan(t, id, 'LARGE');
    await addCompanySources(t, id, [electricity.id]);
    const company = { id, headers: owner.headers };
    companies.push({ ...company, activity: (await recordActivity(company)).id });
  }
});
afterAll(async () => t?.close());

describe('GET /api/emissions/reconcile', () => {
  it('finds nothing when every stored figure is the catalogue’s', async () => {
    const answer = await reconcile();
    expect(answer.checked).toBeGreaterThanOrEqual(2);
    expect(answer.mismatches).toEqual([]);
    expect(answer.rollup_years).toBeGreaterThanOrEqual(2);
    expect(answer.rollup_mismatches).toEqual([]);
  });

  it('answers each figure that disagrees, by company, with both figures, and writes nothing', async () => {
    const [first, second] = companies;
    await tenant(t.database.db, second!.id)
      .updateSet(emission_activities, { carbon_footprint: 99 })
      .where(eq(emission_activities.id, second!.activity));
    // A stored line gone: the totals still agree, the lines do not.
    await tenant(t.database.db, first!.id)
      .deleteFrom(activity_emissions)
      .where(eq(activity_emissions.activity_id, first!.activity));

    const answer = await reconcile();
    expect(answer.mismatches.map((m) => [m.company_id, m.activity_id])).toEqual([
      [first!.id, first!.activity],
      [second!.id, second!.activity],
    ]);
    const [lines, totals] = answer.mismatches;
    expect(lines!.stored.lines).toEqual([]);
    expect(lines!.fresh.lines.length).toBeGreaterThan(0);
    expect(lines!.fresh.carbon_footprint).toBe(lines!.stored.carbon_footprint);
    expect(totals!.stored.carbon_footprint).toBe(99);
    expect(totals!.fresh.carbon_footprint).toBe(11.2);
    expect(totals!.fresh.flagged).toBe(false);
    expect(await storedFootprint(second!.id, second!.activity)).toBe(99);
  });

  it('is the super-admin’s: a company administrator is refused', async () => {
    const res = await t.request('/api/emissions/reconcile', { headers: companies[0]!.headers });
    expect(res.status).toBe(403);
  });

  it('fixes what disagrees with an audit entry per company, a batch at a time', async () => {
    const outcome = await reconcileEmissions(t.app.ctx, { fix: true, batch: 1 });
    expect(outcome.fixed).toBe(2);
    expect(outcome.mismatched).toBe(2);
    expect(await storedFootprint(companies[1]!.id, companies[1]!.activity)).toBe(11.2);
    expect((await reconcile()).mismatches).toEqual([]);
    const audit = await t.database.db.execute(
      sql`select company_id, changes from audit_log where entity = 'emission-activities.reconcile' order by id`,
    );
    expect((audit as unknown as { rows: unknown[] }).rows).toEqual([
      { company_id: companies[0]!.id, changes: ['fixed:1', `activity:${companies[0]!.activity}`] },
      { company_id: companies[1]!.id, changes: ['fixed:1', `activity:${companies[1]!.activity}`] },
    ]);
  });

  it('sees a GWP or its report changed in place without a recalculation, in what the lines applied', async () => {
    const [co2] = await t.database.db.select().from(gases).where(eq(gases.code, 'CO2'));
    const ours = async () =>
      (await reconcile()).mismatches.filter((m) => companies.some((c) => c.activity === m.activity_id));
    const co2Lines = (lines: { gas_id: number; gwp: number; gwp_report: string }[]) =>
      lines.filter((line) => line.gas_id === co2!.id).map((line) => [line.gwp, line.gwp_report]);
    // Written behind the API's back: no catalogue change is recorded, nothing is recalculated.
    const setCo2 = (values: { pc: number; gwp_report: 'AR5' | 'AR6' }) =>
      t.database.db.update(gases).set(values).where(eq(gases.id, co2!.id));

    await setCo2({ pc: 1, gwp_report: 'AR5' });
    const reported = await ours();
    expect(reported).toHaveLength(2);
    for (const mismatch of reported) {
      // The figures agree; the report the lines say their GWP comes from does not.
      expect(mismatch.fresh.carbon_footprint).toBe(mismatch.stored.carbon_footprint);
      expect(co2Lines(mismatch.stored.lines)).toEqual([[1, 'AR6']]);
      expect(co2Lines(mismatch.fresh.lines)).toEqual([[1, 'AR5']]);
    }

    await setCo2({ pc: 1.5, gwp_report: 'AR6' });
    const regwp = await ours();
    expect(regwp.map((m) => [co2Lines(m.stored.lines), co2Lines(m.fresh.lines)])).toEqual([
      [[[1, 'AR6']], [[1.5, 'AR6']]],
      [[[1, 'AR6']], [[1.5, 'AR6']]],
    ]);

    await setCo2({ pc: 1, gwp_report: 'AR6' });
    expect(await ours()).toEqual([]);
  });

  it('sees a catalogue change not yet recalculated, and nothing once the recalculation ran', async () => {
    const [co2] = await t.database.db.select().from(gases).where(eq(gases.code, 'CO2'));
    const changed = await t.request(`/api/gases/${co2!.id}`, {
      method: 'PUT',
      headers: superAdmin,
      json: { name: co2!.name, formula: co2!.formula, pc: 1.5, description: co2!.description },
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const before = await reconcile();
    const ours = before.mismatches.filter((m) => companies.some((c) => c.activity === m.activity_id));
    expect(ours.map((m) => [m.stored.carbon_footprint, m.fresh.carbon_footprint])).toEqual([
      [11.2, 16.8],
      [11.2, 16.8],
    ]);
    await recomputePendingEmissions(t.app.ctx);
    expect((await reconcile()).mismatches).toEqual([]);
  });

  it('keeps the roll-ups equal to the lines through any update of them: a figure, a key, nothing', async () => {
    const owner = await signedInUser(t);
    const company = { id: (await createCompany(t, owner.user)).id, headers: owner.headers };
    await setPlan(t, company.id, 'LARGE');
    await addCompanySources(t, company.id, [(await seededSource(t, 'purchased_electricity')).id]);
    const activity = (await recordActivity(company)).id;
    const lines = await tenant(t.database.db, company.id)
      .selectFrom(activity_emissions)
      .where(eq(activity_emissions.activity_id, activity));
    const first = lines[0]!;
    const rollupsOfCompany = async () =>
      (await reconcileEmissions(t.app.ctx)).rollup_mismatches.filter(
        (mismatch) => mismatch.company_id === company.id,
      );
    const update = (change: SQL, only: SQL = sql`true`) =>
      t.database.db.execute(
        sql`update activity_emissions set ${change} where company_id = ${company.id} and activity_id = ${activity} and ${only}`,
      );

    // A figure of one line, then figures of every line.
    await update(sql`co2e_kg = co2e_kg * 2`, sql`gas_emission_id = ${first.gas_emission_id}`);
    expect(await rollupsOfCompany()).toEqual([]);
    await update(sql`co2e_kg = co2e_kg + 1, uncertainty = uncertainty + 1`);
    expect(await rollupsOfCompany()).toEqual([]);
    // Nothing a roll-up holds.
    await update(sql`computed_at = now()`);
    expect(await rollupsOfCompany()).toEqual([]);
    // A key: the first line takes a gas value no line of the activity has (its roll-up rows move).
    const unused = 1_000_000 + first.gas_emission_id;
    await update(sql`gas_emission_id = ${unused}`, sql`gas_emission_id = ${first.gas_emission_id}`);
    expect(await rollupsOfCompany()).toEqual([]);

    // Put back as stored: the figures are the catalogue's again, and the roll-ups follow.
    for (const line of lines)
      await update(
        sql`gas_emission_id = ${line.gas_emission_id}, co2e_kg = ${line.co2e_kg}, uncertainty = ${line.uncertainty}`,
        sql`gas_emission_id in (${line.gas_emission_id}, ${unused})`,
      );
    const outcome = await reconcileEmissions(t.app.ctx);
    expect(outcome.mismatches.filter((mismatch) => mismatch.company_id === company.id)).toEqual([]);
    expect(await rollupsOfCompany()).toEqual([]);
  });

  it('checks the roll-ups the dashboards read against the stored lines and activities; the fix writes them again', async () => {
    const company = companies[0]!;
    const line = (
      await tenant(t.database.db, company.id)
        .selectFrom(activity_emissions)
        .where(eq(activity_emissions.activity_id, company.activity))
    )[0]!;
    // The month's days as a reading that cuts it keeps them (migration 0031).
    await t.database.db.execute(sql`select rollup_days_keep(${company.id}, '2024-05-01')`);
    await t.database.db.execute(
      sql`update emission_rollups set co2e_kg = co2e_kg + 1 where company_id = ${company.id} and grain = 'm'`,
    );
    await t.database.db.execute(
      sql`delete from activity_rollups where company_id = ${company.id} and grain = 'd'`,
    );
    // The monthly charts' roll-up is checked against emission_rollups: the change above leaves its
    // month behind them, and a day changed on its own disagrees with them too.
    await t.database.db.execute(
      sql`update emission_source_rollups set co2e_kg = co2e_kg + 2 where company_id = ${company.id} and grain = 'd'`,
    );

    const answer = await reconcile();
    expect(answer.mismatches).toEqual([]);
    expect(answer.rollup_mismatches).toEqual([
      {
        rollup: 'activity_rollups',
        company_id: company.id,
        grain: 'd',
        period: '2024-05-31',
        key: expect.objectContaining({ flagged: false, emission_source_id: 0 }),
        stored: null,
        fresh: { count: 1, total: 100 },
      },
      {
        rollup: 'emission_rollups',
        company_id: company.id,
        grain: 'm',
        period: '2024-05-01',
        key: expect.objectContaining({ gas_emission_id: line.gas_emission_id, headquarter_id: 0 }),
        stored: { count: 1, total: line.co2e_kg + 1 },
        fresh: { count: 1, total: line.co2e_kg },
      },
      {
        rollup: 'emission_source_rollups',
        company_id: company.id,
        grain: 'd',
        period: '2024-05-31',
        key: expect.objectContaining({ avoided: false, headquarter_id: 0 }),
        stored: { count: 1, total: line.co2e_kg + 2 },
        fresh: { count: 1, total: line.co2e_kg },
      },
      {
        rollup: 'emission_source_rollups',
        company_id: company.id,
        grain: 'm',
        period: '2024-05-01',
        key: expect.objectContaining({ avoided: false, headquarter_id: 0 }),
        stored: { count: 1, total: line.co2e_kg },
        fresh: { count: 1, total: line.co2e_kg + 1 },
      },
    ]);

    const outcome = await reconcileEmissions(t.app.ctx, { fix: true });
    expect(outcome).toMatchObject({ rollups_mismatched: 4, rollup_years_fixed: 1 });
    expect((await reconcile()).rollup_mismatches).toEqual([]);
  });
});
