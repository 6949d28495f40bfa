import type {
  TReconciledFigures,
  TReconciledLine,
  TReconciliation,
  TReconciliationMismatch,
  TRollupMismatch,
} from '@huella/shared';
import type { Tx } from '../../db/client.ts';
import type { ServiceContext } from '../../lib/context.ts';
import {
  pendingCatalogueEvents,
  type TCatalogueEvent,
} from '../catalogue-events/catalogue-events.service.ts';
import { closedPeriodsOf } from '../closed-periods/closed-periods.service.ts';
import {
  createCalculator,
  scopeOfEvent,
  storedEmissionsOf,
  storeEmissions,
} from '../emissions/emissions.service.ts';
import {
  countFlaggedActivities,
  findCompanyCatalogueUse,
  findRollupMismatches,
  findRollupYears,
  findStoredActivities,
  findStoredLines,
  rebuildRollups,
  recordReconcileAudit,
  type RollupYear,
  type StoredActivityRow,
  type StoredLineRow,
} from './reconciliation.repository.ts';

// Reconciliation (DESIGN §4): stored figures never drift from the catalogue, and this checks it.
// Every stored activity, of every company, is calculated again in memory from the catalogue as it
// is now, with the calculator the saving and the recalculation use, and compared with what is
// stored: its totals, its uncertainty, its flag and reason, and each of its lines. The activities
// are walked a batch at a time in id order, each batch in a transaction of its own, so a million
// activities never sit in memory. Nothing is written unless asked (`fix`): then each mismatch is
// stored as calculated, its rows locked while the batch runs, with an audit entry per company.

/** Activities checked per transaction. */
export const RECONCILE_BATCH = 1000;
/** Mismatches answered at most (the check goes on to the end and counts them all). */
export const RECONCILE_MISMATCHES_SHOWN = 1000;

export type ReconcileOptions = {
  /** Store the fresh figures of every mismatch (with an audit entry per company). */
  fix?: boolean;
  /** Activities per batch (tests make it small to cross batches). */
  batch?: number;
};

export type ReconcileOutcome = TReconciliation & {
  /** Activities whose stored figures disagree, all of them (`mismatches` holds the first ones). */
  mismatched: number;
  /** Activities rewritten by the fix. */
  fixed: number;
  /** Roll-up rows that disagree, all of them (`rollup_mismatches` holds the first ones). */
  rollups_mismatched: number;
  /** Companies' years whose roll-ups the fix wrote again. */
  rollup_years_fixed: number;
};

/** Two stored numbers are the same figure (only the order of float additions may differ). */
function isSameNumber(a: number, b: number): boolean {
  return a === b || Math.abs(a - b) <= 1e-12 * Math.max(1, Math.abs(a), Math.abs(b));
}

function isSameValue(a: unknown, b: unknown): boolean {
  return typeof a === 'number' && typeof b === 'number' ? isSameNumber(a, b) : a === b;
}

const LINE_KEYS = [
  'gas_emission_id',
  'gas_id',
  'factor_id',
  'share',
  'avoided',
  'value',
  'value_unit_id',
  'conversion',
  'quantity',
  'gas_kg',
  'gwp',
  'gwp_report',
  'co2e_kg',
  'uncertainty',
  'value_uncertainty',
  'activity_uncertainty',
] as const satisfies readonly (keyof TReconciledLine)[];

/**
 * What a line names as it read it when computed: the gas's name and formula, the unit's
 * abbreviation, the value's published source. Editing them changes no figure and re-computes nothing
 * (catalogue-events), so a line keeps the words it was computed with and they are not compared.
 */
const NAMES_AS_COMPUTED = new Set<string>(['gas_name', 'gas_formula', 'value_unit', 'fountain', 'reference']);

function lineOf(line: Record<string, unknown>): TReconciledLine {
  return Object.fromEntries(LINE_KEYS.map((key) => [key, line[key]])) as TReconciledLine;
}

/** An activity's figures, its lines as stored or as calculated (with whatever else they hold). */
type Figures = Omit<TReconciledFigures, 'lines'> & { lines: Record<string, unknown>[] };

/**
 * Whether the stored figures agree with the fresh ones. Lines are matched by their gas value; a
 * line agrees when every field the calculation gives is stored alike (a field the calculation
 * learns to give later is compared as soon as it is stored), its figures and what it applied (value,
 * unit, conversion, share, GWP and its report, uncertainties) alike, the names it read aside.
 */
export function isSameFigures(stored: Figures, fresh: Figures): boolean {
  if (
    !isSameNumber(stored.carbon_footprint, fresh.carbon_footprint) ||
    !isSameNumber(stored.carbon_footprint_avoided, fresh.carbon_footprint_avoided) ||
    !isSameNumber(stored.uncertainty, fresh.uncertainty) ||
    stored.flagged !== fresh.flagged ||
    stored.flag_reason !== fresh.flag_reason ||
    stored.lines.length !== fresh.lines.length
  )
    return false;
  const byValue = new Map(stored.lines.map((line) => [line.gas_emission_id, line]));
  return fresh.lines.every((line) => {
    const other = byValue.get(line.gas_emission_id);
    return (
      other !== undefined &&
      Object.keys(line).every(
        (key) => NAMES_AS_COMPUTED.has(key) || !(key in other) || isSameValue(other[key], line[key]),
      )
    );
  });
}

type BatchOutcome = { last: number | null; checked: number; mismatches: TReconciliationMismatch[] };

/** Checks (and with `fix`, repairs) the next batch of activities after `afterId`. */
async function reconcileBatch(tx: Tx, afterId: number, size: number, fix: boolean): Promise<BatchOutcome> {
  const activities: StoredActivityRow[] = await findStoredActivities(tx, afterId, size, { lock: fix });
  if (activities.length === 0) return { last: null, checked: 0, mismatches: [] };
  const lines = new Map<number, StoredLineRow[]>();
  for (const line of await findStoredLines(
    tx,
    activities.map((activity) => activity.id),
  )) {
    const of = lines.get(line.activity_id) ?? [];
    of.push(line);
    lines.set(line.activity_id, of);
  }
  const calculator = createCalculator(tx);
  await calculator.prepare(
    activities.map((activity) => activity.emission_factor_id),
    activities.map((activity) => activity.unit_measurement_id),
  );
  const mismatches: TReconciliationMismatch[] = [];
  const fixes = new Map<number, ReturnType<typeof storedEmissionsOf>[]>();
  const closed = await closedPeriodsOf(tx, [...new Set(activities.map((activity) => activity.company_id))]);
  for (const activity of activities) {
    // A closed period keeps the figures it was reported with: a later catalogue change is held, not a mismatch.
    if (closed.holding(activity.company_id, activity.date)) continue;
    const result = storedEmissionsOf(
      activity,
      calculator.calculate({
        date: activity.date,
        consumption: activity.consumption,
        unit_measurement_id: activity.unit_measurement_id,
        factor_id: activity.emission_factor_id,
        activity_uncertainty: activity.activity_uncertainty,
      }),
    );
    const stored: Figures = {
      carbon_footprint: activity.carbon_footprint,
      carbon_footprint_avoided: activity.carbon_footprint_avoided,
      uncertainty: activity.uncertainty,
      flagged: activity.flagged,
      flag_reason: activity.flag_reason,
      lines: lines.get(activity.id) ?? [],
    };
    const fresh: Figures = {
      carbon_footprint: result.carbon_footprint,
      carbon_footprint_avoided: result.carbon_footprint_avoided,
      uncertainty: result.uncertainty,
      flagged: result.flag_reason !== null,
      flag_reason: result.flag_reason,
      lines: result.lines,
    };
    if (isSameFigures(stored, fresh)) continue;
    mismatches.push({
      company_id: activity.company_id,
      activity_id: activity.id,
      stored: { ...stored, lines: stored.lines.map(lineOf) },
      fresh: { ...fresh, lines: fresh.lines.map(lineOf) },
    });
    if (fix) fixes.set(activity.company_id, [...(fixes.get(activity.company_id) ?? []), result]);
  }
  for (const [companyId, results] of fixes) {
    await storeEmissions(tx, companyId, results);
    await recordReconcileAudit(tx, {
      company_id: companyId,
      activity_ids: results.map((result) => result.activity_id),
    });
  }
  return { last: activities.at(-1)!.id, checked: activities.length, mismatches };
}

/** Tries of a batch whose snapshot a concurrent write made stale (SQLSTATE 40001). */
const SNAPSHOT_TRIES = 3;

/**
 * Runs a batch in a transaction. A check reads the batch in one snapshot (repeatable read), so a
 * write committed in between cannot make an activity's stored lines and totals look apart; the
 * calculator's share locks on the catalogue rows it reads then fail when one of them changed since,
 * and the batch is read again. A fix locks the batch's activities instead.
 */
async function inOneSnapshot<T>(
  ctx: Pick<ServiceContext, 'db'>,
  fix: boolean,
  run: (tx: Tx) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.db.transaction(run, fix ? undefined : { isolationLevel: 'repeatable read' });
    } catch (error) {
      if (attempt >= SNAPSHOT_TRIES || !isSerializationFailure(error)) throw error;
    }
  }
}

function isSerializationFailure(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause)
    if ((cause as { code?: unknown }).code === '40001') return true;
  return false;
}

/** The roll-up rows of a company's year that disagree with what its lines and activities make of it. */
async function rollupMismatchesOf(tx: Tx, year: RollupYear): Promise<TRollupMismatch[]> {
  return (await findRollupMismatches(tx, year)).map((row) => ({
    rollup: row.rollup,
    company_id: year.company_id,
    grain: row.grain,
    period: row.period,
    key: row.key,
    stored: row.stored_count === null ? null : { count: row.stored_count, total: row.stored_total ?? 0 },
    fresh: row.fresh_count === null ? null : { count: row.fresh_count, total: row.fresh_total ?? 0 },
  }));
}

/**
 * Checks the roll-ups of every company's year against its lines and activities, each year in one
 * snapshot; with `fix`, writes a year that disagrees again (after the activities were fixed).
 */
async function reconcileRollups(ctx: Pick<ServiceContext, 'db'>, fix: boolean) {
  const years = await findRollupYears(ctx.db);
  const mismatches: TRollupMismatch[] = [];
  let mismatched = 0;
  let fixed = 0;
  for (const year of years) {
    const found = await inOneSnapshot(ctx, false, (tx) => rollupMismatchesOf(tx, year));
    if (found.length === 0) continue;
    mismatched += found.length;
    mismatches.push(...found.slice(0, RECONCILE_MISMATCHES_SHOWN - mismatches.length));
    if (fix) {
      await ctx.db.transaction((tx) => rebuildRollups(tx, year));
      fixed += 1;
    }
  }
  return { years: years.length, mismatches, mismatched, fixed };
}

/**
 * Calculates every stored activity again and answers those whose stored figures disagree, by
 * company (then activity), then checks the roll-ups against the stored lines and activities; with
 * `fix`, stores the fresh figures of each and writes the roll-ups that disagree again.
 */
export async function reconcileEmissions(
  ctx: Pick<ServiceContext, 'db'>,
  { fix = false, batch = RECONCILE_BATCH }: ReconcileOptions = {},
): Promise<ReconcileOutcome> {
  let checked = 0;
  let mismatched = 0;
  const mismatches: TReconciliationMismatch[] = [];
  let after: number | null = 0;
  while (after !== null) {
    const from: number = after;
    const outcome = await inOneSnapshot(ctx, fix, (tx) => reconcileBatch(tx, from, batch, fix));
    checked += outcome.checked;
    mismatched += outcome.mismatches.length;
    mismatches.push(...outcome.mismatches.slice(0, RECONCILE_MISMATCHES_SHOWN - mismatches.length));
    after = outcome.last;
  }
  mismatches.sort((a, b) => a.company_id - b.company_id || a.activity_id - b.activity_id);
  const rollups = await reconcileRollups(ctx, fix);
  return {
    checked,
    mismatches,
    mismatched,
    fixed: fix ? mismatched : 0,
    rollup_years: rollups.years,
    rollup_mismatches: rollups.mismatches,
    rollups_mismatched: rollups.mismatched,
    rollup_years_fixed: rollups.fixed,
  };
}

// The state of one company's stored figures, which its members see with the company: how many of
// its activities are flagged, and how many catalogue changes are still to be recalculated that can
// change its figures. A change is counted for the company when it names a factor its activities are
// recorded on (or a part of such a blend), a gas of those factors' values or of its stored lines,
// or a unit of its activities or of those values: the catalogue side of the recalculation's own
// scope (modules/emissions), read from what the company uses rather than from each activity.

/** Pending catalogue changes looked at per company at most (the count says "at least" beyond). */
export const PENDING_CHANGES_COUNTED = 1000;

export type StoredFiguresState = { flagged_activities: number; pending_recomputes: number };

const meets = (ids: number[] | undefined, used: Set<number>) => (ids ?? []).some((id) => used.has(id));

export async function storedFiguresState(
  ctx: Pick<ServiceContext, 'db'>,
  companyId: number,
): Promise<StoredFiguresState> {
  const flagged_activities = await countFlaggedActivities(ctx.db, companyId);
  const pending = await pendingCatalogueEvents(ctx.db, PENDING_CHANGES_COUNTED);
  if (pending.length === 0) return { flagged_activities, pending_recomputes: 0 };
  const use = await findCompanyCatalogueUse(ctx.db, companyId);
  const pending_recomputes = pending.filter((event) => {
    const scope = scopeOfEvent(event as unknown as TCatalogueEvent);
    return (
      scope.period?.companyId === companyId ||
      meets(scope.factorIds, use.factorIds) ||
      meets(scope.gasIds, use.gasIds) ||
      meets(scope.unitIds, use.unitIds)
    );
  }).length;
  return { flagged_activities, pending_recomputes };
}
