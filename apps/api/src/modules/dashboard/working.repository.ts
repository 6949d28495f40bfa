import { and, asc, between, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import {
  activity_emissions,
  emission_activities,
  emission_line_provenances,
  emission_rollups,
  unit_measurements,
} from '../../db/schema/index.ts';
import { arrayParam } from '../../db/batch.ts';
import { tenant } from '../../db/tenant.ts';
import {
  filterConditions,
  signOf,
  sourceAndStakeholderConditions,
  type QuantifyFilter,
} from './dashboard.repository.ts';
import { rollupSpans } from './rollup-spans.ts';

// What the working of a figure reads (DESIGN §4, `GET /api/dashboard/working`): the filter's lines
// summed per line as applied, with what produced each, and the activities behind them. The sums
// come from the roll-ups the dashboard reads (`emission_rollups`, whose rows keep apart lines that
// applied other values or another conversion), and what each line applied from the company's
// provenances (`emission_line_provenances`), so a working costs months × items × values, not
// activities; only the activities it lists are read from the stored lines themselves.

type Conn = Db | Tx;

const ae = activity_emissions;
const a = emission_activities;
const valueUnit = alias(unit_measurements, 'value_unit');
const activityUnit = alias(unit_measurements, 'activity_unit');

/** What narrows the filter to a figure: its sources, type, gas or inventory item (each optional). */
export type WorkingNarrowing = {
  source_ids?: readonly number[];
  type_id?: number;
  gas_id?: number;
  /** An emission source, or a factor within its catalogue source. */
  item?: { emission_source_id: number } | { emission_factor_id: number; source_id: number };
};

/** The filter's conditions on the activities and their lines, and the figure's narrowing. */
function conditions(db: Conn, filter: QuantifyFilter, narrowing: WorkingNarrowing): SQL {
  const list: SQL[] = [
    between(a.date, filter.date_from, filter.date_to),
    ...sourceAndStakeholderConditions(db, a, filter),
  ];
  if (narrowing.source_ids) list.push(inArray(a.source_id, [...narrowing.source_ids]));
  if (narrowing.type_id !== undefined) list.push(eq(a.type_id, narrowing.type_id));
  if (narrowing.gas_id !== undefined) list.push(eq(ae.gas_id, narrowing.gas_id));
  const item = narrowing.item;
  if (item && 'emission_source_id' in item)
    list.push(eq(a.by_emission_source, true), eq(a.emission_source_id, item.emission_source_id));
  else if (item)
    list.push(
      eq(a.by_emission_source, false),
      eq(a.emission_factor_id, item.emission_factor_id),
      eq(a.source_id, item.source_id),
    );
  return and(...list)!;
}

/** What names a line's inventory item, and what the line applied (its provenance). */
const lineColumns = {
  by_emission_source: a.by_emission_source,
  emission_source_id: a.emission_source_id,
  emission_factor_id: a.emission_factor_id,
  source_id: a.source_id,
  type_id: a.type_id,
  gas_emission_id: ae.gas_emission_id,
  gas_id: ae.gas_id,
  gas_name: ae.gas_name,
  gas_formula: ae.gas_formula,
  factor_id: ae.factor_id,
  share: ae.share,
  avoided: ae.avoided,
  value: ae.value,
  value_unit: sql<string>`coalesce(${ae.value_unit}, ${valueUnit.name})`,
  gwp: ae.gwp,
  gwp_report: ae.gwp_report,
  uncertainty: ae.uncertainty,
  value_uncertainty: ae.value_uncertainty,
  activity_uncertainty: ae.activity_uncertainty,
  fountain: ae.fountain,
  reference: ae.reference,
};

/** What names a line's item and what it applied, as read. */
type LineFields = {
  by_emission_source: boolean;
  emission_source_id: number | null;
  emission_factor_id: number;
  source_id: number;
  type_id: number;
  gas_emission_id: number;
  gas_id: number;
  gas_name: string;
  gas_formula: string | null;
  factor_id: number;
  share: number;
  avoided: boolean;
  value: number;
  value_unit: string;
  gwp: number;
  gwp_report: string;
  uncertainty: number;
  value_uncertainty: number;
  activity_uncertainty: number;
  fountain: string;
  reference: string;
};

export type WorkingLineRow = LineFields & {
  /** The activities' shared conversion, or null when their units differ. */
  conversion: number | null;
  co2e_kg: number;
  weighted: number;
  activities: number;
  /**
   * The sums of the line's row as the dashboard reads it (its item, type, gas value, factor and
   * share, whatever it applied): what the figure adds, so it is the dashboard's to the digit.
   */
  row_co2e_kg: number;
  row_weighted: number;
};

/** A column a query groups by. */
type GroupKey = SQL | SQL.Aliased | AnyPgColumn;

/** What names a row of the dashboard (`listEmissionLineRows`), of which a line is a part. */
const dashboardRowOf = (
  columns: Record<
    | 'by_emission_source'
    | 'emission_source_id'
    | 'emission_factor_id'
    | 'source_id'
    | 'type_id'
    | 'gas_emission_id'
    | 'gas_id'
    | 'factor_id'
    | 'share'
    | 'avoided',
    GroupKey
  >,
): GroupKey[] => [
  columns.by_emission_source,
  columns.emission_source_id,
  columns.emission_factor_id,
  columns.source_id,
  columns.type_id,
  columns.gas_emission_id,
  columns.gas_id,
  columns.factor_id,
  columns.share,
  columns.avoided,
];

/** A sum over the line's dashboard row, beside the line's own (a window over the grouped lines). */
const overRow = (sum: SQL, row: GroupKey[]) =>
  sql<number>`(sum(${sum}) over (partition by ${sql.join(row, sql`, `)}))::float8`;

const r = emission_rollups;
const p = emission_line_provenances;

/** The figure's narrowing on the roll-ups' columns. */
function rollupNarrowing(narrowing: WorkingNarrowing): SQL[] {
  const list: SQL[] = [];
  if (narrowing.source_ids) list.push(inArray(r.source_id, [...narrowing.source_ids]));
  if (narrowing.type_id !== undefined) list.push(eq(r.type_id, narrowing.type_id));
  if (narrowing.gas_id !== undefined) list.push(eq(r.gas_id, narrowing.gas_id));
  const item = narrowing.item;
  if (item && 'emission_source_id' in item)
    list.push(eq(r.by_emission_source, true), eq(r.emission_source_id, item.emission_source_id));
  else if (item)
    list.push(
      eq(r.by_emission_source, false),
      eq(r.emission_factor_id, item.emission_factor_id),
      eq(r.source_id, item.source_id),
    );
  return list;
}

/** A line's sums read from the roll-ups, with the hash of what it applied (`provenance`). */
type RolledLine = Omit<WorkingLineRow, keyof LineFields> &
  Pick<
    LineFields,
    | 'by_emission_source'
    | 'emission_source_id'
    | 'emission_factor_id'
    | 'source_id'
    | 'type_id'
    | 'gas_emission_id'
    | 'gas_id'
    | 'factor_id'
    | 'share'
    | 'avoided'
  > & { provenance: string };

/**
 * The filter's lines narrowed to a figure from the roll-ups: one row per inventory item, type, gas
 * value, factor, share and provenance, the conversion shared by what the period holds of it (or
 * null), kilograms and Σ kg × uncertainty as the roll-ups' exact decimal sums.
 */
async function listRolledLines(
  db: Conn,
  companyId: number,
  filter: QuantifyFilter,
  narrowing: WorkingNarrowing,
): Promise<RolledLine[]> {
  const spans = rollupSpans(filter.date_from, filter.date_to);
  if (spans.length === 0) return [];
  const sign = signOf(r, spans);
  const lines = sql`sum(${sign} * ${r.lines})`;
  // A conversion whose lines the period leaves out entirely (a month less its days) is no part of it.
  const applied = tenant(db, companyId)
    .selectFrom(r, {
      by_emission_source: r.by_emission_source,
      emission_source_id: r.emission_source_id,
      emission_factor_id: r.emission_factor_id,
      source_id: r.source_id,
      type_id: r.type_id,
      gas_emission_id: r.gas_emission_id,
      gas_id: r.gas_id,
      factor_id: r.factor_id,
      share: r.share,
      avoided: r.avoided,
      provenance: r.provenance,
      conversion: r.conversion,
      lines: sql<number>`${lines}`.as('lines'),
      co2e_kg: sql<string>`sum(${sign} * ${r.co2e_kg})`.as('co2e_kg'),
      weighted: sql<string>`sum(${sign} * ${r.weighted})`.as('weighted'),
    })
    .where(and(...filterConditions(db, r, filter, spans), ...rollupNarrowing(narrowing)))
    .groupBy(
      r.by_emission_source,
      r.emission_source_id,
      r.emission_factor_id,
      r.source_id,
      r.type_id,
      r.gas_emission_id,
      r.gas_id,
      r.factor_id,
      r.share,
      r.avoided,
      r.provenance,
      r.conversion,
    )
    .having(sql`${lines} <> 0`)
    .as('applied');
  const row = dashboardRowOf(applied);
  return db
    .select({
      by_emission_source: applied.by_emission_source,
      emission_source_id: sql<number | null>`nullif(${applied.emission_source_id}, 0)`,
      emission_factor_id: applied.emission_factor_id,
      source_id: applied.source_id,
      type_id: applied.type_id,
      gas_emission_id: applied.gas_emission_id,
      gas_id: applied.gas_id,
      factor_id: applied.factor_id,
      share: applied.share,
      avoided: applied.avoided,
      provenance: sql<string>`${applied.provenance}::text`,
      conversion: sql<
        number | null
      >`case when min(${applied.conversion}) = max(${applied.conversion}) then min(${applied.conversion}) end`,
      co2e_kg: sql<number>`sum(${applied.co2e_kg})::float8`,
      weighted: sql<number>`sum(${applied.weighted})::float8`,
      activities: sql<number>`sum(${applied.lines})::int`,
      row_co2e_kg: overRow(sql`sum(${applied.co2e_kg})`, row),
      row_weighted: overRow(sql`sum(${applied.weighted})`, row),
    })
    .from(applied)
    .groupBy(...row, applied.provenance);
}

/** What the company's lines applied, by the hash of it (a hash two writers added at once comes twice). */
async function listProvenances(db: Conn, companyId: number, hashes: readonly string[]) {
  if (hashes.length === 0) return new Map<string, ProvenanceFields>();
  const rows = await tenant(db, companyId)
    .selectFrom(p, {
      provenance: sql<string>`${p.provenance}::text`,
      gas_name: p.gas_name,
      gas_formula: p.gas_formula,
      value: p.value,
      value_unit: sql<string>`coalesce(${p.value_unit}, ${valueUnit.name})`,
      gwp: p.gwp,
      gwp_report: p.gwp_report,
      uncertainty: p.uncertainty,
      value_uncertainty: p.value_uncertainty,
      activity_uncertainty: p.activity_uncertainty,
      fountain: p.fountain,
      reference: p.reference,
    })
    .innerJoin(valueUnit, eq(valueUnit.id, p.value_unit_id))
    .where(sql`${p.provenance} = any(${arrayParam([...hashes])}::bigint[])`);
  return new Map(rows.map(({ provenance, ...fields }) => [provenance, fields]));
}

type ProvenanceFields = Omit<
  LineFields,
  | 'by_emission_source'
  | 'emission_source_id'
  | 'emission_factor_id'
  | 'source_id'
  | 'type_id'
  | 'gas_emission_id'
  | 'gas_id'
  | 'factor_id'
  | 'share'
  | 'avoided'
>;

/**
 * The filter's lines narrowed to a figure, one row per inventory item, type and gas value as
 * applied: kilograms as exact decimal sums of the stored floats, and Σ kg × uncertainty, from the
 * roll-ups and the provenances. Should a provenance be missing (reconciliation reports it, and its
 * fix adds it again), the stored lines themselves are read instead.
 */
export async function listWorkingLineRows(
  db: Conn,
  companyId: number,
  filter: QuantifyFilter,
  narrowing: WorkingNarrowing,
): Promise<WorkingLineRow[]> {
  const rolled = await listRolledLines(db, companyId, filter, narrowing);
  const provenances = await listProvenances(db, companyId, [
    ...new Set(rolled.map((line) => line.provenance)),
  ]);
  const rows: WorkingLineRow[] = [];
  for (const { provenance, ...line } of rolled) {
    const applied = provenances.get(provenance);
    if (!applied) return listStoredLineRows(db, companyId, filter, narrowing);
    rows.push({ ...line, ...applied });
  }
  return rows;
}

/**
 * `listWorkingLineRows` read from the stored lines of the period themselves, summed as the roll-ups
 * add them: what it answers when the roll-ups cannot name what a line applied (its tests compare
 * the two answers).
 */
async function listStoredLineRows(
  db: Conn,
  companyId: number,
  filter: QuantifyFilter,
  narrowing: WorkingNarrowing,
): Promise<WorkingLineRow[]> {
  const row = dashboardRowOf(lineColumns);
  const rows = await tenant(db, companyId)
    .selectFrom(ae, {
      ...lineColumns,
      conversion: sql<
        number | null
      >`case when min(${ae.conversion}) = max(${ae.conversion}) then min(${ae.conversion}) end`,
      co2e_kg: sql<number>`sum(${ae.co2e_kg}::numeric)::float8`,
      weighted: sql<number>`sum((${ae.co2e_kg} * ${ae.uncertainty})::numeric)::float8`,
      activities: sql<number>`count(*)::int`,
      row_co2e_kg: overRow(sql`sum(${ae.co2e_kg}::numeric)`, row),
      row_weighted: overRow(sql`sum((${ae.co2e_kg} * ${ae.uncertainty})::numeric)`, row),
    })
    .innerJoin(a, and(eq(a.company_id, ae.company_id), eq(a.id, ae.activity_id)))
    .innerJoin(valueUnit, eq(valueUnit.id, ae.value_unit_id))
    .where(conditions(db, filter, narrowing))
    .groupBy(
      ...Object.values(lineColumns).filter((column) => column !== lineColumns.value_unit),
      ae.value_unit,
      valueUnit.name,
    );
  return rows;
}

/** The columns of an activity behind a line. */
const activityColumns = {
  ...lineColumns,
  id: a.id,
  date: a.date,
  consumption: a.consumption,
  unit: sql<string>`coalesce(${activityUnit.abbreviation}, ${activityUnit.name})`,
  conversion: ae.conversion,
  quantity: ae.quantity,
  co2e_kg: ae.co2e_kg,
  type_document: a.type_document,
  document: sql<string | null>`coalesce(${a.document_name}, ${a.documents})`,
};

export type WorkingActivityRow = LineFields & {
  id: number;
  date: string;
  consumption: number;
  unit: string;
  conversion: number;
  quantity: number;
  co2e_kg: number;
  type_document: string | null;
  document: string | null;
};

function activityQuery(db: Conn, companyId: number) {
  return tenant(db, companyId)
    .selectFrom(ae, activityColumns)
    .innerJoin(a, and(eq(a.company_id, ae.company_id), eq(a.id, ae.activity_id)))
    .innerJoin(valueUnit, eq(valueUnit.id, ae.value_unit_id))
    .innerJoin(activityUnit, eq(activityUnit.id, a.unit_measurement_id));
}

/** The order of the lines: inventory item, then gas value. */
const lineOrder = [
  a.by_emission_source,
  a.emission_source_id,
  a.emission_factor_id,
  a.source_id,
  ae.gas_emission_id,
  ae.avoided,
] as const;

/** Inventory items by their emission source, and those of activities recorded by factor. */
export type ListedItems = {
  emission_source_ids: number[];
  factor_items: { emission_factor_id: number; source_id: number }[];
};

/** The activities of these inventory items (read through the activities' item indexes). */
function ofItems(items: ListedItems): SQL | undefined {
  const bySource = items.emission_source_ids.length
    ? and(eq(a.by_emission_source, true), inArray(a.emission_source_id, items.emission_source_ids))
    : undefined;
  const byFactor = items.factor_items.length
    ? and(
        eq(a.by_emission_source, false),
        inArray(a.source_id, [...new Set(items.factor_items.map((item) => item.source_id))]),
        sql`(${a.emission_factor_id}, ${a.source_id}) in (select * from unnest(${arrayParam(
          items.factor_items.map((item) => item.emission_factor_id),
        )}::int[], ${arrayParam(items.factor_items.map((item) => item.source_id))}::int[]))`,
      )
    : undefined;
  return or(bySource, byFactor);
}

/**
 * The first activities of each line of the figure (at most `perLine`, by date then id, so a line of
 * thousands of activities leaves room for the others), at most `limit` in all, lines in order of
 * inventory item and gas value: read from the activities of `items` only, the first lines' items,
 * whose activities are all the list can reach.
 */
export async function listWorkingActivityRows(
  db: Conn,
  companyId: number,
  filter: QuantifyFilter,
  narrowing: WorkingNarrowing,
  items: ListedItems,
  perLine: number,
  limit: number,
): Promise<WorkingActivityRow[]> {
  const within = ofItems(items);
  if (!within) return [];
  const ranked = tenant(db, companyId)
    .selectFrom(ae, {
      activity_id: ae.activity_id,
      gas_emission_id: ae.gas_emission_id,
      rank: sql<number>`row_number() over (partition by ${sql.join([...lineOrder], sql`, `)} order by ${a.date}, ${a.id})`.as(
        'rank',
      ),
    })
    .innerJoin(a, and(eq(a.company_id, ae.company_id), eq(a.id, ae.activity_id)))
    .where(and(conditions(db, filter, narrowing), within))
    .as('ranked');
  return activityQuery(db, companyId)
    .innerJoin(
      ranked,
      and(eq(ranked.activity_id, ae.activity_id), eq(ranked.gas_emission_id, ae.gas_emission_id)),
    )
    .where(lte(ranked.rank, perLine))
    .orderBy(...lineOrder.map((column) => asc(column)), asc(a.date), asc(a.id))
    .limit(limit);
}

/** A page of the figure's activities after `after` (activity id, gas value), in that order: the CSV's rows. */
export async function listWorkingActivityPage(
  db: Conn,
  companyId: number,
  filter: QuantifyFilter,
  narrowing: WorkingNarrowing,
  after: { id: number; gas_emission_id: number } | null,
  size: number,
): Promise<WorkingActivityRow[]> {
  const keyset = after
    ? or(gt(a.id, after.id), and(eq(a.id, after.id), gt(ae.gas_emission_id, after.gas_emission_id)))
    : undefined;
  return activityQuery(db, companyId)
    .where(and(conditions(db, filter, narrowing), keyset))
    .orderBy(asc(a.id), asc(ae.gas_emission_id))
    .limit(size);
}
