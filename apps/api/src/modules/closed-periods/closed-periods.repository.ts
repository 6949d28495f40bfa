import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { closed_period_holds, closed_periods, users } from '../../db/schema/index.ts';
import { acrossCompanies, tenant } from '../../db/tenant.ts';

// A company's closed periods, and what catalogue changes would have made of them.

type Conn = Db | Tx;

export type ClosedPeriodRow = typeof closed_periods.$inferSelect;
export type HoldRow = typeof closed_period_holds.$inferSelect;

export function listClosedPeriodRows(db: Conn, companyId: number): Promise<ClosedPeriodRow[]> {
  return tenant(db, companyId)
    .selectFrom(closed_periods)
    .orderBy(asc(closed_periods.date_from), asc(closed_periods.id));
}

/** The company's closed periods that share a day with `from`..`to`. */
export function listOverlappingRows(db: Conn, companyId: number, from: string, to: string) {
  return tenant(db, companyId)
    .selectFrom(closed_periods)
    .where(and(lte(closed_periods.date_from, to), gte(closed_periods.date_to, from)))
    .orderBy(asc(closed_periods.date_from));
}

/** The company's closed periods holding one of these days. */
export function listRowsHolding(db: Conn, companyId: number, days: readonly string[]) {
  if (days.length === 0) return Promise.resolve([]);
  return tenant(db, companyId)
    .selectFrom(closed_periods)
    .where(
      or(
        ...[...new Set(days)].map((day) =>
          and(lte(closed_periods.date_from, day), gte(closed_periods.date_to, day)),
        ),
      ),
    )
    .orderBy(asc(closed_periods.date_from));
}

/** The closed periods of these companies (the recalculation's batch reaches several). */
export function listRowsOfCompanies(db: Conn, companyIds: readonly number[]) {
  if (companyIds.length === 0) return Promise.resolve([]);
  // The recalculation after a catalogue change is about every company it reaches.
  return acrossCompanies(db)
    .selectFrom(closed_periods)
    .where(inArray(closed_periods.company_id, [...companyIds]));
}

export async function insertClosedPeriodRow(
  db: Conn,
  companyId: number,
  values: { date_from: string; date_to: string; closed_by: number; closed_by_name: string | null },
): Promise<ClosedPeriodRow> {
  const [row] = await tenant(db, companyId).insertInto(closed_periods, values).returning();
  return row!;
}

export async function deleteClosedPeriodRow(db: Conn, companyId: number, id: number) {
  const [row] = await tenant(db, companyId)
    .deleteFrom(closed_periods)
    .where(eq(closed_periods.id, id))
    .returning();
  return row ?? null;
}

export function listHoldRows(db: Conn, companyId: number): Promise<HoldRow[]> {
  return tenant(db, companyId).selectFrom(closed_period_holds).orderBy(asc(closed_period_holds.event_id));
}

/** Adds what a batch of the recalculation held back in one closed period to its change's row. */
export async function addHold(db: Conn, hold: Omit<HoldRow, 'created_at'>): Promise<void> {
  const { company_id, ...values } = hold;
  await tenant(db, company_id)
    .insertInto(closed_period_holds, values)
    .onConflictDoUpdate({
      target: [closed_period_holds.closed_period_id, closed_period_holds.event_id],
      set: {
        activities: sql`${closed_period_holds.activities} + excluded.activities`,
        stored_kg: sql`${closed_period_holds.stored_kg} + excluded.stored_kg`,
        fresh_kg: sql`${closed_period_holds.fresh_kg} + excluded.fresh_kg`,
      },
    });
}

/** How a user is named on what they closed: their name, else their e-mail. */
export async function findUserName(db: Conn, userId: number): Promise<string | null> {
  const [row] = await db
    .select({
      name: sql<string | null>`nullif(trim(concat_ws(' ', ${users.name}, ${users.last_name})), '')`,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ? (row.name ?? row.email) : null;
}

/** What one catalogue change held back in every company's closed periods (its recalculation restarts). */
export async function deleteHoldsOfEvent(db: Conn, eventId: number): Promise<void> {
  // The recalculation of a catalogue change is about every company it reaches.
  await acrossCompanies(db).deleteFrom(closed_period_holds).where(eq(closed_period_holds.event_id, eventId));
}
