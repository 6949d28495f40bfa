import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, type MigrationNotice } from '../../db/migrate.ts';
import { gas_emissions } from '../../db/schema/index.ts';
import { openTestDatabase, type TestDatabase } from '../../db/testing.ts';
import { migrationsUpTo } from '../../testing/migrations.ts';

const REPORTING = '0009_gas_emission_overlaps';

describe('the migration that reports overlapping gas values', () => {
  let database: TestDatabase;
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'huella-overlaps-'));
  });
  afterAll(async () => {
    await database?.dispose();
    await rm(work, { recursive: true, force: true });
  });

  it('warns once per pair of values of one factor and gas that share a day, whatever their units', async () => {
    // An empty database migrated up to the one before: the catalogue as an earlier version let it be.
    database = await openTestDatabase({ migrate: false });
    const before = await migrationsUpTo(path.join(work, 'before'), REPORTING, false);
    await migrateDatabase(database, { migrationsFolder: before, onNotice: () => undefined });
    const db = database.db;
    await db.execute(sql`
      insert into sources (id, name, icon) values (9001, 'Combustión móvil', 'car')`);
    await db.execute(sql`
      insert into emission_factors (id, name, source_id) values (9001, 'Gasolina', 9001), (9002, 'Diésel', 9001)`);
    await db.execute(sql`
      insert into gases (id, name, formula, pc) values (9001, 'Dióxido de carbono', 'CO2', 1), (9002, 'Óxido nitroso', 'N2O', 273)`);
    await db.execute(sql`
      insert into unit_measurements (id, name, abbreviation) values (9001, 'Litro', 'L'), (9002, 'Galón', 'gal')`);
    await db.execute(sql`
      insert into gas_emissions (id, factor_id, gas_id, unit_measurement_id, value, date_start, date_end, fountain, reference)
      values
        (9001, 9001, 9001, 9001, 2.697, '2024-01-01', '2024-12-31', 'EPA', 'EPA 2024'),
        (9002, 9001, 9001, 9002, 10.21, '2024-06-01', '2025-12-31', 'EPA', 'EPA 2024'),
        (9003, 9001, 9002, 9002, 0.00008, '2024-01-01', '2024-12-31', 'EPA', 'EPA 2024'),
        (9004, 9001, 9001, 9001, 2.7, '2026-01-01', '2026-12-31', 'EPA', 'EPA 2026'),
        (9005, 9002, 9001, 9001, 2.68, '2024-01-01', '2024-12-31', 'EPA', 'EPA 2024')`);

    const notices: MigrationNotice[] = [];
    const through = await migrationsUpTo(path.join(work, 'through'), REPORTING, true);
    await migrateDatabase(database, {
      migrationsFolder: through,
      onNotice: (notice) => notices.push(notice),
    });

    expect(notices.map((notice) => [notice.severity, notice.message])).toEqual([
      [
        'WARNING',
        'gas values 9001 and 9002 of factor 9001 (Gasolina) overlap for CO2: 2024-01-01 to 2024-12-31 per L and 2024-06-01 to 2025-12-31 per gal',
      ],
      ['WARNING', '1 overlapping pair(s) of gas values found; the API refuses new ones'],
    ]);
    expect(notices[0]!.hint).toMatch(/count the gas twice/);
    // It reports; it changes no value (the id alone: later migrations may add columns).
    const kept = await db.select({ id: gas_emissions.id }).from(gas_emissions);
    expect(kept.map((row) => row.id).sort()).toEqual([9001, 9002, 9003, 9004, 9005]);
  });
});
