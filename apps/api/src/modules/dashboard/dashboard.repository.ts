import { and, asc, between, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TActivityStatsRow, TDashboardQuery, TMonthRow, TQuantifyRow } from '@huella/shared';
import type { Db, Tx } from '../../db/client.ts';
import {
  activity_rollups,
  categories,
  emission_factors,
  emission_rollups,
  emission_source_rollups,
  emission_sources,
  gases,
  source_categories,
  sources,
  types,
  unit_measurements,
} from '../../db/schema/index.ts';
import { executePrepared } from '../../db/prepared.ts';
import { tenant } from '../../db/tenant.ts';
import { cutDaysWantedColumn, keepDays } from './rollup-days.repository.ts';
import { rollupSpans, type RollupSpan } from './rollup-spans.ts';

// What the dashboards read: a company's stored emission lines and activities as the roll-ups sum
// them per month and day (`emission_rollups`, `activity_rollups`, kept by the database in the
// transaction that writes them), summed again down to one row per gas value within an inventory
// item (and per month where asked). An answer so costs what the company's months × items × gas
// values cost, never what its activities do; figures are never derived again from the activities'
// consumption here.

type Conn = Db | Tx;

/** The dashboard's filters, as the query string gives them (the company is the handle's). */
const FILTER_FIELDS = [
  'date_from',
  'date_to',
  'sources',
  'standards',
  'headquarter_id',
  'client_id',
  'provider_id',
  'project_id',
] as const;

export type QuantifyFilter = Pick<TDashboardQuery, (typeof FILTER_FIELDS)[number]>;

type Rollup = typeof emission_rollups | typeof activity_rollups | typeof emission_source_rollups;

/** The rows of a span: its grain, its periods. */
const spanRows = (rollup: Rollup, span: RollupSpan) =>
  and(eq(rollup.grain, span.grain), between(rollup.period, span.from, span.to));

/**
 * The roll-up rows of the filter: the period's spans (whole months, and the days of the months it
 * covers in part), the catalogue sources, the sources categorised under one of the standards, and
 * one stakeholder of each kind (0 in a roll-up is "none": every id asked for is 1 or more).
 */
export function filterConditions(
  db: Conn,
  rollup: Rollup,
  filter: QuantifyFilter,
  spans: RollupSpan[],
): SQL[] {
  return [
    or(...spans.map((span) => spanRows(rollup, span)))!,
    ...sourceAndStakeholderConditions(db, rollup, filter),
  ];
}

/** The columns a filter's sources, standards and stakeholders are read on (a roll-up's, an activity's). */
type FilteredColumns = Record<
  'source_id' | 'headquarter_id' | 'client_id' | 'provider_id' | 'project_id',
  AnyPgColumn
>;

/**
 * The filter's catalogue sources, the sources categorised under one of its standards, and one
 * stakeholder of each kind, on a table's columns (the roll-ups', or the activities' for a working).
 */
export function sourceAndStakeholderConditions(
  db: Conn,
  columns: FilteredColumns,
  filter: QuantifyFilter,
): SQL[] {
  const conditions: SQL[] = [];
  if (filter.sources.length > 0) conditions.push(inArray(columns.source_id, filter.sources));
  if (filter.standards.length > 0)
    conditions.push(
      inArray(
        columns.source_id,
        db
          .selectDistinct({ id: source_categories.source_id })
          .from(source_categories)
          .innerJoin(categories, eq(categories.id, source_categories.category_id))
          .where(inArray(categories.standard_id, filter.standards)),
      ),
    );
  for (const key of ['headquarter_id', 'client_id', 'provider_id', 'project_id'] as const) {
    const id = filter[key];
    if (id != null) conditions.push(eq(columns[key], id));
  }
  return conditions;
}

/** +1 for a row of a span that adds, -1 for one of a span that takes away days left out. */
export function signOf(rollup: Rollup, spans: RollupSpan[]): SQL {
  const away = spans.filter((span) => span.sign < 0);
  if (away.length === 0) return sql`1`;
  const condition = or(...away.map((span) => spanRows(rollup, span)));
  return sql`(case when ${condition} then -1 else 1 end)`;
}

/** What names a row's inventory item (its emission source, or its factor within its source). */
function itemColumns(rollup: typeof emission_rollups | typeof activity_rollups) {
  return {
    by_emission_source: rollup.by_emission_source,
    emission_source_id: sql<number | null>`nullif(${rollup.emission_source_id}, 0)`.as('emission_source_id'),
    emission_factor_id: rollup.emission_factor_id,
    source_id: rollup.source_id,
    type_id: rollup.type_id,
  };
}

/**
 * A row's month (of a monthly or daily row): grouped as a date, answered as `YYYY-MM`. The day is
 * read as a timestamp without a time zone: truncating it as one with a time zone (what a date
 * becomes by default) looks the zone up for every row, a third of a monthly chart's reading.
 */
const monthStart = (rollup: Rollup) => sql`date_trunc('month', ${rollup.period}::timestamp)`;
const monthOf = (rollup: Rollup) => sql<string>`to_char(${monthStart(rollup)}, 'YYYY-MM')`;

/** What names the inventory item of the activities a row sums (`inventoryItemKey`). */
type ItemOfActivity = { by_emission_source: boolean; emission_source_id: number | null };

/** One gas value within one inventory item (and type, plain factor) over the filter, summed. */
export type EmissionLineRow = Omit<TQuantifyRow, 'item'> & ItemOfActivity;

/** The activities of one inventory item, factor, type, unit and flag over the filter: how many, how much. */
export type ActivityStatRow = Omit<TActivityStatsRow, 'item'> & ItemOfActivity;

/** The rows of the filter's spans (none when the period has no day). */
const rowsOf = (db: Conn, rollup: Rollup, filter: QuantifyFilter, spans: RollupSpan[]) =>
  spans.length === 0 ? sql`false` : and(...filterConditions(db, rollup, filter, spans))!;

/**
 * The company's stored emission lines of the filter (a flagged activity has none), summed per gas
 * value within an inventory item. The kilograms are added as exact decimals (each stored float read
 * as its 15 significant digits), so a sum is the same whatever order the rows come in; e·u sums the
 * line's half-width × 100.
 */
function emissionLinesOf(db: Conn, companyId: number, filter: QuantifyFilter) {
  const spans = rollupSpans(filter.date_from, filter.date_to);
  const r = emission_rollups;
  const sign = signOf(r, spans);
  const keys = {
    ...itemColumns(r),
    gas_emission_id: r.gas_emission_id,
    gas_id: r.gas_id,
    factor_id: r.factor_id,
    share: r.share,
    avoided: r.avoided,
  };
  return tenant(db, companyId)
    .selectFrom(r, {
      ...keys,
      co2e_kg: sql<number>`sum(${sign} * ${r.co2e_kg})::float8`.as('co2e_kg'),
      weighted: sql<number>`sum(${sign} * ${r.weighted})::float8`.as('weighted'),
    })
    .where(rowsOf(db, r, filter, spans))
    .groupBy(r.by_emission_source, r.emission_source_id, ...Object.values(keys).slice(2))
    .having(sql`sum(${sign} * ${r.lines}) <> 0`);
}

/**
 * The footprint of each month of the filter per catalogue source, counted and avoided (exact
 * decimal sums, as the lines'), from the roll-up by source (`emission_source_rollups`): a few rows
 * a month, whatever the company's items and gas values.
 */
function monthsOf(db: Conn, companyId: number, filter: QuantifyFilter) {
  const spans = rollupSpans(filter.date_from, filter.date_to, ['m', 'd']);
  const r = emission_source_rollups;
  const sign = signOf(r, spans);
  return tenant(db, companyId)
    .selectFrom(r, {
      month: monthOf(r).as('month'),
      source_id: r.source_id,
      avoided: r.avoided,
      co2e_kg: sql<number>`sum(${sign} * ${r.co2e_kg})::float8`.as('co2e_kg'),
    })
    .where(rowsOf(db, r, filter, spans))
    .groupBy(monthStart(r), r.source_id, r.avoided)
    .having(sql`sum(${sign} * ${r.lines}) <> 0`);
}

/** The company's activities of the filter, flagged ones included (apart), counted and summed per item and unit. */
function activityStatsOf(db: Conn, companyId: number, filter: QuantifyFilter) {
  const spans = rollupSpans(filter.date_from, filter.date_to);
  const r = activity_rollups;
  const sign = signOf(r, spans);
  const keys = {
    ...itemColumns(r),
    unit_measurement_id: r.unit_measurement_id,
    flagged: r.flagged,
  };
  return tenant(db, companyId)
    .selectFrom(r, {
      ...keys,
      count: sql<number>`sum(${sign} * ${r.activities})::int`.as('count'),
      consumption: sql<number>`sum(${sign} * ${r.consumption})::float8`.as('consumption'),
      consumption_squares: sql<number>`sum(${sign} * ${r.consumption_squares})::float8`.as(
        'consumption_squares',
      ),
    })
    .where(rowsOf(db, r, filter, spans))
    .groupBy(r.by_emission_source, r.emission_source_id, ...Object.values(keys).slice(2))
    .having(sql`sum(${sign} * ${r.activities}) <> 0`);
}

/** The company's activities of the filter counted, flagged ones apart (what the dashboard's totals say). */
function activityCountsOf(db: Conn, companyId: number, filter: QuantifyFilter) {
  const spans = rollupSpans(filter.date_from, filter.date_to);
  const r = activity_rollups;
  return tenant(db, companyId)
    .selectFrom(r, {
      flagged: r.flagged,
      count: sql<number>`sum(${signOf(r, spans)} * ${r.activities})::int`.as('count'),
    })
    .where(rowsOf(db, r, filter, spans))
    .groupBy(r.flagged);
}

/**
 * What a reading of the dashboards takes: the lines, the footprint by month and source instead
 * (`months`), the activities' counts and consumption per item and unit (`stats`) or their counts
 * alone (`counts`); the catalogue rows that name them (`names`), the inventory items and factors
 * that name quantification records too (`records`).
 */
const NEEDS = ['lines', 'months', 'stats', 'counts', 'names', 'records'] as const;
export type RollupNeeds = Partial<Record<(typeof NEEDS)[number], boolean>>;

/**
 * The catalogue rows (and the company's inventory items) that name a reading's rows; catalogue rows
 * with both names, the service picks the reader's.
 */
export type NameRows = {
  sources: { id: number; name: string; name_en: string | null; icon: string }[];
  categories: {
    source_id: number;
    id: number;
    standard_id: number;
    name_es: string;
    name_en: string;
    scope: number | null;
    sort: number;
  }[];
  gases: { id: number; name: string; name_en: string | null; formula: string | null }[];
  types: { id: number; code: string }[];
  items: { id: number; code: string; name: string; type_id: number | null; source_id: number }[];
  factors: { id: number; name: string; name_en: string | null }[];
  units: {
    id: number;
    name: string;
    name_en: string | null;
    abbreviation: string | null;
    group: string | null;
    factor: number;
  }[];
};

export type RollupReading = {
  lines: EmissionLineRow[];
  months: TMonthRow[];
  stats: ActivityStatRow[];
  counts: Pick<TActivityStatsRow, 'flagged' | 'count'>[];
  names: NameRows;
};

/** The group of `types` an inventory item's type belongs to (operational, embedded). */
export const ITEM_TYPE_GROUP = 'emission_source';

/** `(select coalesce(json_agg(row), '[]') from (query) row)`: a query's rows as one JSON array. */
const jsonRows = (query: SQLWrapper, order?: SQL) =>
  sql`(select coalesce(json_agg(row${order ? sql` order by ${order}` : sql``}), '[]'::json) from (${query}) row)`;

/**
 * What the filter's dashboards read (`needs`), in one statement: the roll-ups summed as the
 * functions above say, and the catalogue rows that name them. One statement reads one snapshot, so
 * the lines, the counts and the names agree even while activities are being written, and a call
 * costs one round trip to the database whatever it reads (and, the first time a cut of a month
 * holds activities whose days are not kept, their keeping and one more).
 */
export async function readRollups(
  db: Conn,
  companyId: number,
  filter: QuantifyFilter,
  needs: RollupNeeds,
): Promise<RollupReading> {
  const stats = Boolean(needs.stats);
  // Everything the statement is written from: a filter field or a need added to the lists above is
  // part of the key by that alone.
  const key = JSON.stringify([
    companyId,
    FILTER_FIELDS.map((field) => filter[field]),
    NEEDS.map((need) => Boolean(needs[need])),
  ]);
  let row: Record<string, unknown> | undefined;
  for (;;) {
    [row] = await executePrepared<Record<string, unknown>>(
      db,
      () => readingOf(db, companyId, filter, needs),
      `rollups:${key}`,
    );
    if (!row) throw new Error('a reading answers one row');
    // Months whose days it cut and found not kept: kept, and read again.
    const wanted = row.wanted as string[];
    if (wanted.length === 0) break;
    for (const month of wanted) await keepDays(db, companyId, month);
  }
  return {
    lines: row.lines as EmissionLineRow[],
    months: row.months as TMonthRow[],
    stats: row.stats as ActivityStatRow[],
    counts: (stats ? row.stats : row.counts) as RollupReading['counts'],
    names: {
      sources: row.sources,
      categories: row.categories,
      gases: row.gases,
      types: row.types,
      items: row.items,
      factors: row.factors,
      units: row.units,
    } as NameRows,
  };
}

/** The statement of `readRollups`. */
function readingOf(db: Conn, companyId: number, filter: QuantifyFilter, needs: RollupNeeds): SQL {
  const parts = {
    lines: needs.lines ? emissionLinesOf(db, companyId, filter) : null,
    months: needs.months ? monthsOf(db, companyId, filter) : null,
    stats: needs.stats ? activityStatsOf(db, companyId, filter) : null,
    counts: needs.counts && !needs.stats ? activityCountsOf(db, companyId, filter) : null,
  };
  const ctes = Object.entries(parts).flatMap(([name, query]) =>
    query ? [sql`${sql.identifier(name)} as (${query})`] : [],
  );
  const idsOf = (column: string, ...from: [keyof typeof parts, string?][]) => {
    const selects = from
      .filter(([name]) => parts[name])
      .map(
        ([name, where]) =>
          sql`select ${sql.identifier(column)} from ${sql.identifier(name)}${where ? sql.raw(` where ${where}`) : sql``}`,
      );
    return selects.length === 0
      ? sql`(select null::int where false)`
      : sql`(${sql.join(selects, sql` union `)})`;
  };
  const sourceIds = idsOf('source_id', ['lines'], ['months'], ['stats']);
  const names = {
    sources: needs.names ? jsonRows(sourcesNamed(db, sourceIds)) : null,
    categories: needs.names
      ? jsonRows(categoriesOf(db, sourceIds), sql`row.standard_id, row.sort, row.id`)
      : null,
    gases: needs.names ? jsonRows(gasesNamed(db, idsOf('gas_id', ['lines']))) : null,
    types: needs.names ? jsonRows(typesOf(db, ITEM_TYPE_GROUP)) : null,
    items: needs.records
      ? jsonRows(
          inventoryItemsNamed(
            db,
            companyId,
            idsOf(
              'emission_source_id',
              ['lines', 'by_emission_source'],
              ['stats', 'by_emission_source and not flagged'],
            ),
          ),
        )
      : null,
    factors: needs.records
      ? jsonRows(
          factorsNamed(
            db,
            sql`(${idsOf('emission_factor_id', ['lines'], ['stats', 'not flagged'])} union ${idsOf('factor_id', ['lines'])})`,
          ),
        )
      : null,
    units: needs.stats
      ? jsonRows(unitsNamed(db, idsOf('unit_measurement_id', ['stats', 'not flagged'])))
      : null,
  };
  const columns = [
    sql`${cutDaysWantedColumn(companyId, filter)} as wanted`,
    ...Object.keys(parts).map(
      (name) =>
        sql`${parts[name as keyof typeof parts] ? sql`(select coalesce(json_agg(row), '[]'::json) from ${sql.identifier(name)} row)` : sql`'[]'::json`} as ${sql.identifier(name)}`,
    ),
    ...Object.entries(names).map(
      ([name, query]) => sql`${query ?? sql`'[]'::json`} as ${sql.identifier(name)}`,
    ),
  ];
  return sql`${ctes.length > 0 ? sql`with ${sql.join(ctes, sql`, `)} ` : sql``}select ${sql.join(columns, sql`, `)}`;
}

// What names the figures ----------------------------------------------------------------------------
// Each by ids: a list, or a query of them (a reading's own rows, in `readRollups`).

type Ids = number[] | SQLWrapper;

const sourcesNamed = (db: Conn, ids: Ids) =>
  db
    .select({ id: sources.id, name: sources.name, name_en: sources.name_en, icon: sources.icon })
    .from(sources)
    .where(inArray(sources.id, ids));

/** The categories of both standards of these catalogue sources, by standard, then sort, then id. */
const categoriesOf = (db: Conn, sourceIds: Ids) =>
  db
    .select({
      source_id: source_categories.source_id,
      id: categories.id,
      standard_id: categories.standard_id,
      name_es: categories.name_es,
      name_en: categories.name_en,
      scope: categories.scope,
      sort: categories.sort,
    })
    .from(source_categories)
    .innerJoin(categories, eq(categories.id, source_categories.category_id))
    .where(inArray(source_categories.source_id, sourceIds))
    .orderBy(asc(categories.standard_id), asc(categories.sort), asc(categories.id));

const gasesNamed = (db: Conn, ids: Ids) =>
  db
    .select({ id: gases.id, name: gases.name, name_en: gases.name_en, formula: gases.formula })
    .from(gases)
    .where(inArray(gases.id, ids));

/** The types of the group activities and emission sources take theirs from (operational, embedded). */
const typesOf = (db: Conn, group: string) =>
  db.select({ id: types.id, code: types.code }).from(types).where(eq(types.group, group));

/** The company's emission sources among these ids, as the quantification records name them. */
const inventoryItemsNamed = (db: Conn, companyId: number, ids: Ids) =>
  tenant(db, companyId)
    .selectFrom(emission_sources, {
      id: emission_sources.id,
      code: emission_sources.code,
      name: emission_sources.name,
      type_id: emission_sources.type_id,
      source_id: emission_sources.source_id,
    })
    .where(inArray(emission_sources.id, ids));

const factorsNamed = (db: Conn, ids: Ids) =>
  db
    .select({ id: emission_factors.id, name: emission_factors.name, name_en: emission_factors.name_en })
    .from(emission_factors)
    .where(inArray(emission_factors.id, ids));

const unitsNamed = (db: Conn, ids: Ids) =>
  db
    .select({
      id: unit_measurements.id,
      name: unit_measurements.name,
      name_en: unit_measurements.name_en,
      abbreviation: unit_measurements.abbreviation,
      group: unit_measurements.group,
      factor: unit_measurements.factor,
    })
    .from(unit_measurements)
    .where(inArray(unit_measurements.id, ids));

/** The catalogue sources among these ids, with their categories of both standards. */
export async function listSourcesWithCategories(db: Conn, ids: number[]) {
  if (ids.length === 0) return { sources: [], categories: [] };
  return { sources: await sourcesNamed(db, ids), categories: await categoriesOf(db, ids) };
}

export const listGasRows = async (db: Conn, ids: number[]) => (ids.length === 0 ? [] : gasesNamed(db, ids));

export const listTypeRows = (db: Conn, group: string) => typesOf(db, group);

export const listInventoryItemRows = async (db: Conn, companyId: number, ids: number[]) =>
  ids.length === 0 ? [] : inventoryItemsNamed(db, companyId, ids);

export const listFactorNameRows = async (db: Conn, ids: number[]) =>
  ids.length === 0 ? [] : factorsNamed(db, ids);

export const listUnitRows = async (db: Conn, ids: number[]) => (ids.length === 0 ? [] : unitsNamed(db, ids));
