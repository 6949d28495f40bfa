import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { TStakeholderType } from '@huella/shared';
import type { Db, Tx } from '../../db/client.ts';
import {
  LISTED,
  countAll,
  listEvery,
  listPage,
  type TListEveryQuery,
  type TListPageQuery,
} from '../../db/list.ts';
import { emission_activities, emission_sources, stakeholders } from '../../db/schema/index.ts';
import { tenant } from '../../db/tenant.ts';
import { firstNames, usesById, type TUses } from '../../db/uses.ts';

// Every query here is about one company: its id comes from the scoped company of the request
// (plugins/auth.ts), never from what the client sent.

type Conn = Db | Tx;
export type StakeholderRow = typeof stakeholders.$inferSelect;
export type StakeholderValues = { name: string; description: string | null };

/** Rows per INSERT of an import (5 parameters each, well under PostgreSQL's 65,535). */
const INSERT_CHUNK = 1000;

const ofType = (type: TStakeholderType): SQL => eq(stakeholders.type, type);

/** Names sort whatever their case, as they are unique whatever their case. */
const lowerName = sql`lower(${stakeholders.name})`;
const byName = [asc(lowerName), asc(stakeholders.id)];

/** The company's stakeholders of these types, by name. */
export async function listStakeholderRowsOfTypes(
  db: Conn,
  companyId: number,
  types: readonly TStakeholderType[],
): Promise<StakeholderRow[]> {
  return tenant(db, companyId)
    .selectFrom(stakeholders)
    .where(inArray(stakeholders.type, [...types]))
    .orderBy(...byName);
}

/** The company's stakeholders of a type as their list reads them: search on name and description. */
function stakeholderList(db: Conn, companyId: number, type: TStakeholderType) {
  const company = tenant(db, companyId);
  return {
    rows: company.selectFrom(stakeholders).$dynamic(),
    count: company.selectFrom(stakeholders, countAll()).$dynamic(),
    where: [ofType(type)],
    search: [stakeholders.name, stakeholders.description],
    sorts: { name: lowerName, created_at: stakeholders.created_at },
    defaultOrder: [asc(lowerName)],
    tiebreaker: stakeholders.id,
  };
}

/**
 * A page of the company's stakeholders of a type, by name unless asked otherwise; the search looks
 * in the name and the description (the one rule of every list: whatever the case and the accents).
 */
export async function listStakeholderRowsPage(
  db: Conn,
  companyId: number,
  type: TStakeholderType,
  query: TListPageQuery,
) {
  return listPage(stakeholderList(db, companyId, type), query);
}

/** Every stakeholder of a type the company's list shows (its search), in its order: the export. */
export function listEveryStakeholderRow(
  db: Conn,
  companyId: number,
  type: TStakeholderType,
  query: TListEveryQuery,
  pageSize?: number,
): AsyncGenerator<StakeholderRow> {
  return listEvery(
    stakeholderList(db, companyId, type),
    query,
    {
      valueOf: { name: LISTED, created_at: LISTED },
      defaultSort: { sort: 'name', order: 'asc' },
      idOf: (row) => row.id,
    },
    pageSize,
  );
}

export async function findStakeholderRow(
  db: Conn,
  companyId: number,
  type: TStakeholderType,
  id: number,
): Promise<StakeholderRow | null> {
  const [row] = await tenant(db, companyId)
    .selectFrom(stakeholders)
    .where(and(ofType(type), eq(stakeholders.id, id)));
  return row ?? null;
}

/** The company's stakeholders with these ids, of any type (lookups that write nothing). */
export async function findStakeholderRowsByIds(
  db: Conn,
  companyId: number,
  ids: number[],
): Promise<StakeholderRow[]> {
  if (ids.length === 0) return [];
  return tenant(db, companyId).selectFrom(stakeholders).where(inArray(stakeholders.id, ids));
}

/** The company's stakeholders of a type with these ids, locked until the transaction ends. */
export async function lockStakeholderRows(
  tx: Tx,
  companyId: number,
  type: TStakeholderType,
  ids: number[],
): Promise<StakeholderRow[]> {
  return tenant(tx, companyId)
    .selectFrom(stakeholders)
    .where(and(ofType(type), inArray(stakeholders.id, ids)))
    .for('update');
}

/** The stakeholder of the type whose name is `name` whatever its case, other than `exceptId`. */
export async function findStakeholderByName(
  db: Conn,
  companyId: number,
  type: TStakeholderType,
  name: string,
  exceptId: number | null,
): Promise<StakeholderRow | null> {
  const [row] = await tenant(db, companyId)
    .selectFrom(stakeholders)
    .where(
      and(
        ofType(type),
        eq(sql`lower(${stakeholders.name})`, name.toLowerCase()),
        exceptId === null ? undefined : ne(stakeholders.id, exceptId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Every stakeholder of a type, for an import to compare its rows with. */
export async function listStakeholderRowsOfType(
  db: Conn,
  companyId: number,
  type: TStakeholderType,
): Promise<StakeholderRow[]> {
  return tenant(db, companyId).selectFrom(stakeholders).where(ofType(type));
}

export async function insertStakeholderRow(
  db: Conn,
  companyId: number,
  type: TStakeholderType,
  values: StakeholderValues,
): Promise<StakeholderRow> {
  const [row] = await tenant(db, companyId)
    .insertInto(stakeholders, { type, ...values })
    .returning();
  return row!;
}

/** Writes an import's rows; answers how many. */
export async function insertStakeholderRows(
  db: Conn,
  companyId: number,
  type: TStakeholderType,
  rows: StakeholderValues[],
): Promise<number> {
  const company = tenant(db, companyId);
  let written = 0;
  for (let at = 0; at < rows.length; at += INSERT_CHUNK) {
    const chunk = rows.slice(at, at + INSERT_CHUNK).map((row) => ({ type, ...row }));
    const ids = await company.insertInto(stakeholders, chunk).returning({ id: stakeholders.id });
    written += ids.length;
  }
  return written;
}

export async function updateStakeholderRow(
  db: Conn,
  companyId: number,
  type: TStakeholderType,
  id: number,
  values: StakeholderValues,
): Promise<StakeholderRow | null> {
  const [row] = await tenant(db, companyId)
    .updateSet(stakeholders, values)
    .where(and(ofType(type), eq(stakeholders.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteStakeholderRows(
  db: Conn,
  companyId: number,
  type: TStakeholderType,
  ids: number[],
): Promise<number> {
  const rows = await tenant(db, companyId)
    .deleteFrom(stakeholders)
    .where(and(ofType(type), inArray(stakeholders.id, ids)))
    .returning({ id: stakeholders.id });
  return rows.length;
}

/** How many emission sources of the company are at each of these headquarters, with their names. */
export async function countEmissionSourcesByHeadquarter(
  db: Conn,
  companyId: number,
  ids: number[],
): Promise<Map<number, TUses>> {
  const rows = await tenant(db, companyId)
    .selectFrom(emission_sources, {
      id: emission_sources.headquarter_id,
      n: count(),
      names: firstNames(emission_sources.name),
    })
    .where(inArray(emission_sources.headquarter_id, ids))
    .groupBy(emission_sources.headquarter_id);
  return usesById(rows);
}

/** How many activities of the company name each of these stakeholders (in any role). */
export async function countActivitiesByStakeholder(
  db: Conn,
  companyId: number,
  ids: number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const company = tenant(db, companyId);
  const counts = new Map<number, number>();
  for (const column of [
    emission_activities.headquarter_id,
    emission_activities.client_id,
    emission_activities.provider_id,
    emission_activities.project_id,
  ]) {
    const rows = await company
      .selectFrom(emission_activities, { id: column, n: count() })
      .where(inArray(column, ids))
      .groupBy(column);
    for (const row of rows) counts.set(row.id!, (counts.get(row.id!) ?? 0) + row.n);
  }
  return counts;
}

/** The type of each stakeholder of the company among these ids (locked until the write commits). */
export async function findStakeholderTypes(
  db: Conn,
  companyId: number,
  ids: number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tenant(db, companyId)
    .selectFrom(stakeholders, { id: stakeholders.id, type: stakeholders.type })
    .where(inArray(stakeholders.id, ids))
    .for('share');
  return new Map(rows.map((row) => [row.id, row.type as string]));
}
