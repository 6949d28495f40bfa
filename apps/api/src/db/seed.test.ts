import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { COUNTED_LIMITS, ZLimitPlan } from '@huella/shared';
import { listStandardsWithCategories } from '../modules/standards/standards.repository.ts';
import { listTypesByGroup } from '../modules/types/types.repository.ts';
import type { Db } from './client.ts';
import { isRowInUseError, isUniqueViolation, pgErrorCode, PG_CHECK_VIOLATION } from './errors.ts';
import { migrateDatabase } from './migrate.ts';
import {
  categories,
  emission_factors,
  gas_emissions,
  gases,
  key_indicator_sources,
  key_indicators,
  plans,
  sectors,
  source_categories,
  sources,
  standards,
  types,
  unit_measurements,
} from './schema/index.ts';
import { loadReferenceSeed, seedReference, type SeedCounts } from './seed.ts';
import { openTestDatabase, type TestDatabase } from './testing.ts';

const seededTables = {
  standards,
  categories,
  types,
  gases,
  unit_measurements,
  sources,
  source_categories,
  emission_factors,
  gas_emissions,
  sectors,
  key_indicators,
  key_indicator_sources,
  plans,
} as const;

async function countRows(db: Db): Promise<SeedCounts> {
  const entries = await Promise.all(
    Object.entries(seededTables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as SeedCounts;
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('the statement should have failed'),
    (error: unknown) => error,
  );
}

/** Each seeded key indicator as `sector code → name → { unit code, source codes }`. */
async function keyIndicatorsBySector(db: Db) {
  const rows = await db
    .select({
      sector: sectors.code,
      name: key_indicators.name,
      description: key_indicators.description,
      unit: unit_measurements.code,
      source: sources.code,
    })
    .from(key_indicators)
    .innerJoin(sectors, eq(sectors.id, key_indicators.sector_id))
    .innerJoin(unit_measurements, eq(unit_measurements.id, key_indicators.unit_measurement_id))
    .leftJoin(key_indicator_sources, eq(key_indicator_sources.key_indicator_id, key_indicators.id))
    .leftJoin(sources, eq(sources.id, key_indicator_sources.source_id));
  const bySector: Record<
    string,
    Record<string, { unit: string; description: string; sources: string[] }>
  > = {};
  for (const row of rows) {
    const indicators = (bySector[row.sector ?? ''] ??= {});
    const indicator = (indicators[row.name] ??= {
      unit: row.unit ?? '',
      description: row.description ?? '',
      sources: [],
    });
    if (row.source) indicator.sources.push(row.source);
  }
  for (const indicators of Object.values(bySector))
    for (const indicator of Object.values(indicators)) indicator.sources.sort();
  return bySector;
}

/** kg CO2e of `quantity` activity units of a seeded factor: Σ value · GWP over its gas values. */
async function kgCo2e(db: Db, factorCode: string, quantity: number, unitCode: string) {
  const rows = await db
    .select({ value: gas_emissions.value, pc: gases.pc, unit: unit_measurements.code })
    .from(gas_emissions)
    .innerJoin(emission_factors, eq(emission_factors.id, gas_emissions.factor_id))
    .innerJoin(gases, eq(gases.id, gas_emissions.gas_id))
    .innerJoin(unit_measurements, eq(unit_measurements.id, gas_emissions.unit_measurement_id))
    .where(eq(emission_factors.code, factorCode));
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((row) => row.unit === unitCode)).toBe(true);
  return rows.reduce((sum, row) => sum + quantity * row.value * row.pc, 0);
}

const targets: { name: string; databaseUrl: string | null }[] = [{ name: 'PGlite', databaseUrl: null }];
if (process.env.DATABASE_URL) targets.push({ name: 'PostgreSQL', databaseUrl: process.env.DATABASE_URL });

describe.each(targets)('reference catalogue on $name', ({ databaseUrl }) => {
  let database: TestDatabase;
  let firstRun: SeedCounts;

  beforeAll(async () => {
    database = await openTestDatabase({ databaseUrl, seed: false });
    firstRun = await seedReference(database.db);
  });
  afterAll(async () => database?.dispose());

  it('inserts the whole catalogue on an empty database', async () => {
    expect(firstRun).toEqual({
      standards: 2,
      categories: 24,
      types: 2,
      gases: 19,
      unit_measurements: 29,
      sources: 9,
      source_categories: 18,
      emission_factors: 22,
      gas_emissions: 48,
      sectors: 10,
      key_indicators: 16,
      key_indicator_sources: 85,
      plans: 5,
    });
    expect(await countRows(database.db)).toEqual(firstRun);
  });

  it('creates ISO 14064-1 (id 1) with six categories and the GHG Protocol (id 2) with its scopes', async () => {
    const [iso, ghg, ...rest] = await listStandardsWithCategories(database.db);
    expect(rest).toEqual([]);
    expect(iso?.id).toBe(1);
    expect(iso?.name_en).toBe('ISO 14064-1:2018');
    expect(iso?.categories.map((c) => c.code)).toEqual([
      'ISO-1',
      'ISO-2',
      'ISO-3',
      'ISO-4',
      'ISO-5',
      'ISO-6',
    ]);
    expect(iso?.categories.every((c) => c.scope === null && c.parent_id === null)).toBe(true);
    expect(iso?.categories[0]?.name_en).toMatch(/Direct GHG emissions and removals/);

    expect(ghg?.id).toBe(2);
    const top = ghg!.categories.filter((c) => c.parent_id === null);
    expect(top.map((c) => [c.code, c.scope])).toEqual([
      ['GHG-S1', 1],
      ['GHG-S2', 2],
      ['GHG-S3', 3],
    ]);
    const scope3 = top[2]!;
    const children = ghg!.categories.filter((c) => c.parent_id !== null);
    expect(children).toHaveLength(15);
    expect(children.every((c) => c.parent_id === scope3.id && c.scope === 3)).toBe(true);
    expect(children.map((c) => c.code)).toEqual(Array.from({ length: 15 }, (_, i) => `GHG-S3-${i + 1}`));
    expect(children.find((c) => c.code === 'GHG-S3-6')?.name_en).toMatch(/Business travel/);
  });

  it('lists the emission-source types operational and embedded', async () => {
    const rows = await listTypesByGroup(database.db, 'emission_source');
    expect(rows.map((row) => [row.code, row.name_es, row.name_en])).toEqual([
      ['operational', 'Operativa', 'Operational'],
      ['embedded', 'Incorporada', 'Embedded'],
    ]);
    expect(await listTypesByGroup(database.db, 'nothing')).toEqual([]);
  });

  it('maps every catalogue source to a category of each standard', async () => {
    const rows = await database.db
      .select({ source: sources.code, standard_id: categories.standard_id, category: categories.code })
      .from(source_categories)
      .innerJoin(sources, eq(sources.id, source_categories.source_id))
      .innerJoin(categories, eq(categories.id, source_categories.category_id));
    const bySource = new Map<string, number[]>();
    for (const row of rows)
      bySource.set(row.source!, [...(bySource.get(row.source!) ?? []), row.standard_id]);
    expect(bySource.size).toBe(9);
    for (const standardIds of bySource.values()) expect(standardIds.sort()).toEqual([1, 2]);
    const electricity = rows
      .filter((row) => row.source === 'purchased_electricity')
      .map((row) => row.category);
    expect(electricity.sort()).toEqual(['GHG-S2', 'ISO-2']);
  });

  it('reproduces the worked diesel check: 1000 US gal → 10244.058 kg CO2e', async () => {
    expect(await kgCo2e(database.db, 'EPA_CFR98_DISTILLATE_NO2_GAL', 1000, 'gal_us')).toBeCloseTo(
      10244.058,
      6,
    );
  });

  it('reproduces the worked grid check: 100 MWh in Colombia → 11.2 t CO2e', async () => {
    const kg = await kgCo2e(database.db, 'UPME_2023_SIN_INVENTORY_2022', 100, 'MWh');
    expect(kg / 1000).toBeCloseTo(11.2, 9);
  });

  it('gives every catalogue source a factor, in the units its publication uses', async () => {
    const rows = await database.db
      .select({ source: sources.code, factor: emission_factors.code })
      .from(sources)
      .leftJoin(emission_factors, eq(emission_factors.source_id, sources.id));
    const withoutFactor = rows.filter((row) => row.factor === null).map((row) => row.source);
    // No factor is published for purchased goods in the reference data: companies are not offered it
    // (the sources service) until a super-admin adds one.
    expect(withoutFactor.sort()).toEqual(['purchased_goods_services']);
    // Waste: EPA Emission Factors Hub Table 9, mixed MSW, in t CO2e per short ton.
    expect(await kgCo2e(database.db, 'EPA_HUB_2023_MIXED_MSW_LANDFILLED_SHORT_TON', 2, 'short_ton')).toBe(
      1160,
    );
    expect(await kgCo2e(database.db, 'EPA_HUB_2023_MIXED_MSW_COMBUSTED_SHORT_TON', 1, 'short_ton')).toBe(430);
    // 1000 passenger-miles of a short-haul flight: 207 kg CO2 + 6.4 g CH4 · 29.8 + 6.6 g N2O · 273.
    expect(await kgCo2e(database.db, 'EPA_HUB_2025_AIR_SHORT_HAUL_PMI', 1000, 'pmi')).toBeCloseTo(
      207 + 0.0064 * 29.8 + 0.0066 * 273,
      9,
    );
    const units = await database.db.select().from(unit_measurements);
    const factor = (code: string) => units.find((unit) => unit.code === code)?.factor;
    expect(factor('pmi')).toBe(1.609344);
    expect(factor('short_ton_mile')).toBeCloseTo(0.90718474 * 1.609344, 12);
    expect(units.find((unit) => unit.code === 'short_ton')).toMatchObject({
      group: 'mass',
      factor: 907.18474,
    });
  });

  it('names every seeded source, factor, gas and unit in English too', async () => {
    for (const table of [sources, emission_factors, gases, unit_measurements]) {
      const rows = await database.db.select({ code: table.code, name_en: table.name_en }).from(table);
      expect(rows.filter((row) => !row.name_en).map((row) => row.code)).toEqual([]);
    }
    const [electricity] = await database.db
      .select({ name: sources.name, name_en: sources.name_en })
      .from(sources)
      .where(eq(sources.code, 'purchased_electricity'));
    expect(electricity).toEqual({ name: 'Electricidad adquirida', name_en: 'Purchased electricity' });
  });

  it('names every seeded sector and key indicator in English too', async () => {
    const sectorRows = await database.db
      .select({ code: sectors.code, name: sectors.name, name_en: sectors.name_en })
      .from(sectors);
    expect(sectorRows.filter((row) => !row.name_en).map((row) => row.code)).toEqual([]);
    expect(sectorRows.find((row) => row.code === 'manufacturing')).toMatchObject({
      name: 'Manufactura',
      name_en: 'Manufacturing',
    });
    const indicatorRows = await database.db
      .select({ name: key_indicators.name, name_en: key_indicators.name_en })
      .from(key_indicators);
    expect(indicatorRows.filter((row) => !row.name_en).map((row) => row.name)).toEqual([]);
    expect(indicatorRows).toEqual(
      expect.arrayContaining([
        { name: 'Toneladas producidas', name_en: 'Tonnes produced' },
        { name: 'Toneladas-kilómetro transportadas', name_en: 'Tonne-kilometres transported' },
      ]),
    );
  });

  it('gives every sector of the data files its key indicators, each with its unit and relevant sources', async () => {
    const seed = await loadReferenceSeed();
    const stored = await database.db.select().from(sectors);
    expect(stored.map((row) => [row.code, row.name, row.description]).sort()).toEqual(
      seed.sectors.map((row) => [row.code, row.name, row.description]).sort(),
    );
    const expected: Awaited<ReturnType<typeof keyIndicatorsBySector>> = {};
    for (const row of seed.key_indicators)
      (expected[row.sector] ??= {})[row.name] = {
        unit: row.unit,
        description: row.description,
        sources: [...row.sources].sort(),
      };
    const seeded = await keyIndicatorsBySector(database.db);
    expect(seeded).toEqual(expected);
    // What a company of each kind looks for, in its unit, compared with the sources of its footprint.
    const unitOf = (sector: string) =>
      Object.fromEntries(Object.entries(seeded[sector] ?? {}).map(([name, row]) => [name, row.unit]));
    expect(unitOf('manufacturing')).toMatchObject({ 'Toneladas producidas': 't' });
    expect(unitOf('services')).toMatchObject({ Empleados: 'employee', 'Área de oficinas': 'm2' });
    expect(unitOf('transport_logistics')).toMatchObject({ 'Toneladas-kilómetro transportadas': 'tkm' });
    expect(unitOf('agriculture')).toMatchObject({
      'Hectáreas cultivadas': 'ha',
      'Toneladas cosechadas': 't',
    });
    expect(unitOf('commerce')).toMatchObject({ Ventas: 'COP_million' });
    expect(unitOf('energy')).toMatchObject({ 'Energía eléctrica generada': 'MWh' });
    expect(unitOf('construction')).toMatchObject({ 'Área construida': 'm2' });
    expect(seeded.manufacturing?.['Toneladas producidas']?.sources).toEqual(
      expect.arrayContaining(['stationary_combustion', 'purchased_electricity', 'fugitive_refrigerants']),
    );
    expect(seeded.services?.Empleados?.sources).toEqual(
      expect.arrayContaining(['purchased_electricity', 'business_travel', 'employee_commuting']),
    );
    const indicators = Object.values(seeded).flatMap((bySector) => Object.values(bySector));
    expect(indicators.every((row) => row.sources.length > 0 && row.description.length > 0)).toBe(true);
    // Area in square metres, a hectare being 10 000 of them; what an indicator counts, one each.
    const units = await database.db.select().from(unit_measurements);
    const unit = (code: string) => units.find((row) => row.code === code);
    expect(unit('m2')).toMatchObject({ group: 'area', factor: 1 });
    expect(unit('ha')).toMatchObject({ group: 'area', factor: 10_000 });
    expect(unit('employee')).toMatchObject({ group: 'count', factor: 1 });
    expect(unit('COP_million')).toMatchObject({ group: null, factor: 1, abbreviation: 'MM COP' });
  });

  it('seeds the plans: the trial, the default demo plan and three plans for sale in USD', async () => {
    const rows = await database.db.select().from(plans);
    const plan = (code: string) => rows.find((row) => row.code === code)!;
    expect(rows.map((row) => row.code).sort()).toEqual(['DEMO', 'LARGE', 'MEDIUM', 'SMALL', 'TRIAL']);
    expect(rows.filter((row) => row.trial).map((row) => row.code)).toEqual(['TRIAL']);
    expect(plan('TRIAL')).toMatchObject({
      tenure_type: 'TRIAL',
      price: 0,
      interval_unit: 'DAY',
      interval_count: 7,
    });
    expect(plan('DEMO')).toMatchObject({
      interval_unit: 'YEAR',
      price: 0,
      total_cycles: 1,
      status: 'CREATED',
      trial: false,
      limit_plan: {
        group: 'SMALL',
        entities: 1,
        num_users: 1,
        sources: 1,
        emission_sources: 1,
        analysis_tools: false,
        informs: 0,
        general_support: false,
        reductions_module: false,
      },
    });
    const forSale = ['SMALL', 'MEDIUM', 'LARGE'].map(plan);
    expect(forSale.map((row) => [row.status, row.interval_unit, row.limit_plan.group])).toEqual([
      ['ACTIVE', 'MONTH', 'SMALL'],
      ['ACTIVE', 'MONTH', 'MEDIUM'],
      ['ACTIVE', 'MONTH', 'LARGE'],
    ]);
    // Each plan for sale costs more and allows at least as much as the one before.
    for (const [smaller, larger] of [forSale.slice(0, 2), forSale.slice(1, 3)] as [
      (typeof forSale)[number],
      (typeof forSale)[number],
    ][]) {
      expect(larger.price).toBeGreaterThan(smaller.price);
      for (const key of COUNTED_LIMITS)
        expect(larger.limit_plan[key], key).toBeGreaterThanOrEqual(smaller.limit_plan[key]);
    }
    expect(plan('LARGE').limit_plan.emission_sources).toBeGreaterThanOrEqual(1000);
    expect(plan('LARGE').limit_plan.emission_activities).toBeGreaterThanOrEqual(1_000_000);
    for (const row of rows) expect(ZLimitPlan.strict().parse(row.limit_plan)).toEqual(row.limit_plan);
  });

  it('records where every seeded gas value was published', async () => {
    const rows = await database.db
      .select({
        fountain: gas_emissions.fountain,
        reference: gas_emissions.reference,
        type_id: gas_emissions.type_id,
      })
      .from(gas_emissions);
    expect(
      rows.every((row) => row.fountain.length > 0 && row.reference.length > 0 && row.type_id !== null),
    ).toBe(true);
  });

  it('seeds each gas value’s uncertainty from its published source, 0 only where its reference says why', async () => {
    const rows = await database.db
      .select({
        factor: emission_factors.code,
        gas: gases.code,
        uncertainty: gas_emissions.uncertainty,
        reference: gas_emissions.reference,
      })
      .from(gas_emissions)
      .innerJoin(emission_factors, eq(emission_factors.id, gas_emissions.factor_id))
      .innerJoin(gases, eq(gases.id, gas_emissions.gas_id));
    for (const row of rows) {
      if (row.uncertainty > 0) expect(row.reference, row.factor ?? '').toContain('IPCC 2006');
      else expect(row.reference, row.factor ?? '').toContain('Incertidumbre 0');
    }
    // Most values carry one: only the grid factors and the refrigerants' mass balances are exact or unstated.
    expect(
      rows
        .filter((row) => row.uncertainty === 0)
        .map((row) => row.factor)
        .sort(),
    ).toEqual([
      'EPA_HUB_2023_MIXED_MSW_COMBUSTED_SHORT_TON',
      'EPA_HUB_2023_MIXED_MSW_LANDFILLED_SHORT_TON',
      'REFRIGERANT_HFC134A_KG',
      'REFRIGERANT_R404A_KG',
      'REFRIGERANT_R410A_KG',
      'UPME_2023_SIN_CDM_WIND_SOLAR_2022',
      'UPME_2023_SIN_INVENTORY_2022',
    ]);
    // Diesel per US gallon (EPA, no range published): IPCC 2006 Vol. 2 Ch. 2 Table 2.2 gas/diesel oil,
    // CO2 74,100 kg/TJ (72,600–74,800): 1,500 / 74,100 = 2.024 %; CH4 3 (1–10) and N2O 0.6 (0.2–2):
    // 7 / 3 = 1.4 / 0.6 = 233.333 %.
    const diesel = Object.fromEntries(
      rows
        .filter((row) => row.factor === 'EPA_CFR98_DISTILLATE_NO2_GAL')
        .map((row) => [row.gas, row.uncertainty]),
    );
    expect(diesel).toEqual({ CO2: 2.024, CH4_FOSSIL: 233.333, N2O: 233.333 });
  });

  it('derives the GWP of the refrigerant blends from their components', async () => {
    const rows = await database.db.select({ code: gases.code, pc: gases.pc }).from(gases);
    const pc = (code: string) => rows.find((row) => row.code === code)!.pc;
    expect(pc('R-410A')).toBeCloseTo(0.5 * pc('HFC-32') + 0.5 * pc('HFC-125'), 9);
    expect(pc('R-404A')).toBeCloseTo(0.44 * pc('HFC-125') + 0.52 * pc('HFC-143a') + 0.04 * pc('HFC-134a'), 9);
    expect(pc('CH4_FOSSIL')).toBe(29.8);
    expect(pc('N2O')).toBe(273);
  });

  it('stores units with their factor to the group base unit', async () => {
    const rows = await database.db.select().from(unit_measurements);
    const unit = (code: string) => rows.find((row) => row.code === code);
    expect(unit('gal_us')).toMatchObject({ group: 'volume', factor: 3.785411784 });
    expect(unit('L')).toMatchObject({ group: 'volume', factor: 1 });
    expect(unit('lb')).toMatchObject({ group: 'mass', factor: 0.45359237 });
    expect(unit('mmBtu')?.factor).toBeCloseTo(293.07107, 5);
  });

  it('returns validity dates as YYYY-MM-DD strings', async () => {
    const [row] = await database.db
      .select({ date_start: gas_emissions.date_start, date_end: gas_emissions.date_end })
      .from(gas_emissions)
      .innerJoin(emission_factors, eq(emission_factors.id, gas_emissions.factor_id))
      .where(eq(emission_factors.code, 'UPME_2023_SIN_INVENTORY_2022'));
    expect(row).toEqual({ date_start: '2023-01-01', date_end: '2099-12-31' });
  });

  it('adds nothing on a second run and keeps what a super-admin changed', async () => {
    const { db } = database;
    await db.update(gases).set({ pc: 30 }).where(eq(gases.code, 'CH4_FOSSIL'));
    // A super-admin deletes one key indicator, renames another and its sector, and drops a source of a third.
    const [manufacturing] = await db.select().from(sectors).where(eq(sectors.code, 'manufacturing'));
    const [services] = await db.select().from(sectors).where(eq(sectors.code, 'services'));
    await db
      .delete(key_indicators)
      .where(
        and(eq(key_indicators.sector_id, manufacturing!.id), eq(key_indicators.name, 'Unidades producidas')),
      );
    await db
      .update(key_indicators)
      .set({ name: 'Toneladas de producto terminado' })
      .where(
        and(eq(key_indicators.sector_id, manufacturing!.id), eq(key_indicators.name, 'Toneladas producidas')),
      );
    await db
      .update(sectors)
      .set({ name: 'Industria manufacturera' })
      .where(eq(sectors.id, manufacturing!.id));
    const [employees] = await db
      .select({ id: key_indicators.id })
      .from(key_indicators)
      .where(and(eq(key_indicators.sector_id, services!.id), eq(key_indicators.name, 'Empleados')));
    const [travel] = await db.select().from(sources).where(eq(sources.code, 'business_travel'));
    await db
      .delete(key_indicator_sources)
      .where(
        and(
          eq(key_indicator_sources.key_indicator_id, employees!.id),
          eq(key_indicator_sources.source_id, travel!.id),
        ),
      );
    const [propane] = await db
      .select({ id: emission_factors.id })
      .from(emission_factors)
      .where(eq(emission_factors.code, 'EPA_CFR98_PROPANE_GAL'));
    await db.delete(gas_emissions).where(eq(gas_emissions.factor_id, propane!.id));
    // English names: one a super-admin wrote stays; a row seeded before they existed gets the seed's,
    // unless a super-admin renamed it in Spanish since.
    await db.update(sources).set({ name_en: 'Own vehicles' }).where(eq(sources.code, 'mobile_combustion'));
    await db.update(gases).set({ name_en: null }).where(eq(gases.code, 'N2O'));
    await db
      .update(unit_measurements)
      .set({ name: 'Litros', name_en: null })
      .where(eq(unit_measurements.code, 'L'));
    // The same for sectors (by code) and key indicators (by their sector and Spanish name); the
    // manufacturing sector and its tonnes, renamed in Spanish above, lose their English name too.
    await db
      .update(sectors)
      .set({ name_en: 'Freight and passengers' })
      .where(eq(sectors.code, 'transport_logistics'));
    await db
      .update(sectors)
      .set({ name_en: null })
      .where(inArray(sectors.code, ['services', 'manufacturing']));
    await db
      .update(key_indicators)
      .set({ name_en: null })
      .where(
        and(
          eq(key_indicators.sector_id, manufacturing!.id),
          eq(key_indicators.name, 'Toneladas de producto terminado'),
        ),
      );
    await db.update(key_indicators).set({ name_en: null }).where(eq(key_indicators.id, employees!.id));
    await db
      .update(key_indicators)
      .set({ name_en: 'Office space' })
      .where(and(eq(key_indicators.sector_id, services!.id), eq(key_indicators.name, 'Área de oficinas')));
    const before = await countRows(db);

    const secondRun = await seedReference(db);

    expect(Object.values(secondRun).every((n) => n === 0)).toBe(true);
    expect(await countRows(db)).toEqual(before);
    const [methane] = await db.select({ pc: gases.pc }).from(gases).where(eq(gases.code, 'CH4_FOSSIL'));
    expect(methane?.pc).toBe(30);
    const seeded = await keyIndicatorsBySector(db);
    expect(Object.keys(seeded.manufacturing ?? {}).sort()).toEqual(['Toneladas de producto terminado']);
    expect(seeded.services?.Empleados?.sources).not.toContain('business_travel');
    const [renamed] = await db.select().from(sectors).where(eq(sectors.code, 'manufacturing'));
    expect(renamed?.name).toBe('Industria manufacturera');
    const englishOf = async (table: typeof sources | typeof gases | typeof unit_measurements, code: string) =>
      (await db.select({ name_en: table.name_en }).from(table).where(eq(table.code, code)))[0]?.name_en;
    expect(await englishOf(sources, 'mobile_combustion')).toBe('Own vehicles');
    expect(await englishOf(gases, 'N2O')).toBe('Nitrous oxide');
    expect(await englishOf(unit_measurements, 'L')).toBeNull();
    const sectorNames = await db.select({ code: sectors.code, name_en: sectors.name_en }).from(sectors);
    const sectorEnglish = (code: string) => sectorNames.find((row) => row.code === code)?.name_en;
    expect(sectorEnglish('transport_logistics')).toBe('Freight and passengers');
    expect(sectorEnglish('services')).toBe('Services');
    expect(sectorEnglish('manufacturing')).toBeNull();
    const indicatorEnglish = async (sectorId: number, name: string) =>
      (
        await db
          .select({ name_en: key_indicators.name_en })
          .from(key_indicators)
          .where(and(eq(key_indicators.sector_id, sectorId), eq(key_indicators.name, name)))
      )[0]?.name_en;
    expect(await indicatorEnglish(services!.id, 'Empleados')).toBe('Employees');
    expect(await indicatorEnglish(services!.id, 'Área de oficinas')).toBe('Office space');
    expect(await indicatorEnglish(manufacturing!.id, 'Toneladas de producto terminado')).toBeNull();
    await db.update(gases).set({ pc: 29.8 }).where(eq(gases.code, 'CH4_FOSSIL'));
  });

  it('runs migrations a second time without changes', async () => {
    await migrateDatabase(database);
    expect(await countRows(database.db)).toMatchObject({ standards: 2, categories: 24 });
  });

  it('refuses deleting a row in use, duplicate codes and validity that ends before it starts', async () => {
    const { db } = database;
    expect(isRowInUseError(await caught(db.delete(gases).where(eq(gases.code, 'CO2'))))).toBe(true);
    expect(
      isRowInUseError(await caught(db.delete(sources).where(eq(sources.code, 'stationary_combustion')))),
    ).toBe(true);
    expect(isRowInUseError(await caught(db.delete(categories).where(eq(categories.code, 'GHG-S3'))))).toBe(
      true,
    );
    expect(isRowInUseError(await caught(db.delete(types).where(eq(types.code, 'operational'))))).toBe(true);
    const [factor] = await db.select({ id: emission_factors.id }).from(emission_factors).limit(1);
    const [gas] = await db.select({ id: gases.id }).from(gases).limit(1);
    const [unit] = await db.select({ id: unit_measurements.id }).from(unit_measurements).limit(1);
    const badDates = await caught(
      db.insert(gas_emissions).values({
        factor_id: factor!.id,
        gas_id: gas!.id,
        unit_measurement_id: unit!.id,
        value: 1,
        date_start: '2025-01-02',
        date_end: '2025-01-01',
        fountain: 'test',
        reference: 'test',
      }),
    );
    expect(pgErrorCode(badDates)).toBe(PG_CHECK_VIOLATION);
    const duplicate = await caught(db.insert(gases).values({ code: 'CO2', name: 'Otro', pc: 1 }));
    expect(isUniqueViolation(duplicate)).toBe(true);
  });

  it('deletes an unused source together with its own category links', async () => {
    const { db } = database;
    const [source] = await db.insert(sources).values({ name: 'Temporal', icon: 'IconFlame' }).returning();
    const [category] = await db.select().from(categories).where(eq(categories.code, 'ISO-6'));
    await db.insert(source_categories).values({ source_id: source!.id, category_id: category!.id });
    await db.delete(sources).where(eq(sources.id, source!.id));
    const links = await db
      .select()
      .from(source_categories)
      .where(eq(source_categories.source_id, source!.id));
    expect(links).toEqual([]);
  });

  it('seeds once when two runs race on an empty database', async () => {
    const fresh = await openTestDatabase({ databaseUrl, seed: false });
    try {
      const runs = await Promise.all([seedReference(fresh.db), seedReference(fresh.db)]);
      const total = (key: keyof SeedCounts) => runs[0][key] + runs[1][key];
      expect(total('gas_emissions')).toBe(48);
      expect(total('categories')).toBe(24);
      expect(total('plans')).toBe(5);
      expect(total('sectors')).toBe(10);
      expect(total('key_indicators')).toBe(16);
      expect(total('key_indicator_sources')).toBe(85);
      const [row] = await fresh.db
        .execute<{ n: number }>(sql`select count(*)::int as n from gas_emissions`)
        .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
      expect(row?.n).toBe(48);
    } finally {
      await fresh.dispose();
    }
  });
});
