import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from './errors.ts';
import {
  activity_emissions,
  activity_imports,
  companies,
  emission_activities,
  emission_factors,
  stakeholders,
  types,
  unit_measurements,
} from './schema/index.ts';
import { acrossCompanies, tenant, TENANT_TABLE_NAMES } from './tenant.ts';
import { openTestDatabase, type TestDatabase } from './testing.ts';

describe('a company-bound handle', () => {
  let database: TestDatabase;
  let a: number;
  let b: number;

  beforeAll(async () => {
    database = await openTestDatabase({ seed: false });
    const rows = await database.db
      .insert(companies)
      .values([{ name: 'A SAS' }, { name: 'B SAS' }])
      .returning({ id: companies.id });
    [a, b] = rows.map((row) => row.id) as [number, number];
    await tenant(database.db, a).insertInto(stakeholders, [
      { type: 'HEADQUARTERS', name: 'Bogotá' },
      { type: 'CLIENTS', name: 'Éxito' },
    ]);
    await tenant(database.db, b).insertInto(stakeholders, { type: 'HEADQUARTERS', name: 'Lima' });
  });
  afterAll(async () => database?.dispose());

  const namesOf = async (companyId: number) =>
    (await tenant(database.db, companyId).selectFrom(stakeholders).orderBy(asc(stakeholders.name))).map(
      (row) => row.name,
    );

  it('knows every table with company_id from the schema', () => {
    expect([...TENANT_TABLE_NAMES].sort()).toEqual(
      [
        'activity_emissions',
        'activity_import_failures',
        'activity_imports',
        'activity_rollups',
        'audit_log',
        'closed_period_holds',
        'closed_periods',
        'company_sources',
        'company_users',
        'emission_activities',
        'emission_indicators',
        'emission_line_provenances',
        'emission_rollups',
        'emission_source_rollups',
        'emission_sources',
        'invitations',
        'rollup_day_months',
        'stakeholders',
      ].sort(),
    );
  });

  it('writes its company into every row it inserts, and sees only its rows', async () => {
    expect(await namesOf(a)).toEqual(['Bogotá', 'Éxito']);
    expect(await namesOf(b)).toEqual(['Lima']);
  });

  it('keeps the company whatever the caller’s own condition, and with selected fields', async () => {
    const lima = await tenant(database.db, a)
      .selectFrom(stakeholders, { id: stakeholders.id, name: stakeholders.name })
      .where(eq(stakeholders.name, 'Lima'));
    expect(lima).toEqual([]);
    const all = await acrossCompanies(database.db)
      .selectFrom(stakeholders)
      .where(eq(stakeholders.name, 'Lima'));
    expect(all).toHaveLength(1);
  });

  it('keeps the company after a join, whatever follows it', async () => {
    const headquarters = () =>
      tenant(database.db, a)
        .selectFrom(stakeholders, { name: stakeholders.name, company: companies.name })
        .innerJoin(companies, eq(companies.id, stakeholders.company_id));
    const only = [{ name: 'Bogotá', company: 'A SAS' }];
    expect(await headquarters().where(eq(stakeholders.type, 'HEADQUARTERS'))).toEqual(only);
    expect(await headquarters().$dynamic().where(eq(stakeholders.type, 'HEADQUARTERS'))).toEqual(only);
    expect(await headquarters().where((fields) => eq(fields.name, 'Lima'))).toEqual([]);
  });

  it('updates and deletes only the company’s rows', async () => {
    const everyId = (await acrossCompanies(database.db).selectFrom(stakeholders)).map((row) => row.id);
    const updated = await tenant(database.db, b)
      .updateSet(stakeholders, { description: 'changed' })
      .where(inArray(stakeholders.id, everyId))
      .returning({ id: stakeholders.id });
    expect(updated).toHaveLength(1);
    const deleted = await tenant(database.db, b)
      .deleteFrom(stakeholders)
      .where(inArray(stakeholders.id, everyId))
      .returning({ id: stakeholders.id });
    expect(deleted).toHaveLength(1);
    expect(await namesOf(a)).toEqual(['Bogotá', 'Éxito']);
    expect(await namesOf(b)).toEqual([]);
  });

  it('refuses a row of another company and a move to another company', () => {
    expect(() =>
      tenant(database.db, a).insertInto(stakeholders, { company_id: b, type: 'CLIENTS', name: 'X' } as never),
    ).toThrow(/company/);
    expect(() => tenant(database.db, a).updateSet(stakeholders, { company_id: b } as never)).toThrow(
      /another company/,
    );
    expect(() => tenant(database.db, a).selectFrom(companies as never)).toThrow(/not a table/);
  });
});

describe('the database refuses a link between two companies', () => {
  let database: TestDatabase;
  let a: number;
  let b: number;
  let activityOfA: number;
  let importOfA: number;
  /** A factor-based activity with valid catalogue ids, as a company's handle writes it. */
  let activity: Omit<typeof emission_activities.$inferInsert, 'company_id'>;

  beforeAll(async () => {
    database = await openTestDatabase();
    const { db } = database;
    const rows = await db
      .insert(companies)
      .values([{ name: 'A SAS' }, { name: 'B SAS' }])
      .returning({ id: companies.id });
    [a, b] = rows.map((row) => row.id) as [number, number];
    const [factor] = await db
      .select({ id: emission_factors.id, source_id: emission_factors.source_id })
      .from(emission_factors)
      .where(eq(emission_factors.derives, false))
      .orderBy(asc(emission_factors.id))
      .limit(1);
    const [type] = await db
      .select({ id: types.id })
      .from(types)
      .where(eq(types.group, 'emission_source'))
      .orderBy(asc(types.id))
      .limit(1);
    const [unit] = await db
      .select({ id: unit_measurements.id })
      .from(unit_measurements)
      .orderBy(asc(unit_measurements.id))
      .limit(1);
    activity = {
      date: '2025-01-15',
      consumption: 10,
      by_emission_source: false,
      emission_factor_id: factor!.id,
      source_id: factor!.source_id,
      type_id: type!.id,
      unit_measurement_id: unit!.id,
    };
    const [imported] = await tenant(db, a)
      .insertInto(activity_imports, { file_hash: 'a'.repeat(64) })
      .returning({ id: activity_imports.id });
    importOfA = imported!.id;
    const [written] = await tenant(db, a)
      .insertInto(emission_activities, activity)
      .returning({ id: emission_activities.id });
    activityOfA = written!.id;
  });
  afterAll(async () => database?.dispose());

  const line = () => ({
    activity_id: activityOfA,
    gas_emission_id: 1,
    gas_id: 1,
    gas_name: 'Dióxido de carbono',
    gas_formula: 'CO2',
    factor_id: activity.emission_factor_id,
    share: 1,
    avoided: false,
    value: 0.1,
    value_unit_id: 1,
    value_unit: 'L',
    conversion: 1,
    quantity: 10,
    gas_kg: 1,
    gwp: 1,
    gwp_report: 'AR6',
    co2e_kg: 1,
    uncertainty: 0,
    value_uncertainty: 0,
    activity_uncertainty: 0,
    fountain: 'Prueba',
    reference: 'Prueba 2024',
  });
  const refusal = (write: Promise<unknown>) =>
    write.then(
      () => 'written',
      (error: unknown) => pgErrorCode(error),
    );

  it('refuses an emission line naming an activity of another company', async () => {
    expect(await refusal(tenant(database.db, b).insertInto(activity_emissions, line()))).toBe(
      PG_FOREIGN_KEY_VIOLATION,
    );
    // The same line under the activity's own company is written: the company alone was wrong.
    expect(await refusal(tenant(database.db, a).insertInto(activity_emissions, line()))).toBe('written');
  });

  it('refuses an activity naming an import of another company', async () => {
    const imported = { ...activity, import_id: importOfA, import_row: 1 };
    expect(await refusal(tenant(database.db, b).insertInto(emission_activities, imported))).toBe(
      PG_FOREIGN_KEY_VIOLATION,
    );
    expect(await refusal(tenant(database.db, a).insertInto(emission_activities, imported))).toBe('written');
  });
});
