import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../db/migrate.ts';
import { activity_emissions, gases } from '../../db/schema/index.ts';
import { openTestDatabase, type TestDatabase } from '../../db/testing.ts';
import { migrationsUpTo } from '../../testing/migrations.ts';

const PROVENANCE = '0013_emission_line_provenance';

describe('the migration that gives each stored emission line its provenance', () => {
  let database: TestDatabase;
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'huella-provenance-'));
  });
  afterAll(async () => {
    await database?.dispose();
    await rm(work, { recursive: true, force: true });
  });

  it('fills the lines stored before it from the catalogue they were computed with', async () => {
    database = await openTestDatabase({ migrate: false });
    const before = await migrationsUpTo(path.join(work, 'before'), PROVENANCE, false);
    await migrateDatabase(database, { migrationsFolder: before, onNotice: () => undefined });
    const db = database.db;
    // A company with an emission source (activity data known to ±4 %) on a diesel factor per litre,
    // and a blend; activities in US gallons and litres, with the lines an earlier version stored.
    await db.execute(sql`
      insert into sources (id, name, icon) values (9001, 'Combustión estacionaria', 'flame')`);
    await db.execute(sql`
      insert into types (id, "group", code, name_es, name_en)
        values (9001, 'emission_source', 'operational-test', 'Operacional', 'Operational')`);
    await db.execute(sql`
      insert into emission_factors (id, name, source_id, derives)
        values (9001, 'Diésel', 9001, false), (9002, 'Biodiésel', 9001, false), (9003, 'B20', 9001, true)`);
    await db.execute(sql`
      insert into gases (id, name, formula, pc, description) values
        (9001, 'Dióxido de carbono', 'CO2', 1, 'PCG a 100 años según IPCC AR6 WG1 (2021). Otros informes: AR5: 1'),
        (9002, 'Metano fósil', 'CH4', 30, 'GWP-100 from the IPCC AR5 (no climate-carbon feedback)'),
        (9003, 'Gas sin informe', 'XY', 10, 'Refrigerant of the AR61 series')`);
    await db.execute(sql`
      insert into unit_measurements (id, name, abbreviation, "group", factor)
        values (9001, 'Litro', 'L', 'volume', 1), (9002, 'Galón', 'gal', 'volume', 3.785411784)`);
    await db.execute(sql`
      insert into gas_emissions
        (id, factor_id, gas_id, unit_measurement_id, value, uncertainty, date_start, date_end, fountain, reference)
        values
        (9001, 9001, 9001, 9001, 2.68, 5, '2024-01-01', '2024-12-31', 'https://epa.gov', 'EPA 2024, Table 1'),
        (9002, 9001, 9002, 9001, 0.0001, 50, '2024-01-01', '2024-12-31', 'https://epa.gov', 'EPA 2024, Table 1'),
        (9003, 9002, 9001, 9001, 2.5, 10, '2024-01-01', '2024-12-31', 'IPCC 2006', 'IPCC 2006 Vol. 2')`);
    await db.execute(sql`
      insert into companies (id, name) values (9001, 'Empresa de prueba')`);
    await db.execute(sql`
      insert into company_sources (company_id, source_id) values (9001, 9001)`);
    await db.execute(sql`
      insert into stakeholders (id, company_id, type, name) values (9001, 9001, 'HEADQUARTERS', 'Planta')`);
    await db.execute(sql`
      insert into emission_sources
        (id, company_id, code, name, type_id, source_id, emission_factor_id, headquarter_id, activity_uncertainty)
        values (9001, 9001, 'EQ-1', 'Caldera', 9001, 9001, 9001, 9001, 4)`);
    await db.execute(sql`
      insert into emission_activities
        (id, company_id, date, consumption, by_emission_source, emission_source_id, emission_factor_id,
        type_id, source_id, unit_measurement_id)
        values
        (9001, 9001, '2024-03-01', 100, true, 9001, 9001, 9001, 9001, 9002),
        (9002, 9001, '2024-03-01', 40, false, null, 9003, 9001, 9001, 9001)`);
    const gallons = 100 * 3.785411784;
    await db.execute(sql`
      insert into activity_emissions
        (activity_id, company_id, gas_emission_id, gas_id, factor_id, share, avoided, quantity, gas_kg, co2e_kg, uncertainty)
      values
        (9001, 9001, 9001, 9001, 9001, 1, false, ${gallons}, ${gallons * 2.68}, ${gallons * 2.68}, ${Math.sqrt(41)}),
        (9001, 9001, 9002, 9002, 9001, 1, false, ${gallons}, ${gallons * 0.0001}, ${gallons * 0.0001 * 30}, ${Math.sqrt(2516)}),
        (9002, 9001, 9003, 9001, 9002, 0.2, true, 40, ${40 * 0.2 * 2.5}, ${40 * 0.2 * 2.5}, 10),
        -- The line of a gas value deleted since, its re-compute still pending.
        (9002, 9001, 9999, 9001, 9001, 0.8, false, 40, ${40 * 0.8 * 2.7}, ${40 * 0.8 * 2.7}, 5);
    `);

    const through = await migrationsUpTo(path.join(work, 'through'), PROVENANCE, true);
    await migrateDatabase(database, { migrationsFolder: through, onNotice: () => undefined });

    const reports = await db
      .select({ id: gases.id, report: gases.gwp_report })
      .from(gases)
      .orderBy(asc(gases.id));
    expect(reports).toEqual([
      { id: 9001, report: 'AR6' },
      { id: 9002, report: 'AR5' },
      { id: 9003, report: 'AR6' },
    ]);

    const lines = await db
      .select()
      .from(activity_emissions)
      .orderBy(asc(activity_emissions.activity_id), asc(activity_emissions.gas_emission_id));
    expect(lines.map(({ computed_at: _, ...line }) => line)).toEqual([
      expect.objectContaining({
        gas_emission_id: 9001,
        gas_name: 'Dióxido de carbono',
        gas_formula: 'CO2',
        value: 2.68,
        value_unit_id: 9001,
        value_unit: 'L',
        conversion: 3.785411784,
        gwp: 1,
        gwp_report: 'AR6',
        value_uncertainty: 5,
        activity_uncertainty: 4,
        fountain: 'https://epa.gov',
        reference: 'EPA 2024, Table 1',
      }),
      expect.objectContaining({
        gas_emission_id: 9002,
        gas_name: 'Metano fósil',
        value: 0.0001,
        gwp: 30,
        gwp_report: 'AR5',
        value_uncertainty: 50,
        activity_uncertainty: 4,
      }),
      expect.objectContaining({
        gas_emission_id: 9003,
        share: 0.2,
        value: 2.5,
        value_unit: 'L',
        conversion: 1,
        value_uncertainty: 10,
        activity_uncertainty: 0,
        fountain: 'IPCC 2006',
        reference: 'IPCC 2006 Vol. 2',
      }),
      // Its gas value is gone: its own figures, per litre of its activity, until the re-compute.
      expect.objectContaining({
        gas_emission_id: 9999,
        gas_name: 'Dióxido de carbono',
        value_unit_id: 9001,
        conversion: 1,
        gwp: 1,
        value_uncertainty: 5,
        fountain: '',
        reference: '',
      }),
    ]);
    // Every line's kilograms are worked again from its own fields and its activity's consumption.
    const consumption: Record<number, number> = { 9001: 100, 9002: 40 };
    for (const line of lines)
      expect(line.co2e_kg).toBeCloseTo(
        consumption[line.activity_id]! * line.conversion * line.share * line.value * line.gwp,
        9,
      );
  });
});
