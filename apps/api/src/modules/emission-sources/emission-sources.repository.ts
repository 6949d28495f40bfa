import { and, asc, count, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import { EMISSION_SOURCE_FILTERS, type TLanguage, type TListFilterValues } from '@huella/shared';
import { nameIn } from '../../db/catalogue-name.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  LISTED,
  countAll,
  filterWhere,
  listEvery,
  listPage,
  type TListEveryQuery,
  type TListPageQuery,
} from '../../db/list.ts';
import {
  company_sources,
  emission_activities,
  emission_factors,
  emission_sources,
  sources,
  stakeholders,
  types,
} from '../../db/schema/index.ts';
import { tenant, type TenantDb } from '../../db/tenant.ts';

// Every query here is about one company: its id comes from the scoped company of the request
// (plugins/auth.ts), never from what the client sent.

type Conn = Db | Tx;
export type PlainEmissionSourceRow = typeof emission_sources.$inferSelect;
export type EmissionSourceValues = Pick<
  typeof emission_sources.$inferInsert,
  'code' | 'name' | 'type_id' | 'source_id' | 'emission_factor_id' | 'headquarter_id' | 'activity_uncertainty'
>;

/** The group of `types` an emission source's type belongs to (operational, embedded). */
export const EMISSION_SOURCE_TYPE_GROUP = 'emission_source';
const HEADQUARTERS = 'HEADQUARTERS';

/** Rows per INSERT of an import (10 parameters each, well under PostgreSQL's 65,535). */
const INSERT_CHUNK = 1000;

/** An emission source with its relations, the catalogue ones named in the reader's language. */
const columnsIn = (lang: TLanguage) => ({
  ...getTableColumns(emission_sources),
  type: { id: types.id, name_es: types.name_es, name_en: types.name_en },
  source: { id: sources.id, name: nameIn(sources, lang), icon: sources.icon },
  emission_factor: { id: emission_factors.id, name: nameIn(emission_factors, lang) },
  headquarter: { id: stakeholders.id, name: stakeholders.name },
});

function withRelations(company: TenantDb, lang: TLanguage) {
  return company
    .selectFrom(emission_sources, columnsIn(lang))
    .innerJoin(types, eq(types.id, emission_sources.type_id))
    .innerJoin(sources, eq(sources.id, emission_sources.source_id))
    .innerJoin(emission_factors, eq(emission_factors.id, emission_sources.emission_factor_id))
    .innerJoin(
      stakeholders,
      and(
        eq(stakeholders.company_id, emission_sources.company_id),
        eq(stakeholders.id, emission_sources.headquarter_id),
      ),
    )
    .$dynamic();
}
export type EmissionSourceRow = Awaited<ReturnType<ReturnType<typeof withRelations>['execute']>>[number];

/** The values of the inventory's filters, as its shared list contract declares them. */
export type EmissionSourceFilter = TListFilterValues<typeof EMISSION_SOURCE_FILTERS>;

const FILTER_COLUMNS = {
  headquarter_id: emission_sources.headquarter_id,
  source_id: emission_sources.source_id,
  created_at_from: emission_sources.created_at,
  created_at_to: emission_sources.created_at,
};

const filterConditions = (filter: EmissionSourceFilter) =>
  filterWhere(EMISSION_SOURCE_FILTERS, filter, FILTER_COLUMNS);

/** The company's inventory as its list reads it: search on code and name, filters, sort; by code by default. */
function emissionSourceList(db: Conn, companyId: number, filter: EmissionSourceFilter, lang: TLanguage) {
  const company = tenant(db, companyId);
  return {
    rows: withRelations(company, lang),
    count: company.selectFrom(emission_sources, countAll()).$dynamic(),
    where: filterConditions(filter),
    search: [emission_sources.code, emission_sources.name],
    sorts: {
      code: emission_sources.code,
      name: emission_sources.name,
      source: nameIn(sources, lang),
      emission_factor: nameIn(emission_factors, lang),
      headquarter: stakeholders.name,
      created_at: emission_sources.created_at,
    },
    defaultOrder: [asc(emission_sources.code)],
    tiebreaker: emission_sources.id,
  };
}

/** A page of the company's inventory: search on code and name, filters, sort; by code by default. */
export function listEmissionSourceRows(
  db: Conn,
  companyId: number,
  filter: EmissionSourceFilter,
  query: TListPageQuery,
  lang: TLanguage,
) {
  return listPage(emissionSourceList(db, companyId, filter, lang), query);
}

/** Every emission source the company's list shows (search, filters), in its order: the export. */
export function listEveryEmissionSourceRow(
  db: Conn,
  companyId: number,
  filter: EmissionSourceFilter,
  query: TListEveryQuery,
  lang: TLanguage,
  pageSize?: number,
): AsyncGenerator<EmissionSourceRow> {
  return listEvery(
    emissionSourceList(db, companyId, filter, lang),
    query,
    {
      valueOf: {
        code: LISTED,
        name: LISTED,
        source: (row) => row.source.name,
        emission_factor: (row) => row.emission_factor.name,
        headquarter: (row) => row.headquarter.name,
        created_at: LISTED,
      },
      defaultSort: { sort: 'code', order: 'asc' },
      idOf: (row) => row.id,
    },
    pageSize,
  );
}

export async function findEmissionSourceRow(
  db: Conn,
  companyId: number,
  id: number,
  lang: TLanguage,
): Promise<EmissionSourceRow | null> {
  const [row] = await withRelations(tenant(db, companyId), lang).where(eq(emission_sources.id, id));
  return row ?? null;
}

/** The company's emission sources with these ids (lookups that write nothing). */
export async function findEmissionSourceRowsByIds(
  db: Conn,
  companyId: number,
  ids: number[],
): Promise<PlainEmissionSourceRow[]> {
  if (ids.length === 0) return [];
  return tenant(db, companyId).selectFrom(emission_sources).where(inArray(emission_sources.id, ids));
}

/** The company's emission sources with these ids, locked until the transaction ends. */
export async function lockEmissionSourceRows(
  tx: Tx,
  companyId: number,
  ids: number[],
): Promise<PlainEmissionSourceRow[]> {
  return tenant(tx, companyId)
    .selectFrom(emission_sources)
    .where(inArray(emission_sources.id, ids))
    .for('update');
}

/** The company's emission source whose code is `code` whatever its case, other than `exceptId`. */
export async function findEmissionSourceByCode(
  db: Conn,
  companyId: number,
  code: string,
  exceptId: number | null,
): Promise<PlainEmissionSourceRow | null> {
  const [row] = await tenant(db, companyId)
    .selectFrom(emission_sources)
    .where(
      and(
        eq(sql`lower(${emission_sources.code})`, code.toLowerCase()),
        exceptId === null ? undefined : ne(emission_sources.id, exceptId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Every emission source of the company as stored (what an import is compared with). */
export async function listPlainEmissionSourceRows(
  db: Conn,
  companyId: number,
): Promise<PlainEmissionSourceRow[]> {
  return tenant(db, companyId).selectFrom(emission_sources);
}

export async function insertEmissionSourceRow(
  db: Conn,
  companyId: number,
  values: EmissionSourceValues,
): Promise<number> {
  const [row] = await tenant(db, companyId)
    .insertInto(emission_sources, values)
    .returning({ id: emission_sources.id });
  return row!.id;
}

/** Writes an import's rows; answers how many. */
export async function insertEmissionSourceRows(
  db: Conn,
  companyId: number,
  rows: EmissionSourceValues[],
): Promise<number> {
  const company = tenant(db, companyId);
  let written = 0;
  for (let at = 0; at < rows.length; at += INSERT_CHUNK) {
    const chunk = rows.slice(at, at + INSERT_CHUNK);
    written += (await company.insertInto(emission_sources, chunk).returning({ id: emission_sources.id }))
      .length;
  }
  return written;
}

export async function updateEmissionSourceRow(
  db: Conn,
  companyId: number,
  id: number,
  values: EmissionSourceValues,
): Promise<boolean> {
  const rows = await tenant(db, companyId)
    .updateSet(emission_sources, values)
    .where(eq(emission_sources.id, id))
    .returning({ id: emission_sources.id });
  return rows.length > 0;
}

export async function deleteEmissionSourceRows(db: Conn, companyId: number, ids: number[]): Promise<number> {
  const rows = await tenant(db, companyId)
    .deleteFrom(emission_sources)
    .where(inArray(emission_sources.id, ids))
    .returning({ id: emission_sources.id });
  return rows.length;
}

// What an emission source points at. The checks lock what they find (FOR SHARE) until the write
// commits, so a headquarter, a company source or a factor cannot go between the check and the write.

/** The type, when it is one of the emission-source types. */
export async function findEmissionSourceType(db: Conn, typeId: number) {
  const [row] = await db
    .select({ id: types.id })
    .from(types)
    .where(and(eq(types.id, typeId), eq(types.group, EMISSION_SOURCE_TYPE_GROUP)))
    .for('share');
  return row ?? null;
}

/** True when the catalogue source is one the company uses. */
export async function companyUsesSource(db: Conn, companyId: number, sourceId: number): Promise<boolean> {
  const rows = await tenant(db, companyId)
    .selectFrom(company_sources, { source_id: company_sources.source_id })
    .where(eq(company_sources.source_id, sourceId))
    .for('share');
  return rows.length > 0;
}

export async function findFactorSource(db: Conn, factorId: number) {
  const [row] = await db
    .select({ id: emission_factors.id, source_id: emission_factors.source_id })
    .from(emission_factors)
    .where(eq(emission_factors.id, factorId))
    .for('share');
  return row ?? null;
}

/** True when the stakeholder is a headquarter of the company. */
export async function isHeadquarterOf(db: Conn, companyId: number, id: number): Promise<boolean> {
  const rows = await tenant(db, companyId)
    .selectFrom(stakeholders, { id: stakeholders.id })
    .where(and(eq(stakeholders.type, HEADQUARTERS), eq(stakeholders.id, id)))
    .for('share');
  return rows.length > 0;
}

// What an import and its template offer: the company's sources, their factors, its headquarters.

/**
 * The catalogue sources the company uses with both names, by the one in the reader's language
 * (locked until the import commits).
 */
export async function listCompanySourceRows(db: Conn, companyId: number, lang: TLanguage) {
  return tenant(db, companyId)
    .selectFrom(company_sources, {
      id: sources.id,
      code: sources.code,
      name: sources.name,
      name_en: sources.name_en,
    })
    .innerJoin(sources, eq(sources.id, company_sources.source_id))
    .orderBy(asc(nameIn(sources, lang)), asc(sources.id))
    .for('share', { of: company_sources });
}

/** The factors of these catalogue sources with both names, by the one in the reader's language. */
export async function listFactorRowsOfSources(db: Conn, sourceIds: number[], lang: TLanguage) {
  if (sourceIds.length === 0) return [];
  return db
    .select({
      id: emission_factors.id,
      code: emission_factors.code,
      name: emission_factors.name,
      name_en: emission_factors.name_en,
      source_id: emission_factors.source_id,
    })
    .from(emission_factors)
    .where(inArray(emission_factors.source_id, sourceIds))
    .orderBy(asc(nameIn(emission_factors, lang)), asc(emission_factors.id))
    .for('share');
}

/** The company's headquarters, by name (locked until the import commits). */
export async function listHeadquarterRows(db: Conn, companyId: number) {
  return tenant(db, companyId)
    .selectFrom(stakeholders, { id: stakeholders.id, name: stakeholders.name })
    .where(eq(stakeholders.type, HEADQUARTERS))
    .orderBy(asc(sql`lower(${stakeholders.name})`), asc(stakeholders.id))
    .for('share');
}

/** How many activities each of these emission sources of the company has. */
export async function countActivitiesBySource(
  db: Conn,
  companyId: number,
  ids: number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await tenant(db, companyId)
    .selectFrom(emission_activities, { id: emission_activities.emission_source_id, n: count() })
    .where(inArray(emission_activities.emission_source_id, ids))
    .groupBy(emission_activities.emission_source_id);
  return new Map(rows.map((row) => [row.id!, row.n]));
}
