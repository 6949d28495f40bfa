import { asc, count, eq, inArray } from 'drizzle-orm';
import type { TLanguage } from '@huella/shared';
import { nameIn } from '../../db/catalogue-name.ts';
import type { Db, Tx } from '../../db/client.ts';
import { countAll, listPage, type TListPageQuery } from '../../db/list.ts';
import { key_indicators, sectors } from '../../db/schema/index.ts';
import { firstNames, usesById, type TUses } from '../../db/uses.ts';

type Conn = Db | Tx;
export type SectorRow = typeof sectors.$inferSelect;
export type SectorValues = Pick<typeof sectors.$inferInsert, 'name' | 'name_en' | 'description'>;

/** A page of sectors, found by either name and sorted by the name in the reader's language. */
export function listSectorRows(db: Conn, query: TListPageQuery, lang: TLanguage) {
  return listPage(
    {
      rows: db.select().from(sectors).$dynamic(),
      count: db.select(countAll()).from(sectors).$dynamic(),
      search: [sectors.name, sectors.name_en],
      defaultOrder: [asc(nameIn(sectors, lang))],
      tiebreaker: sectors.id,
    },
    query,
  );
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

/** How many key indicators belong to each of these sectors, with their names (in `lang`). */
export async function countKeyIndicatorsBySector(
  db: Conn,
  ids: number[],
  lang: TLanguage,
): Promise<Map<number, TUses>> {
  const rows = await db
    .select({ id: key_indicators.sector_id, n: count(), names: firstNames(nameIn(key_indicators, lang)) })
    .from(key_indicators)
    .where(inArray(key_indicators.sector_id, ids))
    .groupBy(key_indicators.sector_id);
  return usesById(rows);
}

export async function deleteSectorRows(db: Conn, ids: number[]): Promise<number> {
  const rows = await db.delete(sectors).where(inArray(sectors.id, ids)).returning({ id: sectors.id });
  return rows.length;
}
