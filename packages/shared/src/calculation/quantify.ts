// The dashboards' figures from a filter's stored emission lines (DESIGN §4, "Uncertainty lines" and
// the quantification contract). The API sums the stored rows in SQL down to one row per gas value
// within an inventory item (and per month, type… where asked); these functions group those rows.
//
// A line is one gas value within one inventory item: its activities share one factor error, so
// within a line the emissions and the half-widths e·u/100 add linearly; distinct lines are
// independent and combine in quadrature at every grouping. Avoided lines form their own figure and
// never enter the footprint's uncertainty. Every sum adds unrounded kg in a fixed order, and only
// the answer is rounded: t to 6 decimals, % to 3, t² to 12.
import type {
  TDashboard,
  TEmissionsBySource,
  TMonthBySource,
  TMonthTotals,
  TQuantification,
} from '../schemas/dashboard.ts';
import { kgToTonnes, round12, round6 } from './rounding.ts';
import { scopeOfSource, type TScopeNumber } from './scope.ts';
import type { TCalcUnit, TFootprint } from './types.ts';
import { combineUncertainty, roundFootprint, sortInPlace, sumInPlace, sumOf } from './uncertainty.ts';
import { convertQuantity } from './units.ts';

/** Standard 1 (ISO 14064-1) and 2 (GHG Protocol); as in schemas/standards.ts. */
const ISO = 1;
const GHG = 2;

/**
 * The stored emissions of one gas value within one inventory item over the filter (or a part of
 * them: one type, one month), summed: the row the API's SQL answers.
 */
export type TQuantifyRow = {
  /** The inventory item (`inventoryItemKey`). */
  item: string;
  gas_emission_id: number;
  gas_id: number;
  /** The catalogue source of the item. */
  source_id: number;
  /** The activities' type (operational, embedded). */
  type_id: number;
  /** The factor the activities were recorded against (a blend or a plain factor). */
  emission_factor_id: number;
  /** The plain factor whose value this is (a blend's part, or the factor itself), and its share 0–1. */
  factor_id: number;
  share: number;
  avoided: boolean;
  /** `YYYY-MM`, when the rows are by month. */
  month?: string;
  /** Σ kg CO2e, unrounded. */
  co2e_kg: number;
  /** Σ kg CO2e × the row's uncertainty in percent (the factor's and the activity data's combined). */
  weighted: number;
};

/** The activities of one inventory item, factor, type and unit over the filter: how many and how much. */
export type TActivityStatsRow = {
  item: string;
  source_id: number;
  emission_factor_id: number;
  type_id: number;
  unit_measurement_id: number;
  /** Left without a valid value by a catalogue change: only counted, never in a figure. */
  flagged: boolean;
  count: number;
  /** Σ consumption, in the unit. */
  consumption: number;
  /** Σ consumption², in the unit squared. */
  consumption_squares: number;
};

/** The inventory item of an emission source's activities. */
export function emissionSourceItemKey(emissionSourceId: number): string {
  return `source:${emissionSourceId}`;
}

/** The inventory item of the activities recorded against a factor: the factor within its catalogue source. */
export function factorItemKey(emissionFactorId: number, sourceId: number): string {
  return `factor:${emissionFactorId}:${sourceId}`;
}

/**
 * The inventory item of an activity: its emission source, or for an activity recorded by factor the
 * factor within its catalogue source.
 */
export function inventoryItemKey(activity: {
  by_emission_source: boolean;
  emission_source_id: number | null;
  emission_factor_id: number;
  source_id: number;
}): string {
  return activity.by_emission_source && activity.emission_source_id !== null
    ? emissionSourceItemKey(activity.emission_source_id)
    : factorItemKey(activity.emission_factor_id, activity.source_id);
}

// Sums --------------------------------------------------------------------------------------------

/** The unrounded sums of a set of rows: kg counted and avoided, and each one's Σ of squared half-widths (kg²). */
export type TQuantifySums = {
  co2e_kg: number;
  avoided_kg: number;
  aux: number;
  avoided_aux: number;
};

/** Rows by their line: item, then gas value, then avoided (2 × id + 1 when avoided). */
const lineKey = (row: TQuantifyRow) => row.gas_emission_id * 2 + (row.avoided ? 1 : 0);
const byLine = (a: TQuantifyRow, b: TQuantifyRow) =>
  (a.item < b.item ? -1 : a.item > b.item ? 1 : 0) || lineKey(a) - lineKey(b);

/**
 * The sums of a set of rows: the rows of one line (one gas value within one inventory item, avoided
 * or not) add linearly, the lines in quadrature. The rows are taken in line order, so each line's
 * rows are next to one another: a line of one row (most are) adds its own figures.
 */
export function sumLines(rows: readonly TQuantifyRow[]): TQuantifySums {
  // The lists are this module's own, emptied after each call (nothing here awaits or calls back):
  // a dashboard's answer sums some thousand sets of rows.
  const { ordered, counted, avoided, aux, avoidedAux } = SCRATCH;
  try {
    for (const row of rows) ordered.push(row);
    sortInPlace(ordered, byLine);
    for (let at = 0; at < ordered.length;) {
      const row = ordered[at]!;
      let end = at + 1;
      while (end < ordered.length && byLine(ordered[end]!, row) === 0) end++;
      let kg = row.co2e_kg;
      let weighted = row.weighted;
      if (end > at + 1) {
        const line = ordered.slice(at, end);
        kg = sumInPlace(line.map((each) => each.co2e_kg));
        weighted = sumInPlace(line.map((each) => each.weighted));
      }
      const halfWidth = weighted / 100;
      (row.avoided ? avoided : counted).push(kg);
      (row.avoided ? avoidedAux : aux).push(halfWidth * halfWidth);
      at = end;
    }
    return {
      co2e_kg: sumInPlace(counted),
      avoided_kg: sumInPlace(avoided),
      aux: sumInPlace(aux),
      avoided_aux: sumInPlace(avoidedAux),
    };
  } finally {
    ordered.length = counted.length = avoided.length = aux.length = avoidedAux.length = 0;
  }
}

/** `sumLines`'s working lists. */
const SCRATCH = {
  ordered: [] as TQuantifyRow[],
  counted: [] as number[],
  avoided: [] as number[],
  aux: [] as number[],
  avoidedAux: [] as number[],
};

/** The rows by the key `keyOf` gives, in the order the keys first appear. */
function groupBy<K, R>(rows: readonly R[], keyOf: (row: R) => K): Map<K, R[]> {
  const groups = new Map<K, R[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** A footprint as answered: t rounded to 6 decimals, % to 3. */
function footprintOf(sums: TQuantifySums): TFootprint {
  return roundFootprint(sums);
}

const tonnes = (kg: number) => round6(kgToTonnes(kg));

/** Largest footprint first, then by name (then id), so a list reads the same at every call. */
function byFootprint<T extends { carbon_footprint: number; name: string }>(
  id: (row: T) => number | null,
): (a: T, b: T) => number {
  return (a, b) =>
    b.carbon_footprint - a.carbon_footprint ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
    (id(a) ?? -1) - (id(b) ?? -1);
}

// The catalogue the figures are named and classified with -------------------------------------------

export type TQuantifyCategory = {
  id: number;
  standard_id: number;
  /** In the reader's language. */
  name: string;
  scope: number | null;
  sort: number;
};

export type TQuantifySource = {
  id: number;
  name: string;
  icon: string;
  /** Its categories of both standards. */
  categories: readonly TQuantifyCategory[];
};

export type TQuantifyGas = { id: number; name: string; formula: string | null };

/** What names and classifies the rows of a filter. */
export type TQuantifyCatalogue = {
  sources: ReadonlyMap<number, TQuantifySource>;
  gases: ReadonlyMap<number, TQuantifyGas>;
  /** The types of group emission_source: operational and embedded (null when the catalogue lacks one). */
  operational_type_id: number | null;
  embedded_type_id: number | null;
  /** The name of the group of sources without a category of a standard, in the reader's language. */
  uncategorised: string;
};

/**
 * The category of a standard a source is counted under: its first by `sort`, then id (a source in
 * several categories of one standard is counted once, so the groupings add up), or null.
 */
export function categoryOf(source: TQuantifySource, standardId: number): TQuantifyCategory | null {
  let first: TQuantifyCategory | null = null;
  for (const category of source.categories) {
    if (category.standard_id !== standardId) continue;
    if (!first || category.sort < first.sort || (category.sort === first.sort && category.id < first.id))
      first = category;
  }
  return first;
}

/** The GHG Protocol scope of a source: its GHG category's, else the keyword rule on its name. */
export function scopeOf(source: TQuantifySource): TScopeNumber {
  return scopeOfSource(categoryOf(source, GHG)?.scope, source.name);
}

function sourceOf(catalogue: Pick<TQuantifyCatalogue, 'sources'>, id: number): TQuantifySource {
  // A row names a source the service read; a missing one would be a bug of the caller, but an
  // answer with a placeholder name is better than none.
  return catalogue.sources.get(id) ?? { id, name: String(id), icon: '', categories: [] };
}

function gasOf(catalogue: TQuantifyCatalogue, id: number): TQuantifyGas {
  return catalogue.gases.get(id) ?? { id, name: String(id), formula: null };
}

// The dashboard -----------------------------------------------------------------------------------

/** The activities behind the figures of a filter, and the flagged ones left out of them. */
export type TActivityCounts = { activities: number; flagged_activities: number };

/** The activities counted (not flagged) and flagged in a filter's stats rows. */
export function countActivities(
  stats: readonly Pick<TActivityStatsRow, 'flagged' | 'count'>[],
): TActivityCounts {
  let activities = 0;
  let flagged = 0;
  for (const row of stats) {
    if (row.flagged) flagged += row.count;
    else activities += row.count;
  }
  return { activities, flagged_activities: flagged };
}

/**
 * The dashboard of a filter: totals (footprint, avoided, operational, embedded, each with its
 * uncertainty), and the footprint by source, ISO category, GHG category, scope and gas.
 */
export function quantifyDashboard(
  rows: readonly TQuantifyRow[],
  catalogue: TQuantifyCatalogue,
  counts: TActivityCounts,
): Omit<TDashboard, 'closed'> {
  const total = sumLines(rows);
  const ofType = (typeId: number | null) =>
    sumLines(typeId === null ? [] : rows.filter((row) => row.type_id === typeId));
  const operational = ofType(catalogue.operational_type_id);
  const embedded = ofType(catalogue.embedded_type_id);

  const bySource = [...groupBy(rows, (row) => row.source_id)].map(([id, group]) => {
    const source = sourceOf(catalogue, id);
    const sums = sumLines(group);
    return {
      source_id: id,
      name: source.name,
      icon: source.icon,
      ...footprintOf(sums),
      scope: scopeOf(source),
    };
  });

  const byCategory = (standardId: number) =>
    [
      ...groupBy(rows, (row) => {
        const source = sourceOf(catalogue, row.source_id);
        const category = categoryOf(source, standardId);
        // Uncategorised GHG sources stay apart by the scope the keyword rule gives them.
        return standardId === GHG
          ? `${category?.id ?? 'none'}:${scopeOf(source)}`
          : `${category?.id ?? 'none'}`;
      }),
    ].map(([, group]) => {
      const source = sourceOf(catalogue, group[0]!.source_id);
      const category = categoryOf(source, standardId);
      const { carbon_footprint, uncertainty } = footprintOf(sumLines(group));
      return {
        category_id: category?.id ?? null,
        name: category?.name ?? catalogue.uncategorised,
        scope: scopeOf(source),
        carbon_footprint,
        uncertainty,
      };
    });

  const scopes = groupBy(rows, (row) => scopeOf(sourceOf(catalogue, row.source_id)));
  const byGas = [...groupBy(rows, (row) => row.gas_id)].map(([id, group]) => {
    const gas = gasOf(catalogue, id);
    return { gas_id: id, name: gas.name, formula: gas.formula, ...footprintOf(sumLines(group)) };
  });

  const totalFootprint = footprintOf(total);
  return {
    totals: {
      carbon_footprint: totalFootprint.carbon_footprint,
      uncertainty: totalFootprint.uncertainty,
      carbon_footprint_avoided: totalFootprint.carbon_footprint_avoided,
      avoided_uncertainty: combineUncertainty(total.avoided_aux, total.avoided_kg),
      operational: tonnes(operational.co2e_kg),
      operational_uncertainty: combineUncertainty(operational.aux, operational.co2e_kg),
      embedded: tonnes(embedded.co2e_kg),
      embedded_uncertainty: combineUncertainty(embedded.aux, embedded.co2e_kg),
      flagged_activities: counts.flagged_activities,
      activities: counts.activities,
    },
    by_source: bySource.sort(byFootprint((row) => row.source_id)),
    by_iso: byCategory(ISO)
      .map(({ category_id, name, carbon_footprint, uncertainty }) => ({
        category_id,
        name,
        carbon_footprint,
        uncertainty,
      }))
      .sort(byFootprint((row) => row.category_id)),
    by_ghg: byCategory(GHG).sort(byFootprint((row) => row.category_id)),
    // The three scopes always, in their order: the dashboard's scope cards.
    by_scope: ([1, 2, 3] as const).map((scope) => {
      const { carbon_footprint, uncertainty } = footprintOf(sumLines(scopes.get(scope) ?? []));
      return { scope, carbon_footprint, uncertainty };
    }),
    by_gas: byGas.sort(byFootprint((row) => row.gas_id)),
  };
}

// Months ------------------------------------------------------------------------------------------

/** Every month (`YYYY-MM`) from the month of `from` to the month of `to` (days `YYYY-MM-DD`), in order. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const endYear = Number(to.slice(0, 4));
  const endMonth = Number(to.slice(5, 7));
  while (year < endYear || (year === endYear && month <= endMonth)) {
    months.push(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/**
 * What the monthly charts read: the footprint of a month summed per catalogue source, counted or
 * avoided (a month's rows need no lines: the charts show no uncertainty).
 */
export type TMonthRow = Pick<TQuantifyRow, 'month' | 'source_id' | 'avoided' | 'co2e_kg'>;

const countedTonnes = (rows: readonly TMonthRow[]) =>
  tonnes(sumOf(rows.filter((row) => !row.avoided).map((row) => row.co2e_kg)));

/** The footprint (t) of each month of the period, 0 for a month without data. */
export function quantifyByMonthTotal(rows: readonly TMonthRow[], from: string, to: string): TMonthTotals {
  const byMonth = groupBy(rows, (row) => row.month ?? '');
  return Object.fromEntries(
    monthsBetween(from, to).map((month) => [month, countedTonnes(byMonth.get(month) ?? [])]),
  );
}

/**
 * The footprint (t) of each month of the period by catalogue source name: every month present, each
 * with the sources that have footprint in it.
 */
export function quantifyByMonthSource(
  rows: readonly TMonthRow[],
  catalogue: Pick<TQuantifyCatalogue, 'sources'>,
  from: string,
  to: string,
): TMonthBySource {
  const byMonth = groupBy(
    rows.filter((row) => !row.avoided),
    (row) => row.month ?? '',
  );
  return Object.fromEntries(
    monthsBetween(from, to).map((month) => {
      const bySource = groupBy(byMonth.get(month) ?? [], (row) => sourceOf(catalogue, row.source_id).name);
      const names = [...bySource.keys()].sort();
      return [month, Object.fromEntries(names.map((name) => [name, countedTonnes(bySource.get(name)!)]))];
    }),
  );
}

// By source, with gases and consumption ------------------------------------------------------------

export type TQuantifyUnit = TCalcUnit & { abbreviation: string };

/** The footprint of each catalogue source with data, with its gases, its consumption per unit and its activities. */
export function quantifyBySource(
  rows: readonly TQuantifyRow[],
  stats: readonly TActivityStatsRow[],
  catalogue: TQuantifyCatalogue & { units: ReadonlyMap<number, TQuantifyUnit> },
): TEmissionsBySource {
  const counted = stats.filter((row) => !row.flagged);
  const statsBySource = groupBy(counted, (row) => row.source_id);
  return [...groupBy(rows, (row) => row.source_id)]
    .map(([id, group]) => {
      const source = sourceOf(catalogue, id);
      const sourceStats = statsBySource.get(id) ?? [];
      const consumption = [...groupBy(sourceStats, (row) => row.unit_measurement_id)]
        .map(([unitId, unitRows]) => ({
          unit_measurement_id: unitId,
          unit: catalogue.units.get(unitId)?.abbreviation ?? '',
          value: round6(sumOf(unitRows.map((row) => row.consumption))),
        }))
        .sort((a, b) => a.unit_measurement_id - b.unit_measurement_id);
      const gases = [...groupBy(group, (row) => row.gas_id)]
        .map(([gasId, gasRows]) => {
          const gas = gasOf(catalogue, gasId);
          return { gas_id: gasId, name: gas.name, formula: gas.formula, ...footprintOf(sumLines(gasRows)) };
        })
        .sort(byFootprint((row) => row.gas_id));
      return {
        source_id: id,
        name: source.name,
        icon: source.icon,
        ...footprintOf(sumLines(group)),
        scope: scopeOf(source),
        count: sourceStats.reduce((sum, row) => sum + row.count, 0),
        consumption,
        gases,
      };
    })
    .sort(byFootprint((row) => row.source_id));
}

// Quantification records ---------------------------------------------------------------------------

/** An inventory item as the records name it: an emission source, or a factor within its catalogue source. */
export type TQuantifyItem = {
  key: string;
  /** The emission source; null for a factor's activities. */
  id: number | null;
  code: string | null;
  name: string;
  source_id: number;
  /** The emission source's type; null for a factor's activities (the type most of them carry). */
  type_id: number | null;
};

export type TQuantifyRecordCatalogue = TQuantifyCatalogue & {
  items: ReadonlyMap<string, TQuantifyItem>;
  factors: ReadonlyMap<number, { id: number; name: string }>;
  units: ReadonlyMap<number, TQuantifyUnit>;
};

/** Which inventory items the records are of: all, or those of one type. */
export type TQuantifyWhich = 'all' | 'operational' | 'embedded';

/** Consumption in the unit most of the activities use, converting the others of its group. */
function consumptionOf(stats: readonly TActivityStatsRow[], units: ReadonlyMap<number, TQuantifyUnit>) {
  const counts = [...groupBy(stats, (row) => row.unit_measurement_id)].map(([unitId, rows]) => ({
    unitId,
    count: rows.reduce((sum, row) => sum + row.count, 0),
  }));
  counts.sort((a, b) => b.count - a.count || a.unitId - b.unitId);
  const target = counts[0] ? units.get(counts[0].unitId) : undefined;
  if (!target) return { consumption: 0, avg: 0, std_dev: 0, UDA: '' };
  const sums: number[] = [];
  const squares: number[] = [];
  let n = 0;
  for (const row of stats) {
    const unit = units.get(row.unit_measurement_id);
    const sum = unit ? convertQuantity(row.consumption, unit, target) : null;
    // A unit of another group cannot be added to the others: its activities stay out of the figures.
    if (!unit || sum === null) continue;
    sums.push(sum);
    // A square converts by the unit's factor squared: converted twice.
    squares.push(convertQuantity(convertQuantity(row.consumption_squares, unit, target)!, unit, target)!);
    n += row.count;
  }
  const total = sumOf(sums);
  const avg = n > 0 ? total / n : 0;
  // Sample standard deviation: Σ(x − x̄)² = Σx² − (Σx)²/n, over n − 1; 0 for a single activity.
  const variance = n > 1 ? Math.max(0, (sumOf(squares) - (total * total) / n) / (n - 1)) : 0;
  return {
    consumption: round6(total),
    avg: round6(avg),
    std_dev: round6(Math.sqrt(variance)),
    UDA: target.abbreviation,
  };
}

/** The type most of an item's activities carry (the lower id on a tie). */
function mainType(stats: readonly TActivityStatsRow[]): number | null {
  const counts = [...groupBy(stats, (row) => row.type_id)].map(([typeId, rows]) => ({
    typeId,
    count: rows.reduce((sum, row) => sum + row.count, 0),
  }));
  counts.sort((a, b) => b.count - a.count || a.typeId - b.typeId);
  return counts[0]?.typeId ?? null;
}

/**
 * The quantification records of a filter (spec/workspace.md §3): one per inventory item, and within
 * it one per emission factor its activities were recorded against, with their consumption, count,
 * footprint, `aux` (t²) and uncertainty, and the footprint of each gas of each plain factor (a blend's
 * parts, or the factor itself). Operational or embedded records hold the activities of that type.
 */
export function quantifyItems(
  rows: readonly TQuantifyRow[],
  stats: readonly TActivityStatsRow[],
  catalogue: TQuantifyRecordCatalogue,
  which: TQuantifyWhich,
): TQuantification[] {
  const typeId =
    which === 'operational'
      ? catalogue.operational_type_id
      : which === 'embedded'
        ? catalogue.embedded_type_id
        : undefined;
  const ofType = <R extends { type_id: number }>(list: readonly R[]) =>
    typeId === undefined ? list : list.filter((row) => row.type_id === typeId);
  const lines = ofType(rows);
  const counted = ofType(stats.filter((row) => !row.flagged));
  const linesByItem = groupBy(lines, (row) => row.item);
  const statsByItem = groupBy(counted, (row) => row.item);
  const keys = [...new Set([...linesByItem.keys(), ...statsByItem.keys()])];

  // A catalogue source is answered alike in each of its items' records: written once.
  const sourceRecords = new Map<number, TQuantification['resource']['source']>();
  const sourceRecord = (source: TQuantifySource) => {
    let record = sourceRecords.get(source.id);
    if (!record) {
      record = {
        id: source.id,
        name: source.name,
        categories: [...source.categories]
          .sort((a, b) => a.standard_id - b.standard_id || a.sort - b.sort || a.id - b.id)
          .map(({ id, standard_id, name, scope }) => ({ id, standard_id, name, scope })),
      };
      sourceRecords.set(source.id, record);
    }
    return record;
  };
  const records = keys.map((key): TQuantification => {
    const itemLines = linesByItem.get(key) ?? [];
    const itemStats = statsByItem.get(key) ?? [];
    const sourceId = itemLines[0]?.source_id ?? itemStats[0]!.source_id;
    const source = sourceOf(catalogue, sourceId);
    const item = catalogue.items.get(key);
    const factorIds = [
      ...new Set([
        ...itemLines.map((row) => row.emission_factor_id),
        ...itemStats.map((row) => row.emission_factor_id),
      ]),
    ];
    const linesByFactor = groupBy(itemLines, (row) => row.emission_factor_id);
    const statsByFactor = groupBy(itemStats, (row) => row.emission_factor_id);
    const emissionFactors = factorIds.map((factorId) => {
      const factorLines = linesByFactor.get(factorId) ?? [];
      const factorStats = statsByFactor.get(factorId) ?? [];
      const sums = sumLines(factorLines);
      const parts = [...groupBy(factorLines, (row) => row.factor_id)]
        .map(([partId, partLines]) => ({
          id: partId,
          name: catalogue.factors.get(partId)?.name ?? String(partId),
          share: partLines[0]!.share,
          gasses: [...groupBy(partLines, (row) => row.gas_id)]
            .map(([gasId, gasLines]) => {
              const gas = gasOf(catalogue, gasId);
              const { carbon_footprint, carbon_footprint_avoided } = footprintOf(sumLines(gasLines));
              return { gas: gas.name, formula: gas.formula, carbon_footprint, carbon_footprint_avoided };
            })
            .sort(
              (a, b) =>
                b.carbon_footprint - a.carbon_footprint ||
                b.carbon_footprint_avoided - a.carbon_footprint_avoided ||
                (a.gas < b.gas ? -1 : a.gas > b.gas ? 1 : 0),
            ),
        }))
        .sort((a, b) => b.share - a.share || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || a.id - b.id);
      return {
        id: factorId,
        name: catalogue.factors.get(factorId)?.name ?? String(factorId),
        ...consumptionOf(factorStats, catalogue.units),
        count: factorStats.reduce((sum, row) => sum + row.count, 0),
        ...footprintOf(sums),
        // kg² to t².
        aux: round12(sums.aux / 1e6),
        factors: parts,
      };
    });
    const sums = sumLines(itemLines);
    return {
      resource: {
        id: item?.id ?? null,
        code: item?.code ?? null,
        name: item?.name ?? catalogue.factors.get(factorIds[0]!)?.name ?? key,
        type_id: item?.type_id ?? mainType(itemStats) ?? itemLines[0]?.type_id ?? 0,
        source: sourceRecord(source),
      },
      scope: scopeOf(source),
      ...footprintOf(sums),
      emission_factors: emissionFactors.sort(byFootprint((row) => row.id)),
    };
  });
  return records.sort(
    (a, b) =>
      b.carbon_footprint - a.carbon_footprint ||
      (a.resource.name < b.resource.name ? -1 : a.resource.name > b.resource.name ? 1 : 0) ||
      (a.resource.id ?? 0) - (b.resource.id ?? 0),
  );
}
