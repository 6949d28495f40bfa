import {
  catalogueName,
  DEFAULT_PERIOD_YEARS,
  closedStateOf,
  countActivities,
  emissionSourceItemKey,
  inventoryItemKey,
  quantifyByMonthSource as groupByMonthSource,
  quantifyByMonthTotal as groupByMonthTotal,
  quantifyBySource,
  quantifyDashboard,
  quantifyItems,
  translate,
  type TActivityCounts,
  type TActivityStatsRow,
  type TDashboard,
  type TDashboardQuery,
  type TEmissionsBySource,
  type TLanguage,
  type TMonthBySource,
  type TMonthRow,
  type TMonthTotals,
  type TQuantification,
  type TQuantifyItem,
  type TQuantifyRecordCatalogue,
  type TQuantifyRow,
  type TQuantifyWhich,
} from '@huella/shared';
import type { Db, Tx } from '../../db/client.ts';
import type { ScopedCompany, ServiceContext } from '../../lib/context.ts';
import { KEEP_ROLLUP_DAYS_QUEUE } from '../../lib/jobs.ts';
import { closedPeriodsWithin } from '../closed-periods/closed-periods.service.ts';
import { findDaysAhead, keepDays } from './rollup-days.repository.ts';
import {
  ITEM_TYPE_GROUP,
  listFactorNameRows,
  listGasRows,
  listInventoryItemRows,
  listSourcesWithCategories,
  listTypeRows,
  listUnitRows,
  readRollups,
  type ActivityStatRow,
  type EmissionLineRow,
  type NameRows,
} from './dashboard.repository.ts';

// The company's footprint as the dashboards show it (DESIGN §4, the quantification contract): the
// stored emission lines of the filter, summed in SQL per gas value within an inventory item, then
// grouped by the shared pure functions (packages/shared/src/calculation/quantify.ts), which add
// lines in quadrature and round once.

/**
 * What a call reads: the lines, or the footprint by month and source instead (`byMonth`); the
 * activities' counts alone (`counts`), or their counts and consumption per item and unit (`stats`);
 * what names the figures (all but the monthly totals, which name nothing), and the items
 * (`records`).
 */
type Needs = { byMonth?: boolean; counts?: boolean; stats?: boolean; records?: boolean; unnamed?: boolean };

type Reading = {
  lines: TQuantifyRow[];
  months: TMonthRow[];
  counts: TActivityCounts;
  stats: TActivityStatsRow[];
  catalogue: TQuantifyRecordCatalogue;
};

/**
 * A summed row of the repository, named by its inventory item as the shared grouping reads it (the
 * row itself, read for this call alone, takes the name).
 */
const toLine = (row: EmissionLineRow): TQuantifyRow => Object.assign(row, { item: inventoryItemKey(row) });
const toStats = (row: ActivityStatRow): TActivityStatsRow =>
  Object.assign(row, { item: inventoryItemKey(row) });

const unique = (ids: Iterable<number | null>) => [
  ...new Set([...ids].filter((id): id is number => id !== null)),
];

/** The ids of the catalogue rows (and the company's inventory items) a reading names. */
export type CatalogueIds = {
  sourceIds: Iterable<number | null>;
  gasIds: Iterable<number | null>;
  itemIds: Iterable<number | null>;
  factorIds: Iterable<number | null>;
  unitIds: Iterable<number | null>;
};

/**
 * What names and classifies the rows of a reading, in the reader's language, from the rows the
 * repository read: their catalogue sources with their categories, gases, the types operational and
 * embedded, the company's inventory items, factors and units.
 */
function catalogueOf(rows: NameRows, lang: TLanguage): TQuantifyRecordCatalogue {
  const categoriesBySource = new Map<number, NameRows['categories']>();
  for (const category of rows.categories) {
    const list = categoriesBySource.get(category.source_id);
    if (list) list.push(category);
    else categoriesBySource.set(category.source_id, [category]);
  }
  return {
    sources: new Map(
      rows.sources.map(({ name_en, ...source }) => [
        source.id,
        {
          ...source,
          name: catalogueName({ name: source.name, name_en }, lang),
          categories: (categoriesBySource.get(source.id) ?? []).map((category) => ({
            id: category.id,
            standard_id: category.standard_id,
            name: lang === 'en' ? category.name_en : category.name_es,
            scope: category.scope,
            sort: category.sort,
          })),
        },
      ]),
    ),
    gases: new Map(
      rows.gases.map(({ name_en, ...gas }) => [
        gas.id,
        { ...gas, name: catalogueName({ name: gas.name, name_en }, lang) },
      ]),
    ),
    operational_type_id: rows.types.find((type) => type.code === 'operational')?.id ?? null,
    embedded_type_id: rows.types.find((type) => type.code === 'embedded')?.id ?? null,
    uncategorised: translate('dashboard.uncategorised', lang),
    items: new Map(
      rows.items.map((item): [string, TQuantifyItem] => {
        const key = emissionSourceItemKey(item.id);
        return [key, { key, ...item }];
      }),
    ),
    factors: new Map(
      rows.factors.map(({ name_en, ...factor }) => [
        factor.id,
        { ...factor, name: catalogueName({ name: factor.name, name_en }, lang) },
      ]),
    ),
    units: new Map(
      rows.units.map(({ name_en, ...unit }) => {
        const name = catalogueName({ name: unit.name, name_en }, lang);
        return [unit.id, { ...unit, name, abbreviation: unit.abbreviation ?? name }];
      }),
    ),
  };
}

/** What names and classifies the rows of a reading with these ids (see `catalogueOf`). */
export async function readCatalogue(
  db: Db | Tx,
  companyId: number,
  lang: TLanguage,
  ids: CatalogueIds,
): Promise<TQuantifyRecordCatalogue> {
  const { sources, categories } = await listSourcesWithCategories(db, unique(ids.sourceIds));
  return catalogueOf(
    {
      sources,
      categories,
      gases: await listGasRows(db, unique(ids.gasIds)),
      types: await listTypeRows(db, ITEM_TYPE_GROUP),
      items: await listInventoryItemRows(db, companyId, unique(ids.itemIds)),
      factors: await listFactorNameRows(db, unique(ids.factorIds)),
      units: await listUnitRows(db, unique(ids.unitIds)),
    },
    lang,
  );
}

/** The first day of the month the default period (DESIGN §9) begins in on `on`. */
export function defaultPeriodMonth(on: Date): string {
  const month = String(on.getUTCMonth() + 1).padStart(2, '0');
  return `${on.getUTCFullYear() - DEFAULT_PERIOD_YEARS}-${month}-01`;
}

/**
 * The background job: keeps the days of the month every company's default period begins in, and
 * of the next one, where they hold activities, so that the first reading of a month (the period
 * then cuts it) does not wait seconds for its days to be written.
 */
export async function keepDaysAhead(ctx: ServiceContext, on = new Date()): Promise<void> {
  for (const { company_id, month } of await findDaysAhead(ctx.db, defaultPeriodMonth(on)))
    await keepDays(ctx.db, company_id, month);
}

/** The day this process last asked for `keepDaysAhead` (a reading asks once a day). */
let keepAskedOn = '';

function askToKeepDaysAhead(ctx: ServiceContext) {
  const day = new Date().toISOString().slice(0, 10);
  if (keepAskedOn === day) return;
  keepAskedOn = day;
  void ctx.jobs.send(KEEP_ROLLUP_DAYS_QUEUE);
}

/** Reads the filter (one statement, so one snapshot: the lines, the counts and the names agree). */
async function read(
  ctx: ServiceContext,
  company: ScopedCompany,
  query: TDashboardQuery,
  lang: TLanguage,
  needs: Needs,
): Promise<Reading> {
  askToKeepDaysAhead(ctx);
  const reading = await readRollups(ctx.db, company.id, query, {
    lines: !needs.byMonth,
    months: needs.byMonth,
    stats: needs.stats,
    counts: needs.counts,
    names: !needs.unnamed,
    records: needs.records,
  });
  return {
    lines: reading.lines.map(toLine),
    months: reading.months,
    counts: countActivities(reading.counts),
    stats: reading.stats.map(toStats),
    catalogue: catalogueOf(reading.names, lang),
  };
}

/** The dashboard: totals, operational and embedded, avoided, and the footprint by source, category, scope and gas. */
export async function readDashboard(
  ctx: ServiceContext,
  company: ScopedCompany,
  query: TDashboardQuery,
  lang: TLanguage,
): Promise<TDashboard> {
  const { lines, counts, catalogue } = await read(ctx, company, query, lang, { counts: true });
  const periods = await closedPeriodsWithin(ctx, company.id, query.date_from, query.date_to);
  return {
    ...quantifyDashboard(lines, catalogue, counts),
    closed: {
      state: closedStateOf(query.date_from, query.date_to, periods),
      periods: periods.map(({ id, date_from, date_to, closed_at, closed_by }) => ({
        id,
        date_from,
        date_to,
        closed_at,
        closed_by,
      })),
    },
  };
}

/** The footprint by catalogue source, with each source's gases, consumption per unit and activities. */
export async function emissionsBySource(
  ctx: ServiceContext,
  company: ScopedCompany,
  query: TDashboardQuery,
  lang: TLanguage,
): Promise<TEmissionsBySource> {
  const { lines, stats, catalogue } = await read(ctx, company, query, lang, { stats: true });
  return quantifyBySource(lines, stats, catalogue);
}

/** The quantification records of every inventory item of the filter, or of those of one type. */
export async function quantify(
  ctx: ServiceContext,
  company: ScopedCompany,
  query: TDashboardQuery,
  which: TQuantifyWhich,
  lang: TLanguage,
): Promise<TQuantification[]> {
  const { lines, stats, catalogue } = await read(ctx, company, query, lang, { stats: true, records: true });
  return quantifyItems(lines, stats, catalogue, which);
}

/** The footprint of each month of the period by catalogue source name. */
export async function quantifyByMonthBySource(
  ctx: ServiceContext,
  company: ScopedCompany,
  query: TDashboardQuery,
  lang: TLanguage,
): Promise<TMonthBySource> {
  const { months, catalogue } = await read(ctx, company, query, lang, { byMonth: true });
  return groupByMonthSource(months, catalogue, query.date_from, query.date_to);
}

/** The footprint of each month of the period. */
export async function quantifyByMonthTotal(
  ctx: ServiceContext,
  company: ScopedCompany,
  query: TDashboardQuery,
): Promise<TMonthTotals> {
  const { months } = await read(ctx, company, query, 'es', { byMonth: true, unnamed: true });
  return groupByMonthTotal(months, query.date_from, query.date_to);
}

/**
 * The footprint of each month of the period for each catalogue source the filter names, by the
 * source's id (t CO2e, every month present, 0 when none): `/quantify-by-month-source` told apart by
 * id rather than by name, from the same reading.
 */
export async function quantifyByMonthBySourceId(
  ctx: ServiceContext,
  company: ScopedCompany,
  query: TDashboardQuery,
): Promise<Map<number, TMonthTotals>> {
  const { months } = await read(ctx, company, query, 'es', { byMonth: true, unnamed: true });
  const bySource = new Map<number, TMonthRow[]>();
  for (const row of months) {
    const rows = bySource.get(row.source_id);
    if (rows) rows.push(row);
    else bySource.set(row.source_id, [row]);
  }
  return new Map(
    query.sources.map((id) => [
      id,
      groupByMonthTotal(bySource.get(id) ?? [], query.date_from, query.date_to),
    ]),
  );
}

/**
 * The filter's activities that count (flagged ones left out), per inventory item, factor and unit,
 * with the units they are recorded in: what the inventory report's energy rows add up.
 */
export async function readActivityConsumption(
  ctx: ServiceContext,
  company: ScopedCompany,
  query: TDashboardQuery,
) {
  const { stats, names } = await readRollups(ctx.db, company.id, query, { stats: true });
  return {
    stats: stats.filter((row) => !row.flagged),
    units: new Map(names.units.map((unit) => [unit.id, unit])),
  };
}
