import { asc, count, eq, ilike, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { key_indicators, sectors } from '../../db/schema/index.ts';
import { firstNames, usesById, type TUses } from '../../db/uses.ts';

type Conn = Db | Tx;
export type SectorRow = typeof sectors.$inferSelect;
export type SectorValues = Pick<typeof sectors.$inferInsert, 'name' | 'description'>;

/** `%term%` for ILIKE, with the term's own wildcards taken literally. */
const contains = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listSectorRows(db: Conn, search: string | undefined, limit: number, offset: number) {
  const where = search ? ilike(sectors.name, contains(search)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(sectors)
      .where(where)
      .orderBy(asc(sectors.name), asc(sectors.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(sectors).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findSectorRow(db: Conn, id: number): Promise<SectorRow | null> {
  const [row] = await db.select().from(sectors).where(eq(sectors.id, id));
  return row ?? null;
}

/** The sectors with these ids (for lookups that write nothing). */
export async function findSectorRowsByIds(db: Conn, ids: number[]): Promise<SectorRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(sectors).where(inArray(sectors.id, ids));
}

/** The sectors with these ids, locked until the transaction ends. */
export async function lockSectorRows(tx: Tx, ids: number[]): Promise<SectorRow[]> {
  return tx.select().from(sectors).where(inArray(sectors.id, ids)).for('update');
}

export async function insertSectorRow(db: Conn, values: SectorValues): Promise<SectorRow> {
  const [row] = await db.insert(sectors).values(values).returning();
  return row!;
}

export async function updateSectorRow(db: Conn, id: number, values: SectorValues): Promise<SectorRow | null> {
  const [row] = await db.update(sectors).set(values).where(eq(sectors.id, id)).returning();
  return row ?? null;
}

/** How many key indicators belong to each of these sectors, with their names. */
export async function countKeyIndicatorsBySector(db: Conn, ids: number[]): Promise<Map<number, TUses>> {
  const rows = await db
    .select({ id: key_indicators.sector_id, n: count(), names: firstNames(key_indicators.name) })
    .from(key_indicators)
    .where(inArray(key_indicators.sector_id, ids))
    .groupBy(key_indicators.sector_id);
  return usesById(rows);
}

export async function deleteSectorRows(db: Conn, ids: number[]): Promise<number> {
  const rows = await db.delete(sectors).where(inArray(sectors.id, ids)).returning({ id: sectors.id });
  return rows.length;
}
