import {
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
import { closedPeriodsWithin } from '../closed-periods/closed-periods.service.ts';
import {
  countActivityRows,
  listActivityStatRows,
  listEmissionLineRows,
  listFactorNameRows,
  listGasRows,
  listInventoryItemRows,
  listMonthRows,
  listSourcesWithCategories,
  listTypeRows,
  listUnitRows,
  type ActivityStatRow,
  type EmissionLineRow,
  type QuantifyFilter,
} from './dashboard.repository.ts';

// The company's footprint as the dashboards show it (DESIGN §4, the quantification contract): the
// stored emission lines of the filter, summed in SQL per gas value within an inventory item, then
// grouped by the shared pure functions (packages/shared/src/calculation/quantify.ts), which add
// lines in quadrature and round once.

/** The group of `types` an inventory item's type belongs to (operational, embedded). */
const ITEM_TYPE_GROUP = 'emission_source';

/**
 * What a call reads: the lines, or the footprint by month and source instead (`byMonth`); the
 * activities' counts alone (`counts`), or their counts and consumption per item and unit (`stats`);
 * what names the items.
 */
type Needs = { byMonth?: boolean; counts?: boolean; stats?: boolean; records?: boolean };

type Reading = {
  lines: TQuantifyRow[];
  months: TMonthRow[];
  counts: TActivityCounts;
  stats: TActivityStatsRow[];
  catalogue: TQuantifyRecordCatalogue;
};

/** A summed row of the repository, named by its inventory item as the shared grouping reads it. */
const toLine = (row: EmissionLineRow): TQuantifyRow => ({ ...row, item: inventoryItemKey(row) });
const toStats = (row: ActivityStatRow): TActivityStatsRow => ({ ...row, item: inventoryItemKey(row) });

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
 * What names and classifies the rows of a reading, in the reader's language: their catalogue
 * sources with their categories, gases, the types operational and embedded, the company's
 * inventory items, factors and units.
 */
export async function readCatalogue(
  db: Db | Tx,
  companyId: number,
  lang: TLanguage,
  ids: CatalogueIds,
): Promise<TQuantifyRecordCatalogue> {
  const { sources, categories } = await listSourcesWithCategories(db, unique(ids.sourceIds));
  const gases = await listGasRows(db, unique(ids.gasIds));
  const types = await listTypeRows(db, ITEM_TYPE_GROUP);
  const itemRows = await listInventoryItemRows(db, companyId, unique(ids.itemIds));
  const factorRows = await listFactorNameRows(db, unique(ids.factorIds));
  const unitRows = await listUnitRows(db, unique(ids.unitIds));
  return {
    sources: new Map(
      sources.map((source) => [
        source.id,
        {
          ...source,
          categories: categories
            .filter((category) => category.source_id === source.id)
            .map((category) => ({
              id: category.id,
              standard_id: category.standard_id,
              name: lang === 'en' ? category.name_en : category.name_es,
              scope: category.scope,
              sort: category.sort,
            })),
        },
      ]),
    ),
    gases: new Map(gases.map((gas) => [gas.id, gas])),
    operational_type_id: types.find((type) => type.code === 'operational')?.id ?? null,
    embedded_type_id: types.find((type) => type.code === 'embedded')?.id ?? null,
    uncategorised: translate('dashboard.uncategorised', lang),
    items: new Map(
      itemRows.map((item): [string, TQuantifyItem] => {
        const key = emissionSourceItemKey(item.id);
        return [key, { key, ...item }];
      }),
    ),
    factors: new Map(factorRows.map((factor) => [factor.id, factor])),
    units: new Map(
      unitRows.map((unit) => [unit.id, { ...unit, abbreviation: unit.abbreviation ?? unit.name }]),
    ),
  };
}

/** The filter's lines (and what else the call needs) and the catalogue rows that name them, in the reader's language. */
async function readFilter(
  db: Db | Tx,
  companyId: number,
  filter: QuantifyFilter,
  lang: TLanguage,
  needs: Needs,
) {
  const lineRows = needs.byMonth ? [] : await listEmissionLineRows(db, companyId, filter);
  const monthRows = needs.byMonth ? await listMonthRows(db, companyId, filter) : [];
  const statRows = needs.stats ? await listActivityStatRows(db, companyId, filter) : [];
  const counts = countActivities(
    needs.counts && !needs.stats ? await countActivityRows(db, companyId, filter) : statRows,
  );
  const counted = statRows.filter((row) => !row.flagged);
  const catalogue = await readCatalogue(db, companyId, lang, {
    sourceIds: [...lineRows, ...monthRows, ...statRows].map((row) => row.source_id),
    gasIds: lineRows.map((row) => row.gas_id),
    itemIds: needs.records
      ? [...lineRows, ...counted].map((row) => (row.by_emission_source ? row.emission_source_id : null))
      : [],
    factorIds: needs.records
      ? [
          ...lineRows.flatMap((row) => [row.emission_factor_id, row.factor_id]),
          ...counted.map((row) => row.emission_factor_id),
        ]
      : [],
    unitIds: needs.stats ? counted.map((row) => row.unit_measurement_id) : [],
  });
  return {
    lines: lineRows.map(toLine),
    months: monthRows,
    counts,
    stats: statRows.map(toStats),
    catalogue,
  };
}

/**
 * Reads the filter in one snapshot, so the lines, the activities' counts and the names agree even
 * while activities are being written.
 */
function read(
  ctx: ServiceContext,
  company: ScopedCompany,
  query: TDashboardQuery,
  lang: TLanguage,
  needs: Needs,
): Promise<Reading> {
  return ctx.db.transaction((tx) => readFilter(tx, company.id, query, lang, needs), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
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
  const { months } = await read(ctx, company, query, 'es', { byMonth: true });
  return groupByMonthTotal(months, query.date_from, query.date_to);
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
  const stats = (await listActivityStatRows(ctx.db, company.id, query)).filter((row) => !row.flagged);
  const units = await listUnitRows(ctx.db, unique(stats.map((row) => row.unit_measurement_id)));
  return { stats, units: new Map(units.map((unit) => [unit.id, unit])) };
}
