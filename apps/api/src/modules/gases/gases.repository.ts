import { asc, count, eq, inArray } from 'drizzle-orm';
import type { TLanguage } from '@huella/shared';
import { nameIn } from '../../db/catalogue-name.ts';
import type { Db, Tx } from '../../db/client.ts';
import { countAll, listPage, type TListPageQuery } from '../../db/list.ts';
import { emission_factors, gas_emissions, gases } from '../../db/schema/index.ts';
import { firstNames, usesById, type TUses } from '../../db/uses.ts';

type Conn = Db | Tx;
export type GasRow = typeof gases.$inferSelect;
export type GasValues = Omit<typeof gases.$inferInsert, 'id' | 'code' | 'created_at' | 'updated_at'>;

/** A page of gases, found by either name or formula and sorted by the name in the reader's language. */
export function listGasRows(db: Conn, query: TListPageQuery, lang: TLanguage) {
  return listPage(
    {
      rows: db.select().from(gases).$dynamic(),
      count: db.select(countAll()).from(gases).$dynamic(),
      search: [gases.name, gases.name_en, gases.formula],
      defaultOrder: [asc(nameIn(gases, lang))],
      tiebreaker: gases.id,
    },
    query,
  );
}

export async function findGasRow(db: Conn, id: number): Promise<GasRow | null> {
  const [row] = await db.select().from(gases).where(eq(gases.id, id));
  return row ?? null;
}

/** The gases with these ids, locked until the transaction ends. */
export async function lockGasRows(tx: Tx, ids: number[]): Promise<GasRow[]> {
  return tx.select().from(gases).where(inArray(gases.id, ids)).for('update');
}

export async function insertGasRow(db: Conn, values: GasValues): Promise<GasRow> {
  const [row] = await db.insert(gases).values(values).returning();
  return row!;
}

export async function updateGasRow(db: Conn, id: number, values: GasValues): Promise<GasRow> {
  const [row] = await db.update(gases).set(values).where(eq(gases.id, id)).returning();
  return row!;
}

/** How many gas values use each of these gases, with the names of their factors (in `lang`). */
export async function countGasEmissionsByGas(
  db: Conn,
  ids: number[],
  lang: TLanguage,
): Promise<Map<number, TUses>> {
  const rows = await db
    .select({ id: gas_emissions.gas_id, n: count(), names: firstNames(nameIn(emission_factors, lang)) })
    .from(gas_emissions)
    .innerJoin(emission_factors, eq(emission_factors.id, gas_emissions.factor_id))
    .where(inArray(gas_emissions.gas_id, ids))
    .groupBy(gas_emissions.gas_id);
  return usesById(rows);
}

export async function deleteGasRows(db: Conn, ids: number[]): Promise<number> {
  const rows = await db.delete(gases).where(inArray(gases.id, ids)).returning({ id: gases.id });
  return rows.length;
}

/** Gases by id (for lookups of other modules). */
export async function findGasRowsByIds(db: Conn, ids: number[]): Promise<GasRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(gases).where(inArray(gases.id, ids));
}

export async function listAllGasRows(db: Conn): Promise<GasRow[]> {
  return db.select().from(gases).orderBy(asc(gases.name), asc(gases.id));
}
