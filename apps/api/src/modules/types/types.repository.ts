import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { types } from '../../db/schema/index.ts';

export type TypeRow = typeof types.$inferSelect;

/** The types of one group (e.g. 'emission_source') by id, with both names; the service localises. */
export async function listTypesByGroup(db: Db, group: string): Promise<TypeRow[]> {
  return db.select().from(types).where(eq(types.group, group)).orderBy(asc(types.id));
}
