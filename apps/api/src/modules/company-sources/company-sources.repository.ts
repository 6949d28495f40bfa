import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { TLanguage } from '@huella/shared';
import { nameIn } from '../../db/catalogue-name.ts';
import type { Db, Tx } from '../../db/client.ts';
import { company_sources, emission_activities, emission_sources, sources } from '../../db/schema/index.ts';
import { tenant } from '../../db/tenant.ts';
import { firstNames, usesById, type TUses } from '../../db/uses.ts';

type Conn = Db | Tx;

/** The catalogue sources the company uses, by their name in the reader's language. */
export async function listCompanySourceRows(db: Conn, companyId: number, lang: TLanguage) {
  const name = nameIn(sources, lang);
  return tenant(db, companyId)
    .selectFrom(company_sources, { id: sources.id, name, icon: sources.icon })
    .innerJoin(sources, eq(sources.id, company_sources.source_id))
    .orderBy(asc(name), asc(sources.id));
}

/** How many of the company's emission sources use each of these catalogue sources, with their names. */
export async function countEmissionSourceUses(
  db: Conn,
  companyId: number,
  sourceIds: number[],
): Promise<Map<number, TUses>> {
  if (sourceIds.length === 0) return new Map();
  const rows = await tenant(db, companyId)
    .selectFrom(emission_sources, {
      id: emission_sources.source_id,
      n: count(),
      names: firstNames(emission_sources.name),
    })
    .where(inArray(emission_sources.source_id, sourceIds))
    .groupBy(emission_sources.source_id);
  return usesById(rows);
}

/** Makes `sourceIds` (not empty) the company's sources: the others go, the missing ones are added. */
export async function replaceCompanySourceRows(db: Conn, companyId: number, sourceIds: number[]) {
  const company = tenant(db, companyId);
  await company.deleteFrom(company_sources).where(notInArray(company_sources.source_id, sourceIds));
  await company
    .insertInto(
      company_sources,
      sourceIds.map((source_id) => ({ source_id })),
    )
    .onConflictDoNothing();
}

/** How many of the company's activities recorded by factor are in each of these catalogue sources. */
export async function countFactorActivityUses(
  db: Conn,
  companyId: number,
  sourceIds: number[],
): Promise<Map<number, number>> {
  if (sourceIds.length === 0) return new Map();
  const rows = await tenant(db, companyId)
    .selectFrom(emission_activities, { id: emission_activities.source_id, n: count() })
    .where(
      and(
        eq(emission_activities.by_emission_source, false),
        inArray(emission_activities.source_id, sourceIds),
      ),
    )
    .groupBy(emission_activities.source_id);
  return new Map(rows.map((row) => [row.id, row.n]));
}
