import {
  calculateActivity,
  footprintOf,
  sumOf,
  type TActivityCalculation,
  type TCalcActivity,
  type TCalcCatalogue,
  type TCalcFactor,
  type TCalcGas,
  type TCalcGasValue,
  type TCalcUnit,
} from '@huella/shared';
import type { Db, Tx } from '../../db/client.ts';
import {
  findCalcFactors,
  findCalcGases,
  findCalcGasValues,
  findCalcParts,
  findCalcUnits,
  insertEmissionLines,
  countRecomputeState,
  findActivitiesInScope,
  recordRecomputeAudit,
  replaceActivityEmissions,
  type RecomputeScope,
  type StoredEmissions,
} from './emissions.repository.ts';
import type { ServiceContext } from '../../lib/context.ts';
import {
  markCatalogueEventsProcessed,
  pendingCatalogueEvents,
  type TCatalogueEvent,
} from '../catalogue-events/catalogue-events.service.ts';
import { clearHolds, closedPeriodsOf, recordHold } from '../closed-periods/closed-periods.service.ts';

// The calculation against the database (DESIGN §4): a calculator loads the catalogue rows a set of
// activities needs (their factors, the parts of blends, every gas value of those factors, the
// gases with their GWP and the units) once, then calculates each activity in memory with the
// shared pure functions. `storeEmissions` writes the results: the lines and totals of each activity together.

type Conn = Db | Tx;

/** What a calculator needs of an activity: its day, consumption, unit, factor and activity-data uncertainty. */
export type CalculatorInput = Omit<TCalcActivity, 'unit'> & { unit_measurement_id: number };

export type Calculator = {
  /** Loads what activities on these factors and units need (what was loaded stays). */
  prepare(factorIds: Iterable<number>, unitIds: Iterable<number>): Promise<void>;
  /** The unit, once prepared. */
  unit(id: number): TCalcUnit | undefined;
  /** Calculates an activity whose factor and unit were prepared. */
  calculate(activity: CalculatorInput): TActivityCalculation;
};

/**
 * A calculator reading the catalogue through `db` (the caller's transaction). It reads the factors,
 * the parts' factors, the gases and the units under a share lock, held until the transaction ends; a
 * factor's gas values and parts are written under its row lock. So a catalogue change either waits
 * until the activity being saved has committed (and its recalculation then sees it) or has committed
 * before the read, which sees it: a save never keeps figures of a catalogue already changed with
 * nothing left pending (DESIGN §4).
 */
export function createCalculator(db: Conn): Calculator {
  const factors = new Map<number, TCalcFactor>();
  const values = new Map<number, TCalcGasValue[]>();
  const gases = new Map<number, TCalcGas>();
  const units = new Map<number, TCalcUnit>();
  const catalogue: TCalcCatalogue = {
    factor: (id) => factors.get(id),
    gasValues: (id) => values.get(id) ?? [],
    gas: (id) => gases.get(id),
  };
  return {
    async prepare(factorIds, unitIds) {
      const wanted = [...new Set(factorIds)].filter((id) => !factors.has(id));
      const rows = await findCalcFactors(db, wanted);
      const parts = await findCalcParts(
        db,
        rows.filter((row) => row.derives).map((row) => row.id),
      );
      const partIds = [...new Set(parts.map((part) => part.part_factor_id))].filter(
        (id) => !factors.has(id) && !wanted.includes(id),
      );
      const partRows = await findCalcFactors(db, partIds);
      for (const row of [...rows, ...partRows]) {
        factors.set(row.id, {
          id: row.id,
          name: row.name,
          derives: row.derives,
          parts: parts
            .filter((part) => part.factor_id === row.id)
            .map((part) => ({
              factor_id: part.part_factor_id,
              percent: part.percent,
              avoided: part.avoided,
            })),
        });
      }
      const plain = [...rows, ...partRows].filter((row) => !row.derives).map((row) => row.id);
      for (const id of plain) values.set(id, []);
      const gasValues = await findCalcGasValues(db, plain);
      for (const value of gasValues) values.get(value.factor_id)!.push(value);
      const gasIds = [...new Set(gasValues.map((value) => value.gas_id))].filter((id) => !gases.has(id));
      for (const [id, gas] of await findCalcGases(db, gasIds)) gases.set(id, gas);
      // A value's unit is read again under its lock, like the activity's.
      const unitIdsWanted = [...new Set([...unitIds, ...gasValues.map((value) => value.unit.id)])].filter(
        (id) => !units.has(id),
      );
      for (const unit of await findCalcUnits(db, unitIdsWanted)) units.set(unit.id, unit);
      for (const value of gasValues) value.unit = units.get(value.unit.id) ?? value.unit;
    },
    unit: (id) => units.get(id),
    calculate(activity) {
      const unit = units.get(activity.unit_measurement_id);
      if (!unit) throw new Error(`Unit ${activity.unit_measurement_id} was not prepared`);
      return calculateActivity(
        {
          date: activity.date,
          consumption: activity.consumption,
          unit,
          factor_id: activity.factor_id,
          activity_uncertainty: activity.activity_uncertainty,
        },
        catalogue,
      );
    },
  };
}

/**
 * What to store for an activity from its calculation: its lines and totals, its own uncertainty
 * (its lines combined, DESIGN §4), or no lines and a flag when it cannot be calculated.
 */
export function storedEmissionsOf(
  activity: { id: number; company_id: number },
  result: TActivityCalculation,
): StoredEmissions {
  if (!result.ok)
    return {
      activity_id: activity.id,
      company_id: activity.company_id,
      lines: [],
      carbon_footprint: 0,
      carbon_footprint_avoided: 0,
      uncertainty: 0,
      flag_reason: JSON.stringify({ message: result.message, params: result.params, field: result.field }),
    };
  const own = footprintOf(
    result.lines.map((line) => ({
      line: String(line.gas_emission_id),
      co2e_kg: line.co2e_kg,
      uncertainty: line.uncertainty,
      avoided: line.avoided,
    })),
  );
  return {
    activity_id: activity.id,
    company_id: activity.company_id,
    lines: result.lines,
    carbon_footprint: result.carbon_footprint,
    carbon_footprint_avoided: result.carbon_footprint_avoided,
    uncertainty: own.uncertainty,
    flag_reason: null,
  };
}

/** Writes the lines and totals of the company's calculated activities, replacing what they had. */
export function storeEmissions(db: Conn, companyId: number, results: StoredEmissions[]): Promise<void> {
  return replaceActivityEmissions(db, companyId, results);
}

/** Writes the lines of the company's activities just written with their totals (they have no lines yet). */
export function storeNewEmissions(
  db: Conn,
  companyId: number,
  results: Pick<StoredEmissions, 'activity_id' | 'company_id' | 'lines'>[],
): Promise<void> {
  return insertEmissionLines(db, companyId, results);
}

/** Catalogue changes the recalculation has still to take, and activities it flagged. */
export function recomputeState(ctx: ServiceContext) {
  return countRecomputeState(ctx.db);
}

// The recalculation after a catalogue change (DESIGN §4). Each change that alters computed
// emissions left a row in `catalogue_events`, in the transaction of the change (an outbox). The
// recalculation takes them in order and, for each, recalculates the stored activities it touches
// from the catalogue as it is now, a batch at a time, each batch in a transaction of its own. An
// event is marked done (with an audit entry per company saying what changed and how many activities
// were recalculated) only once all its activities are; a stop in between leaves it pending and the
// next run does it again from the start, which changes nothing that was already right. Activities
// the change leaves without a valid value keep their row, are flagged with the reason and count 0.

/**
 * Activities recalculated per transaction: what each costs once (its commit adds to the month and
 * year rows of the roll-ups, its statements are planned and their triggers run) is shared by many,
 * a save of one of them waits for the batch well under a second, and a change touching ten
 * thousand activities is already two batches, one calculated while the other is written.
 */
export const RECOMPUTE_BATCH = 5_000;
/** Events taken per round. */
const EVENTS_PER_ROUND = 20;

/**
 * The activities a catalogue change touches: every one whose figure or calculability it can change.
 * A day calculates only when every gas its factor has anywhere has a value valid that day, so a gas
 * value reaches every activity of its factor (and of the blends using it) whatever its dates.
 */
export function scopeOfEvent(event: Pick<TCatalogueEvent, 'kind' | 'entity_id' | 'payload'>): RecomputeScope {
  const payload = event.payload as Record<string, unknown>;
  switch (event.kind) {
    case 'gas.pc_changed':
    case 'gas.formula_changed':
      return { gasIds: [event.entity_id] };
    case 'gas_emission.changed':
    case 'gas_emission.imported':
      return { factorIds: (payload.factor_ids as number[] | undefined) ?? [] };
    case 'unit.factor_changed':
      return { unitIds: [event.entity_id] };
    case 'factor.parts_changed':
      return { factorIds: [event.entity_id] };
    case 'period.reopened':
      return {
        period: {
          companyId: payload.company_id as number,
          from: payload.date_from as string,
          to: payload.date_to as string,
        },
      };
  }
}

type CompanyCounts = Map<number, { recomputed: number; flagged: number; held: number }>;

/** The event a batch recalculates for: what a closed period's hold names. */
type EventOf = { id: number; kind: string };

/** Σ kg CO2e of a result's lines that count (not avoided): 0 for an activity left flagged. */
function countedKg(result: ReturnType<Calculator['calculate']>): number {
  if (!result.ok) return 0;
  return sumOf(result.lines.filter((line) => !line.avoided).map((line) => line.co2e_kg));
}

/**
 * Recalculates one batch of activities in its own transaction; answers the last id and counts. An
 * activity in a closed period of its company keeps its stored figures: what the change would have
 * made of them is added to the period's hold for the event instead.
 */
async function recomputeBatch(
  tx: Tx,
  scope: RecomputeScope,
  event: EventOf,
  afterId: number,
  counts: CompanyCounts,
  size: number,
  /** Told the batch's last id (null when there was none) once its activities are read and locked. */
  onRead: (lastId: number | null) => void,
): Promise<void> {
  const activities = await findActivitiesInScope(tx, scope, afterId, size);
  onRead(activities.at(-1)?.id ?? null);
  if (activities.length === 0) return;
  const calculator = createCalculator(tx);
  await calculator.prepare(
    activities.map((activity) => activity.emission_factor_id),
    activities.map((activity) => activity.unit_measurement_id),
  );
  const closed = await closedPeriodsOf(tx, [...new Set(activities.map((activity) => activity.company_id))]);
  // A batch holds the activities of every company the change reaches; each company's are stored
  // through its own handle.
  const byCompany = new Map<number, StoredEmissions[]>();
  const holds = new Map<
    number,
    { company_id: number; activities: number; stored: number[]; fresh: number[] }
  >();
  for (const activity of activities) {
    const result = calculator.calculate({
      date: activity.date,
      consumption: activity.consumption,
      unit_measurement_id: activity.unit_measurement_id,
      factor_id: activity.emission_factor_id,
      activity_uncertainty: activity.activity_uncertainty,
    });
    const count = counts.get(activity.company_id) ?? { recomputed: 0, flagged: 0, held: 0 };
    counts.set(activity.company_id, count);
    const period = closed.holding(activity.company_id, activity.date);
    if (period) {
      count.held++;
      const hold = holds.get(period.id) ?? {
        company_id: activity.company_id,
        activities: 0,
        stored: [],
        fresh: [],
      };
      hold.activities++;
      hold.stored.push(activity.carbon_footprint * 1000);
      hold.fresh.push(countedKg(result));
      holds.set(period.id, hold);
      continue;
    }
    count.recomputed++;
    if (!result.ok) count.flagged++;
    const stored = byCompany.get(activity.company_id) ?? [];
    stored.push(storedEmissionsOf(activity, result));
    byCompany.set(activity.company_id, stored);
  }
  for (const [companyId, stored] of byCompany) await storeEmissions(tx, companyId, stored);
  for (const [periodId, hold] of holds)
    await recordHold(tx, {
      company_id: hold.company_id,
      closed_period_id: periodId,
      event_id: event.id,
      kind: event.kind,
      activities: hold.activities,
      stored_kg: sumOf(hold.stored),
      fresh_kg: sumOf(hold.fresh),
    });
}

/**
 * Recalculates every activity an event touches, a batch per transaction, in id order. A batch's
 * transaction starts as soon as the one before has read and locked its activities, so one batch is
 * calculated while the one before is written (two transactions at most: the database writes on one
 * core while the calculation runs on the other). On the embedded database, which runs one
 * transaction at a time, the next batch waits for the one before to commit.
 */
async function recomputeEvent(
  ctx: ServiceContext,
  scope: RecomputeScope,
  event: EventOf,
  counts: CompanyCounts,
  size: number,
): Promise<void> {
  let after: number | null = 0;
  let previous: Promise<void> = Promise.resolve();
  let current: Promise<void> = Promise.resolve();
  try {
    while (after !== null) {
      const from: number = after;
      let read!: (lastId: number | null) => void;
      const lastRead = new Promise<number | null>((resolve) => (read = resolve));
      current = ctx.db.transaction((tx) => recomputeBatch(tx, scope, event, from, counts, size, read));
      // A batch that fails before it has read ends the walk with its error.
      after = await Promise.race([lastRead, current.then(() => lastRead)]);
      await previous;
      previous = current;
    }
    await current;
  } finally {
    // A batch still running when another failed ends before the failure is answered.
    await Promise.allSettled([previous, current]);
  }
}

export type RecomputeOutcome = { events: number; activities: number };

/**
 * Recalculates what the pending catalogue events touch, oldest first, until none is left. Safe to
 * run twice at once (the job queue keeps one at a time) and after a stop at any point.
 */
export async function recomputePendingEmissions(
  ctx: ServiceContext,
  options: { /** Activities per transaction. */ batch?: number } = {},
): Promise<RecomputeOutcome> {
  let events = 0;
  let activities = 0;
  for (;;) {
    const pending = await pendingCatalogueEvents(ctx.db, EVENTS_PER_ROUND);
    if (pending.length === 0) return { events, activities };
    for (const event of pending) {
      const scope = scopeOfEvent(event as unknown as TCatalogueEvent);
      const counts: CompanyCounts = new Map();
      // A run stopped halfway through the event does it again from the start: its holds too.
      await ctx.db.transaction((tx) => clearHolds(tx, event.id));
      await recomputeEvent(ctx, scope, event, counts, options.batch ?? RECOMPUTE_BATCH);
      await ctx.db.transaction(async (tx) => {
        for (const [companyId, count] of counts) {
          await recordRecomputeAudit(tx, {
            company_id: companyId,
            event_id: event.id,
            kind: event.kind,
            ...count,
          });
        }
        await markCatalogueEventsProcessed(tx, [event.id]);
      });
      events++;
      for (const count of counts.values()) activities += count.recomputed;
      ctx.log.info(
        { event: event.id, kind: event.kind, companies: counts.size },
        'emissions recomputed after a catalogue change',
      );
    }
  }
}
