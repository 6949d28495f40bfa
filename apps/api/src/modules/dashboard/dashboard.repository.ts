import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { TActivityStatsRow, TDashboardQuery, TQuantifyRow } from '@huella/shared';
import type { Db, Tx } from '../../db/client.ts';
import {
  activity_emissions,
  categories,
  emission_activities,
  emission_factors,
  emission_sources,
  gases,
  source_categories,
  sources,
  types,
  unit_measurements,
} from '../../db/schema/index.ts';
import { tenant } from '../../db/tenant.ts';

// What the dashboards read: a company's stored emission lines and activities, summed in SQL down to
// one row per gas value within an inventory item (and per month where asked), so an answer costs
// what the company's items × gas values × months cost, not what its activities do. Figures are
// never derived again from the activities' consumption here: they are the stored lines'.

type Conn = Db | Tx;

/** The dashboard's filters, as the query string gives them (the company is the handle's). */
export type QuantifyFilter = Pick<
  TDashboardQuery,
  | 'date_from'
  | 'date_to'
  | 'sources'
  | 'standards'
  | 'headquarter_id'
  | 'client_id'
  | 'provider_id'
  | 'project_id'
>;

/**
 * The activities of the filter: the period (both days included; the company and the date lead the
 * index the scan uses), the catalogue sources, the sources categorised under one of the standards,
 * and one stakeholder of each kind.
 */
function filterConditions(db: Conn, filter: QuantifyFilter): SQL[] {
  const conditions: SQL[] = [
    gte(emission_activities.date, filter.date_from),
    lte(emission_activities.date, filter.date_to),
  ];
  if (filter.sources.length > 0) conditions.push(inArray(emission_activities.source_id, filter.sources));
  if (filter.standards.length > 0)
    conditions.push(
      inArray(
        emission_activities.source_id,
        db
          .selectDistinct({ id: source_categories.source_id })
          .from(source_categories)
          .innerJoin(categories, eq(categories.id, source_categories.category_id))
          .where(inArray(categories.standard_id, filter.standards)),
      ),
    );
  for (const [key, column] of [
    ['headquarter_id', emission_activities.headquarter_id],
    ['client_id', emission_activities.client_id],
    ['provider_id', emission_activities.provider_id],
    ['project_id', emission_activities.project_id],
  ] as const) {
    const id = filter[key];
    if (id != null) conditions.push(eq(column, id));
  }
  return conditions;
}

/** What names an activity's inventory item (its emission source, or its factor within its source). */
const itemColumns = {
  by_emission_source: emission_activities.by_emission_source,
  emission_source_id: emission_activities.emission_source_id,
  emission_factor_id: emission_activities.emission_factor_id,
  source_id: emission_activities.source_id,
  type_id: emission_activities.type_id,
};

/** The activity's month: grouped as a date (cheap), answered as `YYYY-MM`. */
const monthStart = sql`date_trunc('month', ${emission_activities.date})`;
const month = sql<string>`to_char(${monthStart}, 'YYYY-MM')`;

/** What names the inventory item of the activities a row sums (`inventoryItemKey`). */
type ItemOfActivity = { by_emission_source: boolean; emission_source_id: number | null };

/** One gas value within one inventory item (and type, plain factor, month) over the filter, summed. */
export type EmissionLineRow = Omit<TQuantifyRow, 'item'> & ItemOfActivity;

/**
 * The company's stored emission lines of the filter, flagged activities left out, summed per gas
 * value within an inventory item (and per month with `byMonth`). The kilograms are added as
 * decimals (each stored float read as its 15 significant digits), so a sum is exact and the same
 * whatever order the rows come in; e·u (the line's half-width times 100) is a float sum.
 */
export async function listEmissionLineRows(
  db: Conn,
  companyId: number,
  filter: QuantifyFilter,
  { byMonth = false }: { byMonth?: boolean } = {},
): Promise<EmissionLineRow[]> {
  const keys = {
    ...itemColumns,
    gas_emission_id: activity_emissions.gas_emission_id,
    gas_id: activity_emissions.gas_id,
    factor_id: activity_emissions.factor_id,
    share: activity_emissions.share,
    avoided: activity_emissions.avoided,
  };
  const selected = byMonth ? { ...keys, month } : keys;
  const grouped = byMonth ? [...Object.values(keys), monthStart] : Object.values(keys);
  return tenant(db, companyId)
    .selectFrom(emission_activities, {
      ...selected,
      co2e_kg: sql<number>`sum(${activity_emissions.co2e_kg}::numeric)::float8`,
      // Only an uncertainty (3 decimals) comes of it: a float sum is exact enough, and a decimal
      // product per row would cost as much again as the whole sum of kilograms.
      weighted: sql<number>`sum(${activity_emissions.co2e_kg} * ${activity_emissions.uncertainty})`,
    })
    .innerJoin(
      activity_emissions,
      and(
        eq(activity_emissions.company_id, emission_activities.company_id),
        eq(activity_emissions.activity_id, emission_activities.id),
      ),
    )
    .where(and(...filterConditions(db, filter), eq(emission_activities.flagged, false)))
    .groupBy(...grouped);
}

/** The activities of one inventory item, factor, type, unit and flag over the filter: how many, how much. */
export type ActivityStatRow = Omit<TActivityStatsRow, 'item'> & ItemOfActivity;

/** The company's activities of the filter, flagged ones included (apart), counted and summed per item and unit. */
export async function listActivityStatRows(
  db: Conn,
  companyId: number,
  filter: QuantifyFilter,
): Promise<ActivityStatRow[]> {
  const keys = {
    ...itemColumns,
    unit_measurement_id: emission_activities.unit_measurement_id,
    flagged: emission_activities.flagged,
  };
  return tenant(db, companyId)
    .selectFrom(emission_activities, {
      ...keys,
      count: sql<number>`count(*)::int`,
      consumption: sql<number>`sum(${emission_activities.consumption}::numeric)::float8`,
      consumption_squares: sql<number>`sum(${emission_activities.consumption}::numeric * ${emission_activities.consumption}::numeric)::float8`,
    })
    .where(and(...filterConditions(db, filter)))
    .groupBy(...Object.values(keys));
}

// What names the figures ----------------------------------------------------------------------------

/** The catalogue sources among these ids, with their categories of both standards. */
export async function listSourcesWithCategories(db: Conn, ids: number[]) {
  if (ids.length === 0) return { sources: [], categories: [] };
  const sourceRows = await db
    .select({ id: sources.id, name: sources.name, icon: sources.icon })
    .from(sources)
    .where(inArray(sources.id, ids));
  const categoryRows = await db
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
    .where(inArray(source_categories.source_id, ids))
    .orderBy(asc(categories.standard_id), asc(categories.sort), asc(categories.id));
  return { sources: sourceRows, categories: categoryRows };
}

export async function listGasRows(db: Conn, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: gases.id, name: gases.name, formula: gases.formula })
    .from(gases)
    .where(inArray(gases.id, ids));
}

/** The types of the group activities and emission sources take theirs from (operational, embedded). */
export async function listTypeRows(db: Conn, group: string) {
  return db.select({ id: types.id, code: types.code }).from(types).where(eq(types.group, group));
}

/** The company's emission sources among these ids, as the quantification records name them. */
export async function listInventoryItemRows(db: Conn, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return tenant(db, companyId)
    .selectFrom(emission_sources, {
      id: emission_sources.id,
      code: emission_sources.code,
      name: emission_sources.name,
      type_id: emission_sources.type_id,
      source_id: emission_sources.source_id,
    })
    .where(inArray(emission_sources.id, ids));
}

export async function listFactorNameRows(db: Conn, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: emission_factors.id, name: emission_factors.name })
    .from(emission_factors)
    .where(inArray(emission_factors.id, ids));
}

export async function listUnitRows(db: Conn, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: unit_measurements.id,
      name: unit_measurements.name,
      abbreviation: unit_measurements.abbreviation,
      group: unit_measurements.group,
      factor: unit_measurements.factor,
    })
    .from(unit_measurements)
    .where(inArray(unit_measurements.id, ids));
}
