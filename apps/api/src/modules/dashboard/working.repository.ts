import { and, asc, between, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { activity_emissions, emission_activities, unit_measurements } from '../../db/schema/index.ts';
import { tenant } from '../../db/tenant.ts';
import { sourceAndStakeholderConditions, type QuantifyFilter } from './dashboard.repository.ts';

// What the working of a figure reads (DESIGN §4, `GET /api/dashboard/working`): the stored emission
// lines of the filter with what produced each (`activity_emissions`' provenance), summed per line as
// applied, and the activities behind them. Unlike the dashboard it reads the lines themselves, not
// the roll-ups: a working names every value, GWP and activity a figure rests on.

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
};

/**
 * The filter's lines narrowed to a figure, one row per inventory item, type and gas value as
 * applied: kilograms as exact decimal sums of the stored floats (as the roll-ups add them), and
 * Σ kg × uncertainty.
 */
export async function listWorkingLineRows(
  db: Conn,
  companyId: number,
  filter: QuantifyFilter,
  narrowing: WorkingNarrowing,
): Promise<WorkingLineRow[]> {
  const rows = await tenant(db, companyId)
    .selectFrom(ae, {
      ...lineColumns,
      conversion: sql<
        number | null
      >`case when min(${ae.conversion}) = max(${ae.conversion}) then min(${ae.conversion}) end`,
      co2e_kg: sql<number>`sum(${ae.co2e_kg}::numeric)::float8`,
      weighted: sql<number>`sum((${ae.co2e_kg} * ${ae.uncertainty})::numeric)::float8`,
      activities: sql<number>`count(*)::int`,
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

/**
 * The first activities of each line of the figure (at most `perLine`, by date then id, so a line of
 * thousands of activities leaves room for the others), at most `limit` in all, lines in order of
 * inventory item and gas value.
 */
export async function listWorkingActivityRows(
  db: Conn,
  companyId: number,
  filter: QuantifyFilter,
  narrowing: WorkingNarrowing,
  perLine: number,
  limit: number,
): Promise<WorkingActivityRow[]> {
  const ranked = tenant(db, companyId)
    .selectFrom(ae, {
      activity_id: ae.activity_id,
      gas_emission_id: ae.gas_emission_id,
      rank: sql<number>`row_number() over (partition by ${sql.join([...lineOrder], sql`, `)} order by ${a.date}, ${a.id})`.as(
        'rank',
      ),
    })
    .innerJoin(a, and(eq(a.company_id, ae.company_id), eq(a.id, ae.activity_id)))
    .where(conditions(db, filter, narrowing))
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
