import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZEmissionActivity,
  ZEmissionActivityInput,
  ZRecomputeState,
  type TEmissionActivity,
} from '@huella/shared';
import type { Db, Tx } from '../../db/client.ts';
import {
  activity_emissions,
  emission_activities,
  emission_factor_parts,
  emission_factors,
  unit_measurements,
} from '../../db/schema/index.ts';
import { tenant } from '../../db/tenant.ts';
import type { TestDatabase } from '../../db/testing.ts';
import type { ScopedCompany, ServiceContext } from '../../lib/context.ts';
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
import { openServerDatabase } from '../../testing/server-database.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createActivity, updateActivity } from '../emission-activities/emission-activities.service.ts';
import { updateGasEmission } from '../gas-emissions/gas-emissions.service.ts';
import { recomputePendingEmissions } from './emissions.service.ts';

// Saves and recalculations that run at the same time (DESIGN §4): no interleaving leaves a stored
// figure that disagrees with the catalogue with nothing pending, and a recalculation never writes
// over an edit. These races need two connections to one PostgreSQL server: PGlite runs one query
// at a time and cannot show them, so this file always runs on the server. One side holds its
// transaction open; the other goes until it waits on a lock or is done; then the first commits.

describe('saves and recalculations at the same time', () => {
  let database: TestDatabase;
  let t: TestApp;
  let superAdmin: Record<string, string>;
  let owner: Record<string, string>;
  let company: ScopedCompany;
  let operational: number;
  let sourceId: number;
  let litre: { id: number; group: string | null; factor: number };

  beforeAll(async () => {
    database = await openServerDatabase();
    t = await startTestApp({}, undefined, database);
    superAdmin = (await signedInUser(t, { role: 'super-admin' })).headers;
    const user = await signedInUser(t);
    owner = user.headers;
    company = { id: (await createCompany(t, user.user)).id, role: 'administrator' };
    await setPlan(t, company.id, 'LARGE');
    sourceId = (await seededSource(t, 'stationary_combustion')).id;
    await addCompanySources(t, company.id, [sourceId]);
    operational = (await emissionSourceTypes(t)).operational.id;
    const [row] = await database.db.select().from(unit_measurements).where(eq(unit_measurements.code, 'L'));
    litre = row!;
  });
  afterAll(async () => {
    await t?.close();
    await database?.dispose();
  });

  /** The services' context answering through `tx`, as a request's handle does inside its transaction. */
  const within = (tx: Tx): ServiceContext => ({ ...t.app.ctx, db: tx as unknown as Db });

  /**
   * Runs `work` in a transaction of its own connection and keeps it open: `ready` once the work is
   * done, `commit()` lets the transaction commit, `done` once it has.
   */
  function held<T>(work: (tx: Tx) => Promise<T>) {
    let commit!: () => void;
    const gate = new Promise<void>((resolve) => (commit = resolve));
    let ready!: (value: T) => void;
    let failed!: (error: unknown) => void;
    const worked = new Promise<T>((resolve, reject) => ((ready = resolve), (failed = reject)));
    const done = database.db.transaction(async (tx) => {
      const value = await work(tx).catch((error: unknown) => {
        failed(error);
        throw error;
      });
      ready(value);
      await gate;
      return value;
    });
    done.catch(() => {});
    return { ready: worked, commit, done };
  }

  /** Sessions of this database waiting on a lock. */
  async function lockWaits(): Promise<number> {
    const result = await database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  }

  /** Waits until `operation` has settled ('done') or `waits` sessions wait on a lock ('blocked'). */
  async function doneOrBlocked(operation: Promise<unknown>, waits = 1): Promise<'done' | 'blocked'> {
    let settled = false;
    operation.then(
      () => (settled = true),
      () => (settled = true),
    );
    for (let round = 0; round < 3000; round++) {
      if (settled) return 'done';
      if ((await lockWaits()) >= waits) return 'blocked';
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the operation neither finished nor waited on a lock');
  }

  const call = (method: string, path: string, headers: Record<string, string>, json?: object) =>
    succeed(t, method, path, headers, json);
  const newGas = (name: string, pc: number) => createGas(t, superAdmin, name, pc);

  const gasValue = (factor: number, gas: number, value: number) =>
    gasValueInput({
      factor_id: factor,
      gas_id: gas,
      unit_measurement_id: litre.id,
      type_id: operational,
      value,
    });

  async function newFactor(name: string, gas: number, value: number) {
    const [row] = await database.db
      .insert(emission_factors)
      .values({ name, source_id: sourceId })
      .returning();
    const created = (await call('POST', '/gas-emissions', superAdmin, gasValue(row!.id, gas, value))) as {
      id: number;
    };
    return { id: row!.id, value: created.id };
  }

  const activityInput = (factor: number, consumption: number, unit = litre.id) =>
    ZEmissionActivityInput.parse({
      company_id: company.id,
      date: '2024-06-15',
      consumption,
      by_emission_source: false,
      emission_factor_id: factor,
      type_id: operational,
      unit_measurement_id: unit,
    });

  const show = async (id: number) =>
    ZEmissionActivity.parse(await call('GET', `/emission-activities/${id}?company_id=${company.id}`, owner));

  const pending = async () =>
    ZRecomputeState.parse(await call('GET', '/emissions/recompute', superAdmin)).pending;

  /** Once every pending recalculation ran: the activity's figure, and nothing left pending. */
  async function settledFigure(id: number) {
    await recomputePendingEmissions(t.app.ctx);
    const activity = await show(id);
    return {
      consumption: activity.consumption,
      carbon_footprint: activity.carbon_footprint,
      pending: await pending(),
    };
  }

  /**
   * An activity saved (in a transaction held open) while `change` alters the catalogue over HTTP:
   * the change goes until it waits on the save or is done, the recalculation runs, then the save
   * commits. Answers the saved activity.
   */
  async function saveDuring(
    save: (ctx: ServiceContext) => Promise<TEmissionActivity>,
    change: () => Promise<unknown>,
  ) {
    const saving = held((tx) => save(within(tx)));
    await saving.ready;
    const changing = change();
    const change_ = await doneOrBlocked(changing);
    // The job a committed change asks for (a change still waiting has handed it nothing yet): it goes
    // until it is done or waits on the save too.
    const recomputing = recomputePendingEmissions(t.app.ctx);
    await doneOrBlocked(recomputing, change_ === 'blocked' ? 2 : 1);
    saving.commit();
    const saved = await saving.done;
    await changing;
    await recomputing;
    return saved;
  }

  it('recalculates an edit saved while the recalculation runs from the edit, not over it', async () => {
    const co2 = await newGas('Dióxido concurrente', 1);
    const fuel = await newFactor('Combustible concurrente', co2, 2.5);
    await recomputePendingEmissions(t.app.ctx);
    // Another company's activity on the factor comes first in the recalculation's batch.
    const neighbour = await signedInUser(t);
    const other: ScopedCompany = { id: (await createCompany(t, neighbour.user)).id, role: 'administrator' };
    await setPlan(t, other.id, 'LARGE');
    await addCompanySources(t, other.id, [sourceId]);
    const first = await createActivity(
      t.app.ctx,
      other,
      { ...activityInput(fuel.id, 100), company_id: other.id },
      'es',
    );
    const activity = await createActivity(t.app.ctx, company, activityInput(fuel.id, 100), 'es');
    expect([first.carbon_footprint, activity.carbon_footprint]).toEqual([0.25, 0.25]);

    // CO2 goes to 2.6. The job starts while the other company's activity is held by a transaction
    // (as a save does), and waits on it; meanwhile the user's edit from 100 L to 200 L is saved.
    await call('PUT', `/gas-emissions/${fuel.value}`, superAdmin, gasValue(fuel.id, co2, 2.6));
    const holding = held((tx) =>
      tenant(tx, other.id)
        .selectFrom(emission_activities, { id: emission_activities.id })
        .where(eq(emission_activities.id, first.id))
        .for('update'),
    );
    await holding.ready;
    const recomputing = recomputePendingEmissions(t.app.ctx);
    expect(await doneOrBlocked(recomputing)).toBe('blocked');
    await call('PUT', `/emission-activities/${activity.id}`, owner, activityInput(fuel.id, 200));
    holding.commit();
    await holding.done;
    await recomputing;

    expect(await settledFigure(activity.id)).toEqual({
      consumption: 200,
      carbon_footprint: 0.52,
      pending: 0,
    });
    const lines = await database.db
      .select({ quantity: activity_emissions.quantity, co2e_kg: activity_emissions.co2e_kg })
      .from(activity_emissions)
      .where(eq(activity_emissions.activity_id, activity.id));
    expect(lines).toEqual([{ quantity: 200, co2e_kg: expect.closeTo(520, 6) as number }]);
  });

  it('keeps no old figure for an activity saved on a blend while a part’s value changes', async () => {
    const co2 = await newGas('Dióxido de partes', 1);
    const fossil = await newFactor('Parte fósil concurrente', co2, 2);
    const other = await newFactor('Parte segunda concurrente', co2, 2);
    const [blend] = await database.db
      .insert(emission_factors)
      .values({ name: 'Mezcla concurrente', source_id: sourceId, derives: true })
      .returning();
    await database.db.insert(emission_factor_parts).values([
      { factor_id: blend!.id, part_factor_id: fossil.id, percent: 50, avoided: false },
      { factor_id: blend!.id, part_factor_id: other.id, percent: 50, avoided: false },
    ]);
    await recomputePendingEmissions(t.app.ctx);

    // 1,000 L at 2 kg/L is 2 t; the first part going to 2.8 kg/L makes it 2.4 t.
    const saved = await saveDuring(
      (ctx) => createActivity(ctx, company, activityInput(blend!.id, 1000), 'es'),
      () => call('PUT', `/gas-emissions/${fossil.value}`, superAdmin, gasValue(fossil.id, co2, 2.8)),
    );
    expect(await settledFigure(saved.id)).toEqual({ consumption: 1000, carbon_footprint: 2.4, pending: 0 });
  });

  it('keeps no old figure for an activity saved while its gas’s GWP changes', async () => {
    const gas = await newGas('Gas de potencial concurrente', 10);
    const fuel = await newFactor('Combustible de potencial', gas, 1);
    await recomputePendingEmissions(t.app.ctx);

    // 1,000 L at 1 kg/L of a gas of GWP 10 is 10 t; a GWP of 12 makes it 12 t.
    const saved = await saveDuring(
      (ctx) => createActivity(ctx, company, activityInput(fuel.id, 1000), 'es'),
      () =>
        call('PUT', `/gases/${gas}`, superAdmin, {
          name: 'Gas de potencial concurrente',
          formula: null,
          pc: 12,
          description: null,
        }),
    );
    expect(await settledFigure(saved.id)).toEqual({ consumption: 1000, carbon_footprint: 12, pending: 0 });
  });

  it('keeps no old figure for an activity saved while the unit of its factor’s value changes', async () => {
    const co2 = await newGas('Dióxido de unidad concurrente', 1);
    const barrel = (await call('POST', '/unit-measurements', superAdmin, {
      name: 'Barril concurrente',
      abbreviation: 'brc',
      group: litre.group,
      factor: litre.factor * 100,
      description: null,
    })) as { id: number };
    const [fuel] = await database.db
      .insert(emission_factors)
      .values({ name: 'Combustible por barril concurrente', source_id: sourceId })
      .returning();
    await call('POST', '/gas-emissions', superAdmin, {
      ...gasValue(fuel!.id, co2, 100),
      unit_measurement_id: barrel.id,
    });
    await recomputePendingEmissions(t.app.ctx);

    // 1,000 L are 10 barrels of 100 L at 100 kg each, 1 t; barrels of 200 L make them 5, 0.5 t.
    const saved = await saveDuring(
      (ctx) => createActivity(ctx, company, activityInput(fuel!.id, 1000), 'es'),
      () =>
        call('PUT', `/unit-measurements/${barrel.id}`, superAdmin, {
          name: 'Barril concurrente',
          abbreviation: 'brc',
          group: litre.group,
          factor: litre.factor * 200,
          description: null,
        }),
    );
    expect(await settledFigure(saved.id)).toEqual({ consumption: 1000, carbon_footprint: 0.5, pending: 0 });
  });

  it('keeps no old figure for an edit saved while its gas’s GWP changes', async () => {
    const gas = await newGas('Gas de edición concurrente', 2);
    const fuel = await newFactor('Combustible de edición concurrente', gas, 1);
    await recomputePendingEmissions(t.app.ctx);
    const activity = await createActivity(t.app.ctx, company, activityInput(fuel.id, 100), 'es');

    // The edit to 1,000 L is saved while the GWP goes from 2 to 3: 3 t.
    await saveDuring(
      (ctx) => updateActivity(ctx, company, activity.id, activityInput(fuel.id, 1000), 'es'),
      () =>
        call('PUT', `/gases/${gas}`, superAdmin, {
          name: 'Gas de edición concurrente',
          formula: null,
          pc: 3,
          description: null,
        }),
    );
    expect(await settledFigure(activity.id)).toEqual({ consumption: 1000, carbon_footprint: 3, pending: 0 });
  });

  it('gives an activity saved while a value’s change is being committed the new figure', async () => {
    const co2 = await newGas('Dióxido de cambio abierto', 1);
    const fuel = await newFactor('Combustible de cambio abierto', co2, 2);
    await recomputePendingEmissions(t.app.ctx);

    // The change is held open; the save over HTTP goes until it waits on it or is done.
    const change = held((tx) =>
      updateGasEmission(within(tx), fuel.value, gasValue(fuel.id, co2, 3), null, 'es'),
    );
    await change.ready;
    const saving = call('POST', '/emission-activities', owner, activityInput(fuel.id, 1000));
    await doneOrBlocked(saving);
    await recomputePendingEmissions(t.app.ctx);
    change.commit();
    await change.done;
    const saved = ZEmissionActivity.parse(await saving);
    expect(await settledFigure(saved.id)).toEqual({ consumption: 1000, carbon_footprint: 3, pending: 0 });
  });
});
