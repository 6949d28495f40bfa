import { asc, count, countDistinct, eq, inArray } from 'drizzle-orm';
import type { TLanguage } from '@huella/shared';
import { nameIn } from '../../db/catalogue-name.ts';
import type { Db, Tx } from '../../db/client.ts';
import { countAll, listPage, type TListPageQuery } from '../../db/list.ts';
import {
  categories,
  emission_factors,
  key_indicator_sources,
  key_indicators,
  source_categories,
  sources,
} from '../../db/schema/index.ts';
import { firstNames, usesById } from '../../db/uses.ts';

type Conn = Db | Tx;
export type SourceRow = typeof sources.$inferSelect;
export type SourceValues = Omit<typeof sources.$inferInsert, 'id' | 'code' | 'created_at' | 'updated_at'>;

/** A page of sources, found by either name and sorted by the one in the reader's language. */
export function listSourceRows(db: Conn, query: TListPageQuery, lang: TLanguage) {
  return listPage(
    {
      rows: db.select().from(sources).$dynamic(),
      count: db.select(countAll()).from(sources).$dynamic(),
      search: [sources.name, sources.name_en],
      defaultOrder: [asc(nameIn(sources, lang))],
      tiebreaker: sources.id,
    },
    query,
  );
}

export async function findSourceRow(db: Conn, id: number): Promise<SourceRow | null> {
  const [row] = await db.select().from(sources).where(eq(sources.id, id));
  return row ?? null;
}

export async function findSourceRowsByIds(db: Conn, ids: number[]): Promise<SourceRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(sources).where(inArray(sources.id, ids));
}

/** The sources with these ids, locked until the transaction ends. */
export async function lockSourceRows(tx: Tx, ids: number[]): Promise<SourceRow[]> {
  return tx.select().from(sources).where(inArray(sources.id, ids)).for('update');
}

/** The sources among these ids that have at least one emission factor. */
export async function listSourceIdsWithFactors(db: Conn, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: emission_factors.source_id })
    .from(emission_factors)
    .where(inArray(emission_factors.source_id, ids));
  return new Set(rows.map((row) => row.id));
}

/** Category ids of each source, ordered by standard and position. */
export async function listCategoryIdsBySource(db: Conn, sourceIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(sourceIds.map((id) => [id, []]));
  if (sourceIds.length === 0) return out;
  const rows = await db
    .select({ source_id: source_categories.source_id, category_id: source_categories.category_id })
    .from(source_categories)
    .innerJoin(categories, eq(categories.id, source_categories.category_id))
    .where(inArray(source_categories.source_id, sourceIds))
    .orderBy(asc(categories.standard_id), asc(categories.sort), asc(categories.id));
  for (const row of rows) out.get(row.source_id)?.push(row.category_id);
  return out;
}

/** The categories (of any standard) among these ids. */
export async function findCategoryRows(db: Conn, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: categories.id, standard_id: categories.standard_id })
    .from(categories)
    .where(inArray(categories.id, ids));
}

export async function insertSourceRow(db: Conn, values: SourceValues): Promise<SourceRow> {
  const [row] = await db.insert(sources).values(values).returning();
  return row!;
}

export async function updateSourceRow(db: Conn, id: number, values: SourceValues): Promise<SourceRow> {
  const [row] = await db.update(sources).set(values).where(eq(sources.id, id)).returning();
  return row!;
}

export async function replaceSourceCategories(db: Conn, sourceId: number, categoryIds: number[]) {
  await db.delete(source_categories).where(eq(source_categories.source_id, sourceId));
  if (categoryIds.length > 0)
    await db
      .insert(source_categories)
      .values(categoryIds.map((category_id) => ({ source_id: sourceId, category_id })));
}

/** How many emission factors and key indicators use each of these sources, with their names (in `lang`). */
export async function countSourceUses(db: Conn, ids: number[], lang: TLanguage) {
  const factors = await db
    .select({
      id: emission_factors.source_id,
      n: count(),
      names: firstNames(nameIn(emission_factors, lang)),
    })
    .from(emission_factors)
    .where(inArray(emission_factors.source_id, ids))
    .groupBy(emission_factors.source_id);
  const indicators = await db
    .select({
      id: key_indicator_sources.source_id,
      n: countDistinct(key_indicator_sources.key_indicator_id),
      names: firstNames(nameIn(key_indicators, lang)),
    })
    .from(key_indicator_sources)
    .innerJoin(key_indicators, eq(key_indicators.id, key_indicator_sources.key_indicator_id))
    .where(inArray(key_indicator_sources.source_id, ids))
    .groupBy(key_indicator_sources.source_id);
  return { factors: usesById(factors), keyIndicators: usesById(indicators) };
}

export async function deleteSourceRows(db: Conn, ids: number[]): Promise<number> {
  const rows = await db.delete(sources).where(inArray(sources.id, ids)).returning({ id: sources.id });
  return rows.length;
}
