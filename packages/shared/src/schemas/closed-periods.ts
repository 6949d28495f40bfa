import { z } from 'zod';
import { ZDate } from './common.ts';

// Closed periods of a company's inventory (DESIGN §4): once a year (or any period) is reported, its
// administrator closes it; its activities are then read-only and catalogue changes do not restate
// it until it is reopened.

/** A period to close: both days included. */
export const ZClosedPeriodInput = z
  .object({ date_from: ZDate, date_to: ZDate })
  .refine((input) => input.date_to >= input.date_from, {
    path: ['date_to'],
    error: 'validation.date_order',
  });
export type TClosedPeriodInput = z.infer<typeof ZClosedPeriodInput>;

/** What a catalogue change would have made of the period's figures, had it been open. */
export const ZClosedPeriodHold = z.object({
  event_id: z.number().int(),
  kind: z.string(),
  activities: z.number().int(),
  /** t CO2e stored, and what the change would make of them (6 decimals). */
  stored: z.number(),
  fresh: z.number(),
  created_at: z.string(),
});
export type TClosedPeriodHold = z.infer<typeof ZClosedPeriodHold>;

export const ZClosedPeriod = z.object({
  id: z.number().int(),
  date_from: z.string(),
  date_to: z.string(),
  closed_at: z.string(),
  /** Who closed it, as named then; null when not known. */
  closed_by: z.string().nullable(),
  holds: z.array(ZClosedPeriodHold),
});
export type TClosedPeriod = z.infer<typeof ZClosedPeriod>;
export const ZClosedPeriods = z.array(ZClosedPeriod);

/** How a filter's period meets the company's closed periods: not at all, in part, or wholly. */
export const CLOSED_STATES = ['open', 'mixed', 'closed'] as const;
export type TClosedState = (typeof CLOSED_STATES)[number];

/** A closed period as the dashboard names it beside its figures. */
export const ZClosedPeriodRef = ZClosedPeriod.pick({
  id: true,
  date_from: true,
  date_to: true,
  closed_at: true,
  closed_by: true,
});

/**
 * How the period `from`..`to` meets the closed periods: `closed` when they cover every day of it,
 * `mixed` when they cover some, `open` when none.
 */
export function closedStateOf(
  from: string,
  to: string,
  periods: readonly { date_from: string; date_to: string }[],
): TClosedState {
  const overlapping = periods
    .filter((period) => period.date_from <= to && period.date_to >= from)
    .sort((a, b) => (a.date_from < b.date_from ? -1 : 1));
  if (overlapping.length === 0) return 'open';
  // Covered when the closed periods, in order, leave no day of the period uncovered.
  let next = from;
  for (const period of overlapping) {
    if (period.date_from > next) return 'mixed';
    if (period.date_to >= next) next = dayAfter(period.date_to);
    if (next > to) return 'closed';
  }
  return 'mixed';
}

/** The day after `YYYY-MM-DD`. */
function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
