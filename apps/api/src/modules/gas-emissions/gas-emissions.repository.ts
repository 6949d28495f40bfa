import { aliasedTable, and, asc, desc, eq, getTableColumns, gt, gte, lte, ne, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type TLanguage } from '@huella/shared';
import { nameIn } from '../../db/catalogue-name.ts';
import type { Db, Tx } from '../../db/client.ts';
import { countAll, listPage, type TListPageQuery } from '../../db/list.ts';
import { gas_emissions, gases, unit_measurements } from '../../db/schema/index.ts';

type Conn = Db | Tx;
export type GasEmissionValues = Omit<typeof gas_emissions.$inferInsert, 'id' | 'created_at' | 'updated_at'>;
export type PlainGasEmissionRow = typeof gas_emissions.$inferSelect;

/** Rows per INSERT of an import (11 parameters each, well under PostgreSQL's 65,535). */
const INSERT_CHUNK = 1000;

/** A gas value with its gas and unit, named in the reader's language. */
const columnsIn = (lang: TLanguage) => ({
  id: gas_emissions.id,
  factor_id: gas_emissions.factor_id,
  gas_id: gas_emissions.gas_id,
  unit_measurement_id: gas_emissions.unit_measurement_id,
  type_id: gas_emissions.type_id,
  value: gas_emissions.value,
  uncertainty: gas_emissions.uncertainty,
  date_start: gas_emissions.date_start,
  date_end: gas_emissions.date_end,
  fountain: gas_emissions.fountain,
  reference: gas_emissions.reference,
  avoided: gas_emissions.avoided,
  created_at: gas_emissions.created_at,
  updated_at: gas_emissions.updated_at,
  gas: { id: gases.id, name: nameIn(gases, lang), formula: gases.formula },
  unit_measurement: {
    id: unit_measurements.id,
    name: nameIn(unit_measurements, lang),
    abbreviation: unit_measurements.abbreviation,
  },
});

function withRelations(db: Conn, lang: TLanguage = DEFAULT_LANGUAGE) {
  return db
    .select(columnsIn(lang))
    .from(gas_emissions)
    .innerJoin(gases, eq(gases.id, gas_emissions.gas_id))
    .innerJoin(unit_measurements, eq(unit_measurements.id, gas_emissions.unit_measurement_id))
    .$dynamic();
}
export type GasEmissionRow = Awaited<ReturnType<ReturnType<typeof withRelations>['execute']>>[number];

/** The gas values of one factor, by gas name (the reader's) and newest validity first. */
export function listGasEmissionRowsOfFactor(
  db: Conn,
  factorId: number,
  query: TListPageQuery,
  lang: TLanguage,
) {
  return listPage(
    {
      rows: withRelations(db, lang),
      count: db
        .select(countAll())
        .from(gas_emissions)
        .innerJoin(gases, eq(gases.id, gas_emissions.gas_id))
        .$dynamic(),
      where: [eq(gas_emissions.factor_id, factorId)],
      search: [gases.name, gases.name_en, gases.formula, gas_emissions.reference],
      defaultOrder: [asc(nameIn(gases, lang)), desc(gas_emissions.date_start)],
      tiebreaker: gas_emissions.id,
    },
    query,
  );
}

export async function findGasEmissionRow(
  db: Conn,
  id: number,
  lang: TLanguage = DEFAULT_LANGUAGE,
): Promise<GasEmissionRow | null> {
  const [row] = await withRelations(db, lang).where(eq(gas_emissions.id, id));
  return row ?? null;
}

/** The plain row, locked until the transaction ends. */
export async function lockGasEmissionRow(tx: Tx, id: number): Promise<PlainGasEmissionRow | null> {
  const [row] = await tx.select().from(gas_emissions).where(eq(gas_emissions.id, id)).for('update');
  return row ?? null;
}

/** What names a unit in a message: its abbreviation, or its name when it has none. */
const unitLabel = sql<string>`coalesce(${unit_measurements.abbreviation}, ${unit_measurements.name})`;

/** Every gas value of a factor with its unit's label (what an import is checked against). */
export async function listPlainGasEmissionRowsOfFactor(db: Conn, factorId: number) {
  return db
    .select({ ...getTableColumns(gas_emissions), unit_label: unitLabel })
    .from(gas_emissions)
    .innerJoin(unit_measurements, eq(unit_measurements.id, gas_emissions.unit_measurement_id))
    .where(eq(gas_emissions.factor_id, factorId));
}
export type LabelledGasEmissionRow = Awaited<ReturnType<typeof listPlainGasEmissionRowsOfFactor>>[number];

/**
 * A value of the same factor and gas, whatever its unit, whose validity shares a day with
 * `date_start..date_end` (start ≤ other end and end ≥ other start), other than `exceptId`: the
 * calculation adds every value valid on a day, so a second one would count the gas twice.
 */
export async function findOverlappingGasEmission(
  db: Conn,
  key: { factor_id: number; gas_id: number; date_start: string; date_end: string },
  exceptId: number | null,
) {
  const [row] = await db
    .select({
      id: gas_emissions.id,
      date_start: gas_emissions.date_start,
      date_end: gas_emissions.date_end,
      unit_label: unitLabel,
    })
    .from(gas_emissions)
    .innerJoin(unit_measurements, eq(unit_measurements.id, gas_emissions.unit_measurement_id))
    .where(
      and(
        eq(gas_emissions.factor_id, key.factor_id),
        eq(gas_emissions.gas_id, key.gas_id),
        lte(gas_emissions.date_start, key.date_end),
        gte(gas_emissions.date_end, key.date_start),
        exceptId === null ? undefined : ne(gas_emissions.id, exceptId),
      ),
    )
    .orderBy(asc(gas_emissions.date_start), asc(gas_emissions.id))
    .limit(1);
  return row ?? null;
}

/** Every pair of values of one factor and gas that share a day (each pair once, lower id first). */
export async function listOverlappingGasEmissionPairs(db: Conn) {
  const other = aliasedTable(gas_emissions, 'other');
  return db
    .select({
      factor_id: gas_emissions.factor_id,
      gas_id: gas_emissions.gas_id,
      id: gas_emissions.id,
      other_id: other.id,
    })
    .from(gas_emissions)
    .innerJoin(
      other,
      and(
        eq(other.factor_id, gas_emissions.factor_id),
        eq(other.gas_id, gas_emissions.gas_id),
        gt(other.id, gas_emissions.id),
        lte(other.date_start, gas_emissions.date_end),
        gte(other.date_end, gas_emissions.date_start),
      ),
    )
    .orderBy(asc(gas_emissions.id), asc(other.id));
}

export async function insertGasEmissionRows(db: Conn, values: GasEmissionValues[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < values.length; i += INSERT_CHUNK) {
    const rows = await db
      .insert(gas_emissions)
      .values(values.slice(i, i + INSERT_CHUNK))
      .returning({ id: gas_emissions.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

export async function updateGasEmissionRow(db: Conn, id: number, values: GasEmissionValues) {
  await db.update(gas_emissions).set(values).where(eq(gas_emissions.id, id));
}

export async function deleteGasEmissionRow(db: Conn, id: number) {
  await db.delete(gas_emissions).where(eq(gas_emissions.id, id));
}
