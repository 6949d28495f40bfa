import { and, asc, eq, exists, inArray } from 'drizzle-orm';
import type { TLanguage } from '@huella/shared';
import { nameIn } from '../../db/catalogue-name.ts';
import type { Db, Tx } from '../../db/client.ts';
import { countAll, listPage, type TListPageQuery } from '../../db/list.ts';
import { key_indicator_sources, key_indicators, sectors, unit_measurements } from '../../db/schema/index.ts';

type Conn = Db | Tx;
export type KeyIndicatorValues = Pick<
  typeof key_indicators.$inferInsert,
  'name' | 'name_en' | 'description' | 'sector_id' | 'unit_measurement_id'
>;
export type KeyIndicatorFilter = { search?: string; sector_id?: number; source_id?: number };

/** A key indicator's columns, its name also in the reader's language, its sector's and unit's in it. */
const columnsIn = (lang: TLanguage) => ({
  id: key_indicators.id,
  name: key_indicators.name,
  name_en: key_indicators.name_en,
  display_name: nameIn(key_indicators, lang),
  description: key_indicators.description,
  sector_id: key_indicators.sector_id,
  unit_measurement_id: key_indicators.unit_measurement_id,
  created_at: key_indicators.created_at,
  updated_at: key_indicators.updated_at,
  sector: { id: sectors.id, name: nameIn(sectors, lang) },
  unit_measurement: {
    id: unit_measurements.id,
    name: nameIn(unit_measurements, lang),
    abbreviation: unit_measurements.abbreviation,
  },
});

function withRelations(db: Conn, lang: TLanguage) {
  return db
    .select(columnsIn(lang))
    .from(key_indicators)
    .innerJoin(sectors, eq(sectors.id, key_indicators.sector_id))
    .innerJoin(unit_measurements, eq(unit_measurements.id, key_indicators.unit_measurement_id))
    .$dynamic();
}
export type KeyIndicatorRow = Awaited<ReturnType<ReturnType<typeof withRelations>['execute']>>[number];

/** A page of key indicators, found by either name and sorted by the one in the reader's language. */
export function listKeyIndicatorRows(
  db: Conn,
  filter: KeyIndicatorFilter,
  query: TListPageQuery,
  lang: TLanguage,
) {
  const usesSource = filter.source_id
    ? exists(
        db
          .select({ one: key_indicator_sources.source_id })
          .from(key_indicator_sources)
          .where(
            and(
              eq(key_indicator_sources.key_indicator_id, key_indicators.id),
              eq(key_indicator_sources.source_id, filter.source_id),
            ),
          ),
      )
    : undefined;
  return listPage(
    {
      rows: withRelations(db, lang),
      count: db.select(countAll()).from(key_indicators).$dynamic(),
      where: [filter.sector_id ? eq(key_indicators.sector_id, filter.sector_id) : undefined, usesSource],
      search: [key_indicators.name, key_indicators.name_en],
      defaultOrder: [asc(nameIn(key_indicators, lang))],
      tiebreaker: key_indicators.id,
    },
    query,
  );
}

export async function findKeyIndicatorRow(
  db: Conn,
  id: number,
  lang: TLanguage,
): Promise<KeyIndicatorRow | null> {
  const [row] = await withRelations(db, lang).where(eq(key_indicators.id, id));
  return row ?? null;
}

/** Source ids of each key indicator. */
export async function listSourceIdsByKeyIndicator(db: Conn, ids: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const rows = await db
    .select()
    .from(key_indicator_sources)
    .where(inArray(key_indicator_sources.key_indicator_id, ids))
    .orderBy(asc(key_indicator_sources.source_id));
  for (const row of rows) out.get(row.key_indicator_id)?.push(row.source_id);
  return out;
}

/** The key indicators with these ids (id and names), locked until the transaction ends. */
export async function lockKeyIndicatorRows(tx: Tx, ids: number[]) {
  return tx
    .select({ id: key_indicators.id, name: key_indicators.name, name_en: key_indicators.name_en })
    .from(key_indicators)
    .where(inArray(key_indicators.id, ids))
    .for('update');
}

export async function insertKeyIndicatorRow(db: Conn, values: KeyIndicatorValues): Promise<number> {
  const [row] = await db.insert(key_indicators).values(values).returning({ id: key_indicators.id });
  return row!.id;
}

export async function updateKeyIndicatorRow(db: Conn, id: number, values: KeyIndicatorValues) {
  await db.update(key_indicators).set(values).where(eq(key_indicators.id, id));
}

export async function replaceKeyIndicatorSources(db: Conn, keyIndicatorId: number, sourceIds: number[]) {
  await db.delete(key_indicator_sources).where(eq(key_indicator_sources.key_indicator_id, keyIndicatorId));
  if (sourceIds.length > 0)
    await db
      .insert(key_indicator_sources)
      .values(sourceIds.map((source_id) => ({ key_indicator_id: keyIndicatorId, source_id })));
}

export async function deleteKeyIndicatorRows(db: Conn, ids: number[]): Promise<number> {
  const rows = await db
    .delete(key_indicators)
    .where(inArray(key_indicators.id, ids))
    .returning({ id: key_indicators.id });
  return rows.length;
}
