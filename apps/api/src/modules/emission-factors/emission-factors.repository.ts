import { and, asc, count, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEFAULT_LANGUAGE, type TLanguage } from '@huella/shared';
import { nameIn } from '../../db/catalogue-name.ts';
import type { Db, Tx } from '../../db/client.ts';
import { countAll, listPage, type TListPageQuery } from '../../db/list.ts';
import {
  emission_activities,
  emission_factor_parts,
  emission_factors,
  emission_sources,
  gas_emissions,
  sources,
} from '../../db/schema/index.ts';
import { acrossCompanies } from '../../db/tenant.ts';

type Conn = Db | Tx;
export type FactorValues = Pick<
  typeof emission_factors.$inferInsert,
  'name' | 'name_en' | 'description' | 'source_id' | 'fly' | 'renewable' | 'derives' | 'value'
>;
export type FactorFilter = { source_id?: number | undefined; derives?: boolean | undefined };
export type PartRow = { id: number; name: string; percent: number; avoided: boolean };
export type PartValues = { part_factor_id: number; percent: number; avoided: boolean };

function filterOf(filter: FactorFilter): (SQL | undefined)[] {
  return [
    filter.source_id ? eq(emission_factors.source_id, filter.source_id) : undefined,
    filter.derives !== undefined ? eq(emission_factors.derives, filter.derives) : undefined,
  ];
}

/** A factor's columns, its name also in the reader's language, and its source's name in it. */
const columnsIn = (lang: TLanguage) => ({
  id: emission_factors.id,
  code: emission_factors.code,
  name: emission_factors.name,
  name_en: emission_factors.name_en,
  display_name: nameIn(emission_factors, lang),
  description: emission_factors.description,
  source_id: emission_factors.source_id,
  fly: emission_factors.fly,
  renewable: emission_factors.renewable,
  derives: emission_factors.derives,
  value: emission_factors.value,
  created_at: emission_factors.created_at,
  updated_at: emission_factors.updated_at,
  source: { id: sources.id, name: nameIn(sources, lang) },
});

function withSource(db: Conn, lang: TLanguage = DEFAULT_LANGUAGE) {
  return db
    .select(columnsIn(lang))
    .from(emission_factors)
    .innerJoin(sources, eq(sources.id, emission_factors.source_id))
    .$dynamic();
}
export type FactorRow = Awaited<ReturnType<ReturnType<typeof withSource>['execute']>>[number];

/** A page of factors, found by either name and sorted by the one in the reader's language. */
export function listFactorRows(db: Conn, filter: FactorFilter, query: TListPageQuery, lang: TLanguage) {
  return listPage(
    {
      rows: withSource(db, lang),
      count: db.select(countAll()).from(emission_factors).$dynamic(),
      where: filterOf(filter),
      search: [emission_factors.name, emission_factors.name_en],
      defaultOrder: [asc(nameIn(emission_factors, lang))],
      tiebreaker: emission_factors.id,
    },
    query,
  );
}

/** The light list of selectors, named in the reader's language. */
export function listFactorOptionRows(db: Conn, filter: FactorFilter, query: TListPageQuery, lang: TLanguage) {
  return listPage(
    {
      rows: db
        .select({
          id: emission_factors.id,
          name: nameIn(emission_factors, lang),
          source_id: emission_factors.source_id,
          derives: emission_factors.derives,
        })
        .from(emission_factors)
        .$dynamic(),
      count: db.select(countAll()).from(emission_factors).$dynamic(),
      where: filterOf(filter),
      search: [emission_factors.name, emission_factors.name_en],
      defaultOrder: [asc(nameIn(emission_factors, lang))],
      tiebreaker: emission_factors.id,
    },
    query,
  );
}

export async function findFactorRow(
  db: Conn,
  id: number,
  lang: TLanguage = DEFAULT_LANGUAGE,
): Promise<FactorRow | null> {
  const [row] = await withSource(db, lang).where(eq(emission_factors.id, id));
  return row ?? null;
}

/** The factors with these ids (id, name, derives), locked: `update` to change them, `share` to rely on them. */
export async function lockFactorRows(tx: Tx, ids: number[], strength: 'update' | 'share') {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: emission_factors.id,
      name: emission_factors.name,
      name_en: emission_factors.name_en,
      derives: emission_factors.derives,
    })
    .from(emission_factors)
    .where(inArray(emission_factors.id, ids))
    .orderBy(asc(emission_factors.id))
    .for(strength);
}

/** The factors with these ids (for lookups that write nothing). */
export async function findFactorRowsByIds(db: Conn, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: emission_factors.id, name: emission_factors.name, derives: emission_factors.derives })
    .from(emission_factors)
    .where(inArray(emission_factors.id, ids));
}

/** How many gas values these factors hold themselves, together. */
export async function countGasEmissionsOfFactors(db: Conn, factorIds: number[]): Promise<number> {
  if (factorIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(gas_emissions)
    .where(inArray(gas_emissions.factor_id, factorIds));
  return row?.n ?? 0;
}

/** How many gas values a factor holds itself. */
export async function countOwnGasEmissions(db: Conn, factorId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(gas_emissions)
    .where(eq(gas_emissions.factor_id, factorId));
  return row?.n ?? 0;
}

const part = alias(emission_factors, 'part');

/** The parts of each factor, with the part's name in the reader's language, in the order written. */
export async function listPartsByFactor(
  db: Conn,
  factorIds: number[],
  lang: TLanguage = DEFAULT_LANGUAGE,
): Promise<Map<number, PartRow[]>> {
  const out = new Map<number, PartRow[]>(factorIds.map((id) => [id, []]));
  if (factorIds.length === 0) return out;
  const rows = await db
    .select({
      factor_id: emission_factor_parts.factor_id,
      id: emission_factor_parts.part_factor_id,
      name: nameIn(part, lang),
      percent: emission_factor_parts.percent,
      avoided: emission_factor_parts.avoided,
    })
    .from(emission_factor_parts)
    .innerJoin(part, eq(part.id, emission_factor_parts.part_factor_id))
    .where(inArray(emission_factor_parts.factor_id, factorIds))
    .orderBy(asc(emission_factor_parts.id));
  for (const { factor_id, ...row } of rows) out.get(factor_id)?.push(row);
  return out;
}

/**
 * The derived factors (id, name) that use each of these factors as a part, leaving out the derived
 * factors listed in `except` (deleted together with their parts).
 */
export async function listDerivedUsers(
  db: Conn,
  partIds: number[],
  except: number[] = [],
  lang: TLanguage = 'es',
) {
  if (partIds.length === 0) return new Map<number, { id: number; name: string }[]>();
  const owner = alias(emission_factors, 'owner');
  const rows = await db
    .select({ part_id: emission_factor_parts.part_factor_id, id: owner.id, name: nameIn(owner, lang) })
    .from(emission_factor_parts)
    .innerJoin(owner, eq(owner.id, emission_factor_parts.factor_id))
    .where(
      and(
        inArray(emission_factor_parts.part_factor_id, partIds),
        except.length ? notInArray(emission_factor_parts.factor_id, except) : undefined,
      ),
    )
    .orderBy(asc(nameIn(owner, lang)), asc(owner.id));
  const out = new Map<number, { id: number; name: string }[]>();
  for (const { part_id, ...row } of rows) (out.get(part_id) ?? out.set(part_id, []).get(part_id)!).push(row);
  return out;
}

export async function insertFactorRow(db: Conn, values: FactorValues): Promise<number> {
  const [row] = await db.insert(emission_factors).values(values).returning({ id: emission_factors.id });
  return row!.id;
}

export async function updateFactorRow(db: Conn, id: number, values: FactorValues) {
  await db.update(emission_factors).set(values).where(eq(emission_factors.id, id));
}

export async function replaceParts(db: Conn, factorId: number, parts: PartValues[]) {
  await db.delete(emission_factor_parts).where(eq(emission_factor_parts.factor_id, factorId));
  if (parts.length > 0)
    await db.insert(emission_factor_parts).values(parts.map((p) => ({ factor_id: factorId, ...p })));
}

/** Deletes factors with their parts and gas values; the blends go first so no part is still in use. */
export async function deleteFactorRows(db: Conn, ids: number[]): Promise<number> {
  await db.delete(emission_factor_parts).where(inArray(emission_factor_parts.factor_id, ids));
  const rows = await db
    .delete(emission_factors)
    .where(inArray(emission_factors.id, ids))
    .returning({ id: emission_factors.id });
  return rows.length;
}

/** How many companies' emission sources and activities use each of these factors. */
export async function countCompanyUsesOfFactors(
  db: Conn,
  ids: number[],
): Promise<{ sources: Map<number, number>; activities: Map<number, number> }> {
  if (ids.length === 0) return { sources: new Map(), activities: new Map() };
  // A catalogue factor stays while any company uses it: the count is over every company.
  const everyCompany = acrossCompanies(db);
  const sourceRows = await everyCompany
    .selectFrom(emission_sources, { id: emission_sources.emission_factor_id, n: count() })
    .where(inArray(emission_sources.emission_factor_id, ids))
    .groupBy(emission_sources.emission_factor_id);
  const activityRows = await everyCompany
    .selectFrom(emission_activities, { id: emission_activities.emission_factor_id, n: count() })
    .where(inArray(emission_activities.emission_factor_id, ids))
    .groupBy(emission_activities.emission_factor_id);
  return {
    sources: new Map(sourceRows.map((row) => [row.id, row.n])),
    activities: new Map(activityRows.map((row) => [row.id, row.n])),
  };
}
