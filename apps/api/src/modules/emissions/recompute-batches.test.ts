import { sql, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZEmissionActivity, ZRecomputeState, type TEmissionActivity } from '@huella/shared';
import { emission_factors, unit_measurements } from '../../db/schema/index.ts';
import {
  addCompanySources,
  createCompany,
  createGas,
  emissionSourceTypes,
  gasValueInput,
  seededSource,
  setPlan,
  signedInUser,
  succeed,
} from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { recomputePendingEmissions } from './emissions.service.ts';

// The recalculation after a catalogue change walks the activities a batch per transaction, and
// calculates a batch while the one before is written (DESIGN §4). Whatever the batches, every
// activity of every company ends with the catalogue's figure, the audit counts each company's
// activities once, and a batch that fails leaves the change pending for the next run.

describe('the recalculation a batch at a time', () => {
  let t: TestApp;
  let superAdmin: Record<string, string>;
  const companies: { id: number; owner: Record<string, string> }[] = [];
  let operational: number;
  let sourceId: number;
  let litre: number;

  beforeAll(async () => {
    t = await startTestApp();
    superAdmin = (await signedInUser(t, { role: 'super-admin' })).headers;
    sourceId = (await seededSource(t, 'stationary_combustion')).id;
    operational = (await emissionSourceTypes(t)).operational.id;
    const [row] = await t.database.db.select().from(unit_measurements).where(eq(unit_measurements.code, 'L'));
    litre = row!.id;
    for (let n = 0; n < 2; n++) {
      const user = await signedInUser(t);
      const id = (await createCompany(t, user.user)).id;
      await setPlan(t, id, 'LARGE');
      await addCompanySources(t, id, [sourceId]);
      companies.push({ id, owner: user.headers });
    }
  });
  afterAll(async () => t?.close());

  const call = (method: string, path: string, headers: Record<string, string>, json?: object) =>
    succeed(t, method, path, headers, json);

  const gasValue = (factor: number, gas: number, value: number) =>
    gasValueInput({
      factor_id: factor,
      gas_id: gas,
      unit_measurement_id: litre,
      type_id: operational,
      value,
    });

  /** A factor of one CO2 value (kg per litre), and its value's id. */
  async function newFactor(name: string, value: number) {
    const gas = await createGas(t, superAdmin, `Dióxido ${name}`, 1);
    const [row] = await t.database.db
      .insert(emission_factors)
      .values({ name, source_id: sourceId })
      .returning();
    const created = (await call('POST', '/gas-emissions', superAdmin, gasValue(row!.id, gas, value))) as {
      id: number;
    };
    await recomputePendingEmissions(t.app.ctx);
    return { id: row!.id, gas, value: created.id };
  }

  /** Activities on the factor, the two companies' interleaved in id order (the walk's order). */
  async function recordMany(factor: number, count: number) {
    const recorded: { company: number; activity: TEmissionActivity }[] = [];
    for (let n = 0; n < count; n++) {
      const company = companies[n % 3 === 2 ? 1 : 0]!;
      const activity = ZEmissionActivity.parse(
        await call('POST', '/emission-activities', company.owner, {
          company_id: company.id,
          date: `2024-0${1 + (n % 9)}-15`,
          consumption: 10 * (n + 1),
          by_emission_source: false,
          emission_factor_id: factor,
          type_id: operational,
          unit_measurement_id: litre,
        }),
      );
      recorded.push({ company: company.id, activity });
    }
    return recorded;
  }

  /** Each activity's stored footprint, t CO2e. */
  async function footprints(recorded: { company: number; activity: TEmissionActivity }[]) {
    const figures: number[] = [];
    for (const { company, activity } of recorded) {
      const owner = companies.find((one) => one.id === company)!.owner;
      const shown = ZEmissionActivity.parse(
        await call('GET', `/emission-activities/${activity.id}?company_id=${company}`, owner),
      );
      figures.push(shown.carbon_footprint);
    }
    return figures;
  }

  const pending = async () =>
    ZRecomputeState.parse(await call('GET', '/emissions/recompute', superAdmin)).pending;

  /** The recalculation's audit entries for the factor's last change, by company. */
  async function audited() {
    const result = await t.database.db.execute<{ company_id: number; changes: string[] }>(
      sql`select company_id, changes from audit_log where entity = 'emission-activities.recompute'
          order by id desc limit 2`,
    );
    const rows = (result as unknown as { rows: { company_id: number; changes: string[] }[] }).rows;
    return Object.fromEntries(rows.map((row) => [row.company_id, row.changes]));
  }

  const reconciled = async () => {
    const res = await t.request('/api/emissions/reconcile', { headers: superAdmin });
    return ((await res.json()) as { mismatches: unknown[] }).mismatches;
  };

  it('gives every activity of every company the new figure, however many batches it takes', async () => {
    const fuel = await newFactor('Combustible por lotes', 2);
    const recorded = await recordMany(fuel.id, 13);
    expect(await footprints(recorded)).toEqual(recorded.map((_, n) => (10 * (n + 1) * 2) / 1000));

    await call('PUT', `/gas-emissions/${fuel.value}`, superAdmin, gasValue(fuel.id, fuel.gas, 3));
    // Two activities per transaction: seven batches, the last one short.
    expect(await recomputePendingEmissions(t.app.ctx, { batch: 2 })).toEqual({ events: 1, activities: 13 });

    expect(await footprints(recorded)).toEqual(recorded.map((_, n) => (10 * (n + 1) * 3) / 1000));
    expect(await audited()).toEqual({
      [companies[0]!.id]: ['gas_emission.changed', 'recomputed:9', 'flagged:0'],
      [companies[1]!.id]: ['gas_emission.changed', 'recomputed:4', 'flagged:0'],
    });
    expect(await pending()).toBe(0);
    expect(await reconciled()).toEqual([]);
  });

  it('leaves the change pending when a batch fails, and the next run finishes it', async () => {
    const fuel = await newFactor('Combustible interrumpido', 2);
    const recorded = await recordMany(fuel.id, 9);
    const refused = recorded[4]!.activity.id;
    // The third of five batches cannot be written.
    await t.database.db.execute(
      sql.raw(`create function refuse_recalculated_line() returns trigger language plpgsql as $$
        begin
          if exists (select 1 from new_lines where activity_id = ${refused}) then
            raise exception 'line of activity ${refused} refused';
          end if;
          return null;
        end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger refuse_recalculated_line after update on activity_emissions
        referencing new table as new_lines for each statement execute function refuse_recalculated_line()`),
    );

    await call('PUT', `/gas-emissions/${fuel.value}`, superAdmin, gasValue(fuel.id, fuel.gas, 4));
    const failure = await recomputePendingEmissions(t.app.ctx, { batch: 2 }).then(
      () => null,
      (error: unknown) => error as Error,
    );
    expect(String(failure?.cause)).toContain(`line of activity ${refused} refused`);
    expect(await pending()).toBe(1);
    const [failed] = await footprints([recorded[4]!]);
    expect(failed).toBe(0.1);

    await t.database.db.execute(sql`drop trigger refuse_recalculated_line on activity_emissions`);
    expect(await recomputePendingEmissions(t.app.ctx, { batch: 2 })).toEqual({ events: 1, activities: 9 });
    expect(await footprints(recorded)).toEqual(recorded.map((_, n) => (10 * (n + 1) * 4) / 1000));
    expect(await pending()).toBe(0);
    expect(await reconciled()).toEqual([]);
  });
});
