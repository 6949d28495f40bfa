import { and, asc, between, count, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TCalcGas, TCalcGasValue, TCalcUnit, TEmissionLine } from '@huella/shared';
import { recordAudit } from '../../db/audit-log.ts';
import { arrayParam } from '../../db/batch.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  activity_emissions,
  catalogue_events,
  emission_activities,
  emission_factor_parts,
  emission_factors,
  emission_sources,
  gas_emissions,
  gases,
  unit_measurements,
} from '../../db/schema/index.ts';
import { acrossCompanies, tenant, type BatchColumns } from '../../db/tenant.ts';

// What the calculation reads from the catalogue, and where its results are stored: the per-gas
// rows of each activity (`activity_emissions`) and the activity's totals, replaced together.

type Conn = Db | Tx;

/** Rows per INSERT of emission lines (one array parameter per column, whatever the rows). */
const LINE_CHUNK = 2000;
/** Activities whose lines and totals one statement each replaces. */
const TOTALS_CHUNK = 10_000;

export type CalcFactorRow = { id: number; name: string; derives: boolean };
export type CalcPartRow = { factor_id: number; part_factor_id: number; percent: number; avoided: boolean };

/** The factors with these ids, share-locked until the transaction ends (see createCalculator). */
export async function findCalcFactors(db: Conn, ids: number[]): Promise<CalcFactorRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: emission_factors.id, name: emission_factors.name, derives: emission_factors.derives })
    .from(emission_factors)
    .where(inArray(emission_factors.id, ids))
    .orderBy(asc(emission_factors.id))
    .for('share');
}

/** The parts of these derived factors. */
export async function findCalcParts(db: Conn, factorIds: number[]): Promise<CalcPartRow[]> {
  if (factorIds.length === 0) return [];
  return db
    .select({
      factor_id: emission_factor_parts.factor_id,
      part_factor_id: emission_factor_parts.part_factor_id,
      percent: emission_factor_parts.percent,
      avoided: emission_factor_parts.avoided,
    })
    .from(emission_factor_parts)
    .where(inArray(emission_factor_parts.factor_id, factorIds))
    .orderBy(asc(emission_factor_parts.id));
}

const unitColumns = {
  id: unit_measurements.id,
  group: unit_measurements.group,
  factor: unit_measurements.factor,
  abbreviation: unit_measurements.abbreviation,
};

/** Every gas value of these factors, with its unit. */
export async function findCalcGasValues(db: Conn, factorIds: number[]): Promise<TCalcGasValue[]> {
  if (factorIds.length === 0) return [];
  const rows = await db
    .select({
      id: gas_emissions.id,
      factor_id: gas_emissions.factor_id,
      gas_id: gas_emissions.gas_id,
      value: gas_emissions.value,
      uncertainty: gas_emissions.uncertainty,
      date_start: gas_emissions.date_start,
      date_end: gas_emissions.date_end,
      avoided: gas_emissions.avoided,
      fountain: gas_emissions.fountain,
      reference: gas_emissions.reference,
      unit: unitColumns,
    })
    .from(gas_emissions)
    .innerJoin(unit_measurements, eq(unit_measurements.id, gas_emissions.unit_measurement_id))
    .where(inArray(gas_emissions.factor_id, factorIds))
    .orderBy(asc(gas_emissions.id));
  return rows;
}

/**
 * These gases as the calculation applies them (name, formula, GWP and its report), share-locked
 * until the transaction ends.
 */
export async function findCalcGases(db: Conn, gasIds: number[]): Promise<Map<number, TCalcGas>> {
  if (gasIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: gases.id,
      name: gases.name,
      formula: gases.formula,
      gwp: gases.pc,
      gwp_report: gases.gwp_report,
    })
    .from(gases)
    .where(inArray(gases.id, gasIds))
    .orderBy(asc(gases.id))
    .for('share');
  return new Map(rows.map(({ id, ...gas }) => [id, gas]));
}

/** The units with these ids, share-locked until the transaction ends. */
export async function findCalcUnits(db: Conn, ids: number[]): Promise<TCalcUnit[]> {
  if (ids.length === 0) return [];
  return db
    .select(unitColumns)
    .from(unit_measurements)
    .where(inArray(unit_measurements.id, ids))
    .orderBy(asc(unit_measurements.id))
    .for('share');
}

/** What an activity's stored emissions are replaced with. */
export type StoredEmissions = {
  activity_id: number;
  company_id: number;
  lines: TEmissionLine[];
  carbon_footprint: number;
  carbon_footprint_avoided: number;
  uncertainty: number;
  /** Why the activity could not be calculated (a shared message key), or null. */
  flag_reason: string | null;
};

/** The columns of an emission line, as a batch writes them. */
const LINE_BATCH = {
  activity_id: 'int',
  gas_emission_id: 'int',
  gas_id: 'int',
  gas_name: 'text',
  gas_formula: 'text',
  factor_id: 'int',
  share: 'float8',
  avoided: 'boolean',
  value: 'float8',
  value_unit_id: 'int',
  value_unit: 'text',
  conversion: 'float8',
  quantity: 'float8',
  gas_kg: 'float8',
  gwp: 'float8',
  gwp_report: 'text',
  co2e_kg: 'float8',
  uncertainty: 'float8',
  value_uncertainty: 'float8',
  activity_uncertainty: 'float8',
  fountain: 'text',
  reference: 'text',
} as const satisfies BatchColumns<typeof activity_emissions>;

/**
 * The columns of new lines: what names the gas value a line applied (its source and reference run
 * to hundreds of characters) travels once per statement for all the lines that applied it.
 */
const NEW_LINE_BATCH = {
  ...LINE_BATCH,
  gas_name: 'repeated text',
  gas_formula: 'repeated text',
  value_unit: 'repeated text',
  gwp_report: 'repeated text',
  fountain: 'repeated text',
  reference: 'repeated text',
} as const satisfies BatchColumns<typeof activity_emissions>;

/** The results, each of the company (a result of another one is a mistake of the caller). */
function ofCompany<T extends Pick<StoredEmissions, 'company_id'>>(companyId: number, results: T[]): T[] {
  for (const result of results)
    if (result.company_id !== companyId)
      throw new Error(`emissions of company ${result.company_id} stored through company ${companyId}`);
  return results;
}

/**
 * Writes the emission lines of the company's activities that have none yet (new activities), a
 * whole batch in one statement.
 */
export async function insertEmissionLines(
  db: Conn,
  companyId: number,
  results: Pick<StoredEmissions, 'activity_id' | 'company_id' | 'lines'>[],
): Promise<void> {
  const company = tenant(db, companyId);
  const columns = Object.keys(NEW_LINE_BATCH) as (keyof typeof NEW_LINE_BATCH)[];
  // Each column's values straight from the lines, a chunk at a time: no copy of each line.
  let values = emptyColumns(columns);
  let count = 0;
  for (const result of ofCompany(companyId, results)) {
    for (const line of result.lines) {
      for (const column of columns)
        values[column].push(
          column === 'activity_id' ? result.activity_id : ((line as Record<string, unknown>)[column] ?? null),
        );
      if (++count === LINE_CHUNK) {
        await company.insertColumns(activity_emissions, NEW_LINE_BATCH, values);
        values = emptyColumns(columns);
        count = 0;
      }
    }
  }
  if (count > 0) await company.insertColumns(activity_emissions, NEW_LINE_BATCH, values);
}

const emptyColumns = <K extends string>(columns: readonly K[]) =>
  Object.fromEntries(columns.map((column) => [column, [] as unknown[]])) as Record<K, unknown[]>;

/** What a line holds besides its key (activity, gas value): what a recalculation may change. */
const LINE_VALUES = (Object.keys(LINE_BATCH) as (keyof typeof LINE_BATCH)[]).filter(
  (column) => column !== 'activity_id' && column !== 'gas_emission_id',
);

type LineRow = { activity_id: number; gas_emission_id: number } & Record<
  (typeof LINE_VALUES)[number],
  unknown
>;

const lineKey = (line: { activity_id: number; gas_emission_id: number }) =>
  `${line.activity_id}:${line.gas_emission_id}`;

/** Lines' keys as `unnest(…) as v(activity_id, gas_emission_id)`. */
function keysAsValues(keys: { activity_id: number; gas_emission_id: number }[]): SQL {
  return sql`unnest(${arrayParam(keys.map((key) => key.activity_id))}::int[], ${arrayParam(keys.map((key) => key.gas_emission_id))}::int[]) as v(activity_id, gas_emission_id)`;
}

/**
 * What a line takes from its gas value and gas: the same on every line of that value that one
 * calculation gives, so a batch sends each once (a variant) and its lines name it.
 */
const VALUE_COLUMNS = [
  'gas_id',
  'gas_name',
  'gas_formula',
  'factor_id',
  'value',
  'value_unit_id',
  'value_unit',
  'gwp',
  'gwp_report',
  'value_uncertainty',
  'fountain',
  'reference',
] as const satisfies readonly (typeof LINE_VALUES)[number][];

/** What a line has of its own activity: its share, conversion and figures. */
const OWN_COLUMNS = [
  'share',
  'avoided',
  'conversion',
  'quantity',
  'gas_kg',
  'co2e_kg',
  'uncertainty',
  'activity_uncertainty',
] as const satisfies readonly (typeof LINE_VALUES)[number][];

/** The table's columns against `v` (own columns) and `g` (the variant's). */
const columnOf = (column: (typeof LINE_VALUES)[number]) =>
  (VALUE_COLUMNS as readonly string[]).includes(column) ? `g.${column}` : `v.${column}`;

/** Whether a stored line's figures differ from those given (`v`, `g`). */
const LINE_DIFFERS = sql`(${sql.join(
  LINE_VALUES.map((column) => activity_emissions[column]),
  sql`, `,
)}) is distinct from (${sql.raw(LINE_VALUES.map(columnOf).join(', '))})`;

const sameVariant = (a: TEmissionLine, b: TEmissionLine) =>
  VALUE_COLUMNS.every((column) => a[column] === b[column]);

/**
 * Lines as `v(activity_id, gas_emission_id, variant, own columns…) join g(value columns…, variant)`:
 * what they take from their gas value travels once per variant, not once per line.
 */
function linesAsVariants(lines: { activity_id: number; line: TEmissionLine }[]): SQL {
  const variants: TEmissionLine[] = [];
  const variantsOf = new Map<number, number[]>();
  const activityIds: number[] = [];
  const gasEmissionIds: number[] = [];
  const variantIds: number[] = [];
  const own = OWN_COLUMNS.map(() => [] as unknown[]);
  for (const { activity_id, line } of lines) {
    const known = variantsOf.get(line.gas_emission_id) ?? [];
    let variant = known.find((index) => sameVariant(variants[index - 1]!, line));
    if (variant === undefined) {
      variant = variants.push(line);
      variantsOf.set(line.gas_emission_id, [...known, variant]);
    }
    activityIds.push(activity_id);
    gasEmissionIds.push(line.gas_emission_id);
    variantIds.push(variant);
    OWN_COLUMNS.forEach((column, at) => own[at]!.push(line[column]));
  }
  const array = (values: unknown[], column: keyof typeof LINE_BATCH) =>
    sql`${arrayParam(values)}::${sql.raw(LINE_BATCH[column])}[]`;
  return sql`unnest(${arrayParam(activityIds)}::int[], ${arrayParam(gasEmissionIds)}::int[], ${arrayParam(variantIds)}::int[], ${sql.join(
    OWN_COLUMNS.map((column, at) => array(own[at]!, column)),
    sql`, `,
  )}) as v(activity_id, gas_emission_id, variant, ${sql.raw(OWN_COLUMNS.join(', '))})
    join unnest(${sql.join(
      VALUE_COLUMNS.map((column) =>
        array(
          variants.map((line) => line[column] ?? null),
          column,
        ),
      ),
      sql`, `,
    )}) with ordinality as g(${sql.raw(VALUE_COLUMNS.join(', '))}, variant) on g.variant = v.variant`;
}

/**
 * Replaces the emission lines and totals of these activities of the company, all in the caller's
 * transaction: a line whose gas value no longer applies goes, a new one is written, one that applies
 * with other figures is updated in place, and one the calculation gives again unchanged is left as
 * it is (a recalculation after one gas value changed rewrites that value's lines only); each
 * activity's totals and flag are set, where they change. Only the stored lines' keys come back to
 * be compared here: their figures are compared where they are stored, in the statement that
 * updates those that differ.
 */
export async function replaceActivityEmissions(
  db: Conn,
  companyId: number,
  results: StoredEmissions[],
): Promise<void> {
  const company = tenant(db, companyId);
  for (let at = 0; at < results.length; at += TOTALS_CHUNK) {
    const chunk = ofCompany(companyId, results.slice(at, at + TOTALS_CHUNK));
    const ids = arrayParam(chunk.map((result) => result.activity_id));
    const stored = await company
      .selectFrom(activity_emissions, {
        activity_id: activity_emissions.activity_id,
        gas_emission_id: activity_emissions.gas_emission_id,
      })
      .where(sql`${activity_emissions.activity_id} = any(${ids}::int[])`);
    const storedKeys = new Set(stored.map(lineKey));
    const freshKeys = new Set<string>();
    const added: LineRow[] = [];
    const kept: { activity_id: number; line: TEmissionLine }[] = [];
    for (const { activity_id, lines } of chunk)
      for (const line of lines) {
        const key = lineKey({ activity_id, gas_emission_id: line.gas_emission_id });
        freshKeys.add(key);
        if (storedKeys.has(key)) kept.push({ activity_id, line });
        else added.push({ ...line, activity_id });
      }
    const gone = stored.filter((line) => !freshKeys.has(lineKey(line)));
    if (gone.length > 0)
      await company
        .deleteFrom(activity_emissions)
        .where(
          sql`(${activity_emissions.activity_id}, ${activity_emissions.gas_emission_id}) in (select * from ${keysAsValues(gone)})`,
        );
    if (kept.length > 0)
      await company
        .updateSet(activity_emissions, {
          ...Object.fromEntries(LINE_VALUES.map((column) => [column, sql.raw(columnOf(column))])),
          computed_at: sql`now()`,
        })
        .from(linesAsVariants(kept))
        .where(
          sql`${activity_emissions.activity_id} = v.activity_id and ${activity_emissions.gas_emission_id} = v.gas_emission_id and ${LINE_DIFFERS}`,
        );
    for (let from = 0; from < added.length; from += LINE_CHUNK)
      await company.insertBatch(activity_emissions, LINE_BATCH, added.slice(from, from + LINE_CHUNK));
    await company
      .updateSet(emission_activities, {
        carbon_footprint: sql`v.footprint`,
        carbon_footprint_avoided: sql`v.avoided`,
        uncertainty: sql`v.uncertainty`,
        flagged: sql`v.reason is not null`,
        flag_reason: sql`v.reason`,
        // A recalculation is not an edit of the activity: its updated_at stays.
        updated_at: sql`${emission_activities.updated_at}`,
      })
      .from(
        sql`unnest(${ids}::int[], ${arrayParam(chunk.map((result) => result.carbon_footprint))}::float8[],
          ${arrayParam(chunk.map((result) => result.carbon_footprint_avoided))}::float8[],
          ${arrayParam(chunk.map((result) => result.uncertainty))}::float8[],
          ${arrayParam(chunk.map((result) => result.flag_reason))}::text[])
          as v(id, footprint, avoided, uncertainty, reason)`,
      )
      .where(
        sql`${emission_activities.id} = v.id and (${emission_activities.carbon_footprint}, ${emission_activities.carbon_footprint_avoided}, ${emission_activities.uncertainty}, ${emission_activities.flagged}, ${emission_activities.flag_reason}) is distinct from (v.footprint, v.avoided, v.uncertainty, v.reason is not null, v.reason)`,
      );
  }
}

/** An activity as the recalculation reads it. */
export type RecomputeActivityRow = {
  id: number;
  company_id: number;
  date: string;
  consumption: number;
  unit_measurement_id: number;
  emission_factor_id: number;
  /** Its stored footprint, t CO2e (what a closed period keeps). */
  carbon_footprint: number;
  /** Its emission source's activity-data uncertainty (0 when recorded by factor). */
  activity_uncertainty: number;
};

/** What a catalogue change touches: activities on these factors, of these gases, of these units. */
export type RecomputeScope = {
  /** Activities recorded on these factors (directly, or on a blend holding one of them), any date. */
  factorIds?: number[];
  /**
   * Activities on a factor with a value of one of these gases (directly, or through a blend), flagged
   * ones too, and those whose stored lines use one.
   */
  gasIds?: number[];
  /** Activities recorded in one of these units, or whose lines use a gas value in one of them. */
  unitIds?: number[];
  /** Every activity of one company dated in a period (a closed period reopened). */
  period?: { companyId: number; from: string; to: string };
};

/** The condition of a scope on `emission_activities` (null when it touches nothing). */
function scopeCondition(db: Conn, scope: RecomputeScope): SQL | null {
  const conditions: SQL[] = [];
  if (scope.period)
    conditions.push(
      and(
        eq(emission_activities.company_id, scope.period.companyId),
        between(emission_activities.date, scope.period.from, scope.period.to),
      )!,
    );
  if (scope.factorIds && scope.factorIds.length > 0) {
    const ids = scope.factorIds;
    conditions.push(
      or(
        inArray(emission_activities.emission_factor_id, ids),
        inArray(emission_activities.emission_factor_id, blendsHolding(ids)),
      )!,
    );
  }
  if (scope.gasIds && scope.gasIds.length > 0) {
    const withGas = sql`(select ${gas_emissions.factor_id} from ${gas_emissions} where ${inArray(gas_emissions.gas_id, scope.gasIds)})`;
    conditions.push(
      or(
        inArray(emission_activities.emission_factor_id, withGas),
        inArray(emission_activities.emission_factor_id, blendsHolding(withGas)),
        inArray(
          emission_activities.id,
          // A catalogue change reaches every company's activities (see findActivitiesInScope).
          acrossCompanies(db)
            .selectFrom(activity_emissions, { id: activity_emissions.activity_id })
            .where(inArray(activity_emissions.gas_id, scope.gasIds)),
        ),
      )!,
    );
  }
  if (scope.unitIds && scope.unitIds.length > 0) {
    const units = scope.unitIds;
    conditions.push(
      or(
        inArray(emission_activities.unit_measurement_id, units),
        inArray(
          emission_activities.emission_factor_id,
          sql`(select ${gas_emissions.factor_id} from ${gas_emissions} where ${inArray(gas_emissions.unit_measurement_id, units)})`,
        ),
        inArray(
          emission_activities.emission_factor_id,
          sql`(select ${emission_factor_parts.factor_id} from ${emission_factor_parts} join ${gas_emissions} on ${gas_emissions.factor_id} = ${emission_factor_parts.part_factor_id} where ${inArray(gas_emissions.unit_measurement_id, units)})`,
        ),
      )!,
    );
  }
  return conditions.length === 0 ? null : or(...conditions)!;
}

/** The blends holding one of these factors (ids, or a subquery of them) as a part (a subquery). */
function blendsHolding(factorIds: number[] | SQL): SQL {
  return sql`(select ${emission_factor_parts.factor_id} from ${emission_factor_parts} where ${inArray(emission_factor_parts.part_factor_id, factorIds)})`;
}

/**
 * The next activities a catalogue change touches, in id order after `afterId`: the recalculation
 * walks them a batch at a time, so it never holds them all.
 */
export async function findActivitiesInScope(
  db: Conn,
  scope: RecomputeScope,
  afterId: number,
  limit: number,
): Promise<RecomputeActivityRow[]> {
  const condition = scopeCondition(db, scope);
  if (!condition) return [];
  // A catalogue change reaches every company's activities on the factor, gas or unit it changed.
  // They are locked until the batch commits, and read again once a save holding one has committed:
  // the recalculation never writes figures over an edit it did not see.
  return acrossCompanies(db)
    .selectFrom(emission_activities, {
      id: emission_activities.id,
      company_id: emission_activities.company_id,
      date: emission_activities.date,
      consumption: emission_activities.consumption,
      unit_measurement_id: emission_activities.unit_measurement_id,
      emission_factor_id: emission_activities.emission_factor_id,
      carbon_footprint: emission_activities.carbon_footprint,
      activity_uncertainty: sql<number>`coalesce(${emission_sources.activity_uncertainty}, 0)`.mapWith(
        Number,
      ),
    })
    .leftJoin(
      emission_sources,
      and(
        eq(emission_sources.company_id, emission_activities.company_id),
        eq(emission_sources.id, emission_activities.emission_source_id),
      ),
    )
    .where(and(gt(emission_activities.id, afterId), condition))
    .orderBy(asc(emission_activities.id))
    .limit(limit)
    .for('update', { of: emission_activities });
}

/** The audit entry of a recalculation in one company: what changed and how many activities. */
export async function recordRecomputeAudit(
  db: Conn,
  entry: {
    company_id: number;
    event_id: number;
    kind: string;
    recomputed: number;
    flagged: number;
    /** Activities of closed periods left as they were (their holds say what the change would make of them). */
    held: number;
  },
): Promise<void> {
  await recordAudit(db, {
    actor_id: null,
    actor_email: null,
    company_id: entry.company_id,
    entity: 'emission-activities.recompute',
    entity_id: String(entry.event_id),
    action: 'update',
    changes: [
      entry.kind,
      `recomputed:${entry.recomputed}`,
      `flagged:${entry.flagged}`,
      ...(entry.held > 0 ? [`held:${entry.held}`] : []),
    ],
    method: 'JOB',
    path: 'recompute-emissions',
    ip: null,
    request_id: null,
  });
}

/** How far the recalculation is: catalogue changes waiting, and activities flagged. */
export async function countRecomputeState(db: Conn): Promise<{ pending: number; flagged: number }> {
  const [pending] = await db
    .select({ n: count() })
    .from(catalogue_events)
    .where(isNull(catalogue_events.processed_at));
  // The platform's recalculation, over every company: how many activities it left flagged.
  const [flagged] = await acrossCompanies(db)
    .selectFrom(emission_activities, { n: count() })
    .where(eq(emission_activities.flagged, true));
  return { pending: pending?.n ?? 0, flagged: flagged?.n ?? 0 };
}
