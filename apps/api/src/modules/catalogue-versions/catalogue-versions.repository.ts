import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { catalogue_versions } from '../../db/schema/index.ts';

type Conn = Db | Tx;

export type VersionRow = typeof catalogue_versions.$inferSelect;

export async function insertVersionRow(
  db: Conn,
  values: typeof catalogue_versions.$inferInsert,
): Promise<void> {
  await db.insert(catalogue_versions).values(values);
}

/** A row's earlier versions, the latest replaced first. */
export function listVersionRows(db: Conn, entity: string, entityId: number): Promise<VersionRow[]> {
  return db
    .select()
    .from(catalogue_versions)
    .where(and(eq(catalogue_versions.entity, entity), eq(catalogue_versions.entity_id, entityId)))
    .orderBy(desc(catalogue_versions.replaced_at), desc(catalogue_versions.id));
}
