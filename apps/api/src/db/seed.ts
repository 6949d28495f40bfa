import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { ZLimitPlan, type TIpccAssessment, type TLimitPlan } from '@huella/shared';
import type { INTERVAL_UNITS, PLAN_STATUSES, TENURE_TYPES } from '@huella/shared';
import type { Db, Tx } from './client.ts';
import { referenceSeedFolder } from './paths.ts';
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

// The reference catalogue shipped in apps/api/seed/reference, and the subscription plans. Seeding is idempotent and never
// overwrites: every row is keyed on a stable code and inserted with ON CONFLICT DO NOTHING, and the
// rows that belong to a parent (a source's categories, a factor's gas values, a sector's key
// indicators and their sources) are only written together with a parent inserted in the same run.
// A super-admin's edits and deletions survive a restart.

type StandardSeed = {
  id: number;
  name_es: string;
  name_en: string;
  categories: {
    code: string;
    name_es: string;
    name_en: string;
    scope?: number;
    /** Code of the parent category in the same standard. */
    parent?: string;
  }[];
};
type TypeSeed = { group: string; code: string; name_es: string; name_en: string };
type GasSeed = {
  code: string;
  name: string;
  /** English name, shown to English readers. */
  name_en: string;
  formula: string | null;
  pc: number;
  /** The IPCC assessment report `pc` comes from. */
  gwp_report: TIpccAssessment;
  description: string;
};
type UnitSeed = {
  code: string;
  name: string;
  name_en: string;
  abbreviation: string;
  /** Null for a unit that converts to no other (money). */
  group: string | null;
  factor: number;
  description: string;
};
type SourceSeed = {
  code: string;
  name: string;
  name_en: string;
  description: string;
  cause?: string;
  limits?: string;
  risk?: string;
  opportunities?: string;
  icon: string;
  /** Code of an `emission_source` type. */
  type: string;
  /** Category codes of both standards. */
  categories: string[];
};
type GasEmissionSeed = {
  gas: string;
  value: number;
  unit: string;
  type: string;
  uncertainty: number;
  date_start: string;
  date_end: string;
  fountain: string;
  reference: string;
  avoided?: boolean;
};
type FactorSeed = {
  code: string;
  name: string;
  name_en: string;
  description: string;
  source: string;
  gas_emissions: GasEmissionSeed[];
};
type SectorSeed = { code: string; name: string; name_en: string; description: string };
/**
 * A key indicator has no code of its own: it is known by its sector and its name, and written only
 * with a sector inserted in the same run.
 */
type KeyIndicatorSeed = {
  /** Code of a sector of sectors.json. */
  sector: string;
  name: string;
  /** English name, shown to English readers. */
  name_en: string;
  description: string;
  /** Code of a unit. */
  unit: string;
  /** Codes of the catalogue sources whose footprint the indicator divides (at least one). */
  sources: string[];
};

type PlanSeed = {
  code: string;
  name: string;
  description: string;
  /** USD per interval. */
  price: number;
  status: (typeof PLAN_STATUSES)[number];
  interval_unit: (typeof INTERVAL_UNITS)[number];
  interval_count: number;
  total_cycles: number;
  tenure_type: (typeof TENURE_TYPES)[number];
  trial: boolean;
  limit_plan: TLimitPlan;
};

export type ReferenceSeed = {
  standards: StandardSeed[];
  types: TypeSeed[];
  gases: GasSeed[];
  units: UnitSeed[];
  sources: SourceSeed[];
  factors: FactorSeed[];
  sectors: SectorSeed[];
  key_indicators: KeyIndicatorSeed[];
  plans: PlanSeed[];
};

/** Rows inserted per table by one run (all zero when the catalogue was already there). */
export type SeedCounts = {
  standards: number;
  categories: number;
  types: number;
  gases: number;
  unit_measurements: number;
  sources: number;
  source_categories: number;
  emission_factors: number;
  gas_emissions: number;
  sectors: number;
  key_indicators: number;
  key_indicator_sources: number;
  plans: number;
};

/** Serialises concurrent seeds (several API processes starting against one server). */
const SEED_LOCK_KEY = 7_140_640_002;
const EMISSION_SOURCE_GROUP = 'emission_source';

/** A key indicator's key: its sector (a code, or an id once stored) and its name. */
const indicatorKey = (sector: string | number, name: string) => `${sector}/${name}`;

async function readSeedFile<K extends string, T>(folder: string, file: string, key: K): Promise<T[]> {
  const parsed = JSON.parse(await readFile(path.join(folder, file), 'utf8')) as Record<K, T[] | undefined>;
  const rows = parsed[key];
  if (!Array.isArray(rows)) throw new Error(`Seed file ${file} has no "${key}" list`);
  return rows;
}

/** Reads the JSON files of apps/api/seed/reference. */
export async function loadReferenceSeed(folder: string = referenceSeedFolder()): Promise<ReferenceSeed> {
  const [
    standardRows,
    typeRows,
    gasRows,
    unitRows,
    sourceRows,
    factorRows,
    sectorRows,
    keyIndicatorRows,
    planRows,
  ] = await Promise.all([
    readSeedFile<'standards', StandardSeed>(folder, 'standards.json', 'standards'),
    readSeedFile<'types', TypeSeed>(folder, 'types.json', 'types'),
    readSeedFile<'gases', GasSeed>(folder, 'gases.json', 'gases'),
    readSeedFile<'units', UnitSeed>(folder, 'units.json', 'units'),
    readSeedFile<'sources', SourceSeed>(folder, 'sources.json', 'sources'),
    readSeedFile<'factors', FactorSeed>(folder, 'factors.json', 'factors'),
    readSeedFile<'sectors', SectorSeed>(folder, 'sectors.json', 'sectors'),
    readSeedFile<'key_indicators', KeyIndicatorSeed>(folder, 'key-indicators.json', 'key_indicators'),
    readSeedFile<'plans', PlanSeed>(folder, 'plans.json', 'plans'),
  ]);
  for (const plan of planRows) {
    const limits = ZLimitPlan.strict().safeParse(plan.limit_plan);
    if (!limits.success) throw new Error(`Seed file plans.json: plan '${plan.code}' has invalid limits`);
  }
  const indicatorKeys = new Set<string>();
  for (const indicator of keyIndicatorRows) {
    const key = indicatorKey(indicator.sector, indicator.name);
    if (indicatorKeys.has(key))
      throw new Error(
        `Seed file key-indicators.json: '${indicator.name}' twice in sector '${indicator.sector}'`,
      );
    indicatorKeys.add(key);
    if (indicator.sources.length === 0)
      throw new Error(`Seed file key-indicators.json: '${indicator.name}' names no source`);
  }
  return {
    standards: standardRows,
    types: typeRows,
    gases: gasRows,
    units: unitRows,
    sources: sourceRows,
    factors: factorRows,
    sectors: sectorRows,
    key_indicators: keyIndicatorRows,
    plans: planRows,
  };
}

function lookup<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Reference seed: unknown ${what} '${key}'`);
  return value;
}

async function codeMap(tx: Tx, table: typeof gases | typeof unit_measurements | typeof sources) {
  const rows = await tx.select({ id: table.id, code: table.code }).from(table);
  return new Map(rows.filter((row) => row.code !== null).map((row) => [row.code as string, row.id]));
}

type NamedCatalogueTable =
  typeof gases | typeof unit_measurements | typeof sources | typeof emission_factors | typeof sectors;

/** Gives seeded rows without an English name the seed's one, where their Spanish name is the seed's. */
async function fillEnglishNames(
  tx: Tx,
  table: NamedCatalogueTable,
  rows: { code: string; name: string; name_en: string }[],
) {
  if (rows.length === 0) return;
  const seeded = sql.join(
    rows.map((row) => sql`(${row.code}, ${row.name}, ${row.name_en})`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${table} set name_en = seeded.name_en
    from (values ${seeded}) as seeded(code, name, name_en)
    where ${table.code} = seeded.code and ${table.name} = seeded.name and ${table.name_en} is null`);
}

/**
 * Gives seeded key indicators without an English name the seed's one. A key indicator has no code:
 * it is known by its sector's code and its Spanish name, so one renamed in Spanish keeps no seeded
 * English name.
 */
async function fillKeyIndicatorEnglishNames(tx: Tx, rows: KeyIndicatorSeed[]) {
  if (rows.length === 0) return;
  const seeded = sql.join(
    rows.map((row) => sql`(${row.sector}, ${row.name}, ${row.name_en})`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${key_indicators} set name_en = seeded.name_en
    from (values ${seeded}) as seeded(sector, name, name_en), ${sectors}
    where ${sectors.code} = seeded.sector and ${key_indicators.sector_id} = ${sectors.id}
      and ${key_indicators.name} = seeded.name and ${key_indicators.name_en} is null`);
}

/**
 * Inserts the reference catalogue (standards and categories, types, gases, units, sources, emission
 * factors with their gas values, sectors with their key indicators) and the plans that are not there
 * yet, in one transaction.
 */
export async function seedReference(db: Db, seed?: ReferenceSeed): Promise<SeedCounts> {
  const data = seed ?? (await loadReferenceSeed());
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const counts: SeedCounts = {
      standards: 0,
      categories: 0,
      types: 0,
      gases: 0,
      unit_measurements: 0,
      sources: 0,
      source_categories: 0,
      emission_factors: 0,
      gas_emissions: 0,
      sectors: 0,
      key_indicators: 0,
      key_indicator_sources: 0,
      plans: 0,
    };

    // Standards keep their fixed ids (1 ISO 14064-1, 2 GHG Protocol).
    const insertedStandards = await tx
      .insert(standards)
      .values(data.standards.map(({ id, name_es, name_en }) => ({ id, name_es, name_en })))
      .onConflictDoNothing({ target: standards.id })
      .returning({ id: standards.id });
    counts.standards = insertedStandards.length;

    // Categories: parents first, so their ids are known when the children are written.
    const categoryRows = data.standards.flatMap((standard) =>
      standard.categories.map((category, index) => ({
        standard_id: standard.id,
        sort: index + 1,
        ...category,
      })),
    );
    // Codes are unique per standard; sources name them bare ('ISO-1', 'GHG-S3-6'), and the prefixes
    // of the two standards differ.
    const standardOfCategory = new Map(categoryRows.map((category) => [category.code, category.standard_id]));
    const categoryIds = new Map<string, number>();
    const categoryKey = (standardId: number, code: string) => `${standardId}:${code}`;
    const loadCategoryIds = async () => {
      const rows = await tx
        .select({ id: categories.id, standard_id: categories.standard_id, code: categories.code })
        .from(categories);
      for (const row of rows) categoryIds.set(categoryKey(row.standard_id, row.code), row.id);
    };
    for (const level of [categoryRows.filter((c) => !c.parent), categoryRows.filter((c) => c.parent)]) {
      if (level.length === 0) continue;
      await loadCategoryIds();
      const inserted = await tx
        .insert(categories)
        .values(
          level.map((category) => ({
            standard_id: category.standard_id,
            code: category.code,
            name_es: category.name_es,
            name_en: category.name_en,
            scope: category.scope ?? null,
            parent_id: category.parent
              ? lookup(categoryIds, categoryKey(category.standard_id, category.parent), 'parent category')
              : null,
            sort: category.sort,
          })),
        )
        .onConflictDoNothing({ target: [categories.standard_id, categories.code] })
        .returning({ id: categories.id });
      counts.categories += inserted.length;
    }
    await loadCategoryIds();

    const insertedTypes = await tx
      .insert(types)
      .values(data.types)
      .onConflictDoNothing({ target: [types.group, types.code] })
      .returning({ id: types.id });
    counts.types = insertedTypes.length;
    const typeRows = await tx
      .select({ id: types.id, code: types.code })
      .from(types)
      .where(eq(types.group, EMISSION_SOURCE_GROUP));
    const typeIds = new Map(typeRows.map((row) => [row.code, row.id]));

    const insertedGases = await tx
      .insert(gases)
      .values(data.gases)
      .onConflictDoNothing({ target: gases.code })
      .returning({ id: gases.id });
    counts.gases = insertedGases.length;
    const gasIds = await codeMap(tx, gases);

    const insertedUnits = await tx
      .insert(unit_measurements)
      .values(data.units)
      .onConflictDoNothing({ target: unit_measurements.code })
      .returning({ id: unit_measurements.id });
    counts.unit_measurements = insertedUnits.length;
    const unitIds = await codeMap(tx, unit_measurements);

    const sourceByCode = new Map(data.sources.map((source) => [source.code, source]));
    const insertedSources = await tx
      .insert(sources)
      .values(
        data.sources.map((source) => ({
          code: source.code,
          name: source.name,
          name_en: source.name_en,
          description: source.description,
          cause: source.cause ?? null,
          limits: source.limits ?? null,
          risk: source.risk ?? null,
          opportunities: source.opportunities ?? null,
          icon: source.icon,
          type_id: lookup(typeIds, source.type, 'emission_source type'),
        })),
      )
      .onConflictDoNothing({ target: sources.code })
      .returning({ id: sources.id, code: sources.code });
    counts.sources = insertedSources.length;
    const links = insertedSources.flatMap((row) =>
      lookup(sourceByCode, row.code as string, 'source').categories.map((code) => ({
        source_id: row.id,
        category_id: lookup(
          categoryIds,
          categoryKey(lookup(standardOfCategory, code, 'category'), code),
          'category',
        ),
      })),
    );
    if (links.length > 0) {
      const inserted = await tx.insert(source_categories).values(links).onConflictDoNothing().returning({
        source_id: source_categories.source_id,
      });
      counts.source_categories = inserted.length;
    }
    const sourceIds = await codeMap(tx, sources);

    const factorByCode = new Map(data.factors.map((factor) => [factor.code, factor]));
    const insertedFactors = await tx
      .insert(emission_factors)
      .values(
        data.factors.map((factor) => ({
          code: factor.code,
          name: factor.name,
          name_en: factor.name_en,
          description: factor.description,
          source_id: lookup(sourceIds, factor.source, 'source'),
        })),
      )
      .onConflictDoNothing({ target: emission_factors.code })
      .returning({ id: emission_factors.id, code: emission_factors.code });
    counts.emission_factors = insertedFactors.length;
    const values = insertedFactors.flatMap((row) =>
      lookup(factorByCode, row.code as string, 'factor').gas_emissions.map((value) => ({
        factor_id: row.id,
        gas_id: lookup(gasIds, value.gas, 'gas'),
        unit_measurement_id: lookup(unitIds, value.unit, 'unit'),
        type_id: lookup(typeIds, value.type, 'emission_source type'),
        value: value.value,
        uncertainty: value.uncertainty,
        date_start: value.date_start,
        date_end: value.date_end,
        fountain: value.fountain,
        reference: value.reference,
        avoided: value.avoided ?? false,
      })),
    );
    if (values.length > 0) {
      const inserted = await tx.insert(gas_emissions).values(values).returning({ id: gas_emissions.id });
      counts.gas_emissions = inserted.length;
    }

    // Sectors by code; their key indicators (which have no code) only with a sector new in this run,
    // so an indicator a super-admin renamed or deleted is not written again.
    const insertedSectors =
      data.sectors.length === 0
        ? []
        : await tx
            .insert(sectors)
            .values(
              data.sectors.map(({ code, name, name_en, description }) => ({
                code,
                name,
                name_en,
                description,
              })),
            )
            .onConflictDoNothing({ target: sectors.code })
            .returning({ id: sectors.id, code: sectors.code });
    counts.sectors = insertedSectors.length;
    const newSectorIds = new Map(insertedSectors.map((row) => [row.code as string, row.id]));
    const indicators = data.key_indicators.filter((indicator) => newSectorIds.has(indicator.sector));
    if (indicators.length > 0) {
      const insertedIndicators = await tx
        .insert(key_indicators)
        .values(
          indicators.map((indicator) => ({
            name: indicator.name,
            name_en: indicator.name_en,
            description: indicator.description,
            sector_id: lookup(newSectorIds, indicator.sector, 'sector'),
            unit_measurement_id: lookup(unitIds, indicator.unit, 'unit'),
          })),
        )
        .returning({ id: key_indicators.id, sector_id: key_indicators.sector_id, name: key_indicators.name });
      counts.key_indicators = insertedIndicators.length;
      const indicatorIds = new Map(
        insertedIndicators.map((row) => [indicatorKey(row.sector_id, row.name), row.id]),
      );
      const indicatorSources = indicators.flatMap((indicator) => {
        const id = lookup(
          indicatorIds,
          indicatorKey(lookup(newSectorIds, indicator.sector, 'sector'), indicator.name),
          'key indicator',
        );
        return [...new Set(indicator.sources)].map((code) => ({
          key_indicator_id: id,
          source_id: lookup(sourceIds, code, 'source'),
        }));
      });
      const inserted = await tx
        .insert(key_indicator_sources)
        .values(indicatorSources)
        .returning({ id: key_indicator_sources.key_indicator_id });
      counts.key_indicator_sources = inserted.length;
    }

    // English names for rows seeded before the catalogue had them (see the seed README): only
    // where a row still has no English name and keeps its seeded Spanish one, so a name a super-admin
    // wrote, in either language, stays.
    await fillEnglishNames(tx, gases, data.gases);
    await fillEnglishNames(tx, unit_measurements, data.units);
    await fillEnglishNames(tx, sources, data.sources);
    await fillEnglishNames(tx, emission_factors, data.factors);
    await fillEnglishNames(tx, sectors, data.sectors);
    await fillKeyIndicatorEnglishNames(tx, data.key_indicators);

    // Plans (production databases get them too): the trial plan gives a new company its limits.
    if (data.plans.length > 0) {
      const inserted = await tx
        .insert(plans)
        .values(data.plans)
        .onConflictDoNothing({ target: plans.code })
        .returning({ id: plans.id });
      counts.plans = inserted.length;
    }
    return counts;
  });
}
