import { asc, count, countDistinct, eq, inArray, or } from 'drizzle-orm';
import type { TLanguage } from '@huella/shared';
import { nameIn } from '../../db/catalogue-name.ts';
import type { Db, Tx } from '../../db/client.ts';
import { countAll, listPage, searchIn, type TListPageQuery } from '../../db/list.ts';
import {
  emission_activities,
  emission_factors,
  gas_emissions,
  key_indicators,
  unit_measurements,
} from '../../db/schema/index.ts';
import { acrossCompanies } from '../../db/tenant.ts';
import { firstNames, usesById } from '../../db/uses.ts';

type Conn = Db | Tx;
export type UnitMeasurementRow = typeof unit_measurements.$inferSelect;
export type UnitMeasurementValues = Pick<
  typeof unit_measurements.$inferInsert,
  'name' | 'name_en' | 'abbreviation' | 'group' | 'factor' | 'description'
>;

/** Units whose name, abbreviation or group contains `search`, or whose group is one of `groups`. */
export function listUnitMeasurementRows(db: Conn, query: TListPageQuery, groups: string[], lang: TLanguage) {
  // A search also finds the units of a group named in the user's words ("energía" → energy).
  const inGroups = groups.length > 0 ? inArray(unit_measurements.group, groups) : undefined;
  const matching = query.search
    ? or(
        searchIn(query.search, [
          unit_measurements.name,
          unit_measurements.name_en,
          unit_measurements.abbreviation,
          unit_measurements.group,
        ]),
        inGroups,
      )
    : undefined;
  return listPage(
    {
      rows: db.select().from(unit_measurements).$dynamic(),
      count: db.select(countAll()).from(unit_measurements).$dynamic(),
      where: [matching],
      defaultOrder: [asc(nameIn(unit_measurements, lang))],
      tiebreaker: unit_measurements.id,
    },
    query,
  );
}

export async function findUnitMeasurementRow(db: Conn, id: number): Promise<UnitMeasurementRow | null> {
  const [row] = await db.select().from(unit_measurements).where(eq(unit_measurements.id, id));
  return row ?? null;
}

export async function findUnitMeasurementRowsByIds(db: Conn, ids: number[]): Promise<UnitMeasurementRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(unit_measurements).where(inArray(unit_measurements.id, ids));
}

export async function listAllUnitMeasurementRows(db: Conn): Promise<UnitMeasurementRow[]> {
  return db.select().from(unit_measurements).orderBy(asc(unit_measurements.name), asc(unit_measurements.id));
}

/** The units with these ids, locked until the transaction ends. */
export async function lockUnitMeasurementRows(tx: Tx, ids: number[]): Promise<UnitMeasurementRow[]> {
  return tx.select().from(unit_measurements).where(inArray(unit_measurements.id, ids)).for('update');
}

export async function insertUnitMeasurementRow(
  db: Conn,
  values: UnitMeasurementValues,
): Promise<UnitMeasurementRow> {
  const [row] = await db.insert(unit_measurements).values(values).returning();
  return row!;
}

export async function updateUnitMeasurementRow(
  db: Conn,
  id: number,
  values: UnitMeasurementValues,
): Promise<UnitMeasurementRow> {
  const [row] = await db
    .update(unit_measurements)
    .set(values)
    .where(eq(unit_measurements.id, id))
    .returning();
  return row!;
}

/** How many gas values (named by their factors) and key indicators use each of these units. */
export async function countUnitMeasurementUses(db: Conn, ids: number[], lang: TLanguage) {
  const values = await db
    .select({
      id: gas_emissions.unit_measurement_id,
      n: count(),
      names: firstNames(nameIn(emission_factors, lang)),
    })
    .from(gas_emissions)
    .innerJoin(emission_factors, eq(emission_factors.id, gas_emissions.factor_id))
    .where(inArray(gas_emissions.unit_measurement_id, ids))
    .groupBy(gas_emissions.unit_measurement_id);
  const indicators = await db
    .select({
      id: key_indicators.unit_measurement_id,
      n: countDistinct(key_indicators.id),
      names: firstNames(nameIn(key_indicators, lang)),
    })
    .from(key_indicators)
    .where(inArray(key_indicators.unit_measurement_id, ids))
    .groupBy(key_indicators.unit_measurement_id);
  return { gasEmissions: usesById(values), keyIndicators: usesById(indicators) };
}

export async function deleteUnitMeasurementRows(db: Conn, ids: number[]): Promise<number> {
  const rows = await db
    .delete(unit_measurements)
    .where(inArray(unit_measurements.id, ids))
    .returning({ id: unit_measurements.id });
  return rows.length;
}

/** How many companies' activities are recorded in each of these units. */
export async function countActivitiesInUnits(db: Conn, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  // A catalogue unit stays while any company records in it: the count is over every company.
  const rows = await acrossCompanies(db)
    .selectFrom(emission_activities, { id: emission_activities.unit_measurement_id, n: count() })
    .where(inArray(emission_activities.unit_measurement_id, ids))
    .groupBy(emission_activities.unit_measurement_id);
  return new Map(rows.map((row) => [row.id, row.n]));
}
