import { asc, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { catalogue_events } from '../../db/schema/index.ts';

type Conn = Db | Tx;
export type CatalogueEventRow = typeof catalogue_events.$inferSelect;

export async function insertCatalogueEvent(db: Conn, values: typeof catalogue_events.$inferInsert) {
  await db.insert(catalogue_events).values(values);
}

/** The oldest events not yet processed, in the order they happened. */
export async function listPendingCatalogueEvents(db: Conn, limit: number): Promise<CatalogueEventRow[]> {
  return db
    .select()
    .from(catalogue_events)
    .where(isNull(catalogue_events.processed_at))
    .orderBy(asc(catalogue_events.id))
    .limit(limit);
}

export async function setCatalogueEventsProcessed(db: Conn, ids: number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(catalogue_events).set({ processed_at: at }).where(inArray(catalogue_events.id, ids));
}
