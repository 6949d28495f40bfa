import {
  formatDate,
  round6,
  type TClosedPeriod,
  type TClosedPeriodInput,
  type TLanguage,
} from '@huella/shared';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ScopedCompany, ServiceContext } from '../../lib/context.ts';
import { recordCatalogueEvent } from '../catalogue-events/catalogue-events.service.ts';
import { lockCompany } from '../plans/plans.service.ts';
import {
  addHold,
  deleteHoldsOfEvent,
  deleteClosedPeriodRow,
  findUserName,
  insertClosedPeriodRow,
  listClosedPeriodRows,
  listHoldRows,
  listOverlappingRows,
  listRowsHolding,
  listRowsOfCompanies,
  type ClosedPeriodRow,
  type HoldRow,
} from './closed-periods.repository.ts';

// Closed periods (DESIGN §4). A company administrator closes a reported period: from then on its
// activities cannot be created, changed, deleted or imported into (409 naming the period), and a
// catalogue change does not restate it — the recalculation leaves its stored figures as they are and
// records, per period and change, what it would have made of them. Reopening is an explicit,
// audited act; it asks the recalculation to bring the period to the catalogue as it is now.
//
// Closing, reopening and every write of activities take the company's row lock first, so a write
// and a closing of the same days never both succeed.

const toClosedPeriod = (row: ClosedPeriodRow, holds: readonly HoldRow[]): TClosedPeriod => ({
  id: row.id,
  date_from: row.date_from,
  date_to: row.date_to,
  closed_at: row.closed_at.toISOString(),
  closed_by: row.closed_by_name,
  holds: holds
    .filter((hold) => hold.closed_period_id === row.id)
    .map((hold) => ({
      event_id: hold.event_id,
      kind: hold.kind,
      activities: hold.activities,
      stored: round6(hold.stored_kg / 1000),
      fresh: round6(hold.fresh_kg / 1000),
      created_at: hold.created_at.toISOString(),
    })),
});

export async function listClosedPeriods(
  ctx: ServiceContext,
  company: ScopedCompany,
): Promise<TClosedPeriod[]> {
  const holds = await listHoldRows(ctx.db, company.id);
  return (await listClosedPeriodRows(ctx.db, company.id)).map((row) => toClosedPeriod(row, holds));
}

/** The company's closed periods that share a day with the period (what the dashboard names). */
export async function closedPeriodsWithin(
  ctx: Pick<ServiceContext, 'db'>,
  companyId: number,
  from: string,
  to: string,
) {
  return (await listOverlappingRows(ctx.db, companyId, from, to)).map((row) => toClosedPeriod(row, []));
}

export async function closePeriod(
  ctx: ServiceContext,
  company: ScopedCompany,
  userId: number,
  input: TClosedPeriodInput,
  lang: TLanguage,
): Promise<TClosedPeriod> {
  await lockCompany(ctx, company);
  const [overlap] = await listOverlappingRows(ctx.db, company.id, input.date_from, input.date_to);
  if (overlap)
    throw new AppError('VALIDATION', {
      errors: { date_from: ['validation.period_overlaps'] },
      params: { from: formatDate(overlap.date_from, lang), to: formatDate(overlap.date_to, lang) },
    });
  const row = await insertClosedPeriodRow(ctx.db, company.id, {
    ...input,
    closed_by: userId,
    closed_by_name: await findUserName(ctx.db, userId),
  });
  return toClosedPeriod(row, []);
}

/** Reopens a closed period and asks the recalculation to bring its activities to the catalogue as it is now. */
export async function reopenPeriod(ctx: ServiceContext, company: ScopedCompany, id: number): Promise<void> {
  await lockCompany(ctx, company);
  const row = await deleteClosedPeriodRow(ctx.db, company.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  await recordCatalogueEvent(ctx, ctx.db as Tx, {
    kind: 'period.reopened',
    entity_id: row.id,
    payload: { company_id: company.id, date_from: row.date_from, date_to: row.date_to },
  });
}

/**
 * Refuses a write of activities dated on these days when one falls in a closed period (409 naming
 * it). Takes the company's row lock first: a closing waits for the write, or the write sees it.
 */
export async function assertPeriodsOpen(
  ctx: ServiceContext,
  company: ScopedCompany,
  days: readonly string[],
  lang: TLanguage,
): Promise<void> {
  if (days.length === 0) return;
  await lockCompany(ctx, company);
  const [closed] = await listRowsHolding(ctx.db, company.id, days);
  if (closed)
    throw new AppError('CONFLICT', {
      message: 'errors.PERIOD_CLOSED',
      params: { from: formatDate(closed.date_from, lang), to: formatDate(closed.date_to, lang) },
    });
}

/** The company's closed periods holding one of these days (the caller holds the company's lock). */
export function closedPeriodsHolding(ctx: ServiceContext, company: ScopedCompany, days: readonly string[]) {
  return listRowsHolding(ctx.db, company.id, days);
}

// The recalculation's side --------------------------------------------------------------------------

/** The closed periods of the companies a batch of the recalculation reaches, by company. */
export async function closedPeriodsOf(db: Tx, companyIds: readonly number[]) {
  const byCompany = new Map<number, ClosedPeriodRow[]>();
  for (const row of await listRowsOfCompanies(db, companyIds)) {
    const list = byCompany.get(row.company_id) ?? [];
    list.push(row);
    byCompany.set(row.company_id, list);
  }
  return {
    /** The closed period holding a company's day, if any. */
    holding(companyId: number, day: string): ClosedPeriodRow | undefined {
      return byCompany.get(companyId)?.find((row) => row.date_from <= day && row.date_to >= day);
    },
  };
}

/** Records what a change would have made of a closed period's activities it reached. */
export const recordHold = (db: Tx, hold: Omit<HoldRow, 'created_at'>): Promise<void> => addHold(db, hold);

/** Forgets what an event held back, before the recalculation takes it (again) from the start. */
export function clearHolds(db: Tx, eventId: number): Promise<void> {
  return deleteHoldsOfEvent(db, eventId);
}
