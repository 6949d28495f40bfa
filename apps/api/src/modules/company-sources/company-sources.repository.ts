import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { company_sources, emission_activities, emission_sources, sources } from '../../db/schema/index.ts';
import { firstNames, usesById, type TUses } from '../../db/uses.ts';

type Conn = Db | Tx;

/** The catalogue sources the company uses, by name. */
export async function listCompanySourceRows(db: Conn, companyId: number) {
  return db
    .select({ id: sources.id, name: sources.name, icon: sources.icon })
    .from(company_sources)
    .innerJoin(sources, eq(sources.id, company_sources.source_id))
    .where(eq(company_sources.company_id, companyId))
    .orderBy(asc(sources.name), asc(sources.id));
}

/** The catalogue sources among these ids, with their name and whether they may be chosen. */
export async function findCatalogueSources(db: Conn, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: sources.id, name: sources.name, enable: sources.enable })
    .from(sources)
    .where(inArray(sources.id, ids));
}

/** How many of the company's emission sources use each of these catalogue sources, with their names. */
export async function countEmissionSourceUses(
  db: Conn,
  companyId: number,
  sourceIds: number[],
): Promise<Map<number, TUses>> {
  if (sourceIds.length === 0) return new Map();
  const rows = await db
    .select({ id: emission_sources.source_id, n: count(), names: firstNames(emission_sources.name) })
    .from(emission_sources)
    .where(and(eq(emission_sources.company_id, companyId), inArray(emission_sources.source_id, sourceIds)))
    .groupBy(emission_sources.source_id);
  return usesById(rows);
}

/** Makes `sourceIds` (not empty) the company's sources: the others go, the missing ones are added. */
export async function replaceCompanySourceRows(db: Conn, companyId: number, sourceIds: number[]) {
  await db
    .delete(company_sources)
    .where(and(eq(company_sources.company_id, companyId), notInArray(company_sources.source_id, sourceIds)));
  await db
    .insert(company_sources)
    .values(sourceIds.map((source_id) => ({ company_id: companyId, source_id })))
    .onConflictDoNothing();
}

/** How many of the company's activities recorded by factor are in each of these catalogue sources. */
export async function countFactorActivityUses(
  db: Conn,
  companyId: number,
  sourceIds: number[],
): Promise<Map<number, number>> {
  if (sourceIds.length === 0) return new Map();
  const rows = await db
    .select({ id: emission_activities.source_id, n: count() })
    .from(emission_activities)
    .where(
      and(
        eq(emission_activities.company_id, companyId),
        eq(emission_activities.by_emission_source, false),
        inArray(emission_activities.source_id, sourceIds),
      ),
    )
    .groupBy(emission_activities.source_id);
  return new Map(rows.map((row) => [row.id, row.n]));
}
