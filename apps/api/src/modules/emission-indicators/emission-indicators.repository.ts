import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lte,
  sql,
  sum,
  type AnyColumn,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { EMISSION_INDICATOR_FILTERS, type TLanguage, type TListFilterValues } from '@huella/shared';
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
  emission_indicators,
  key_indicator_sources,
  key_indicators,
  sectors,
  sources,
  stakeholders,
  unit_measurements,
} from '../../db/schema/index.ts';
import { tenant, type TenantDb } from '../../db/tenant.ts';

// Every query here is about one company: its id comes from the scoped company of the request
// (plugins/auth.ts), and the company-bound handle (db/tenant.ts) adds it to each query.

type Conn = Db | Tx;
export type PlainEmissionIndicatorRow = typeof emission_indicators.$inferSelect;
export type EmissionIndicatorValues = Pick<
  typeof emission_indicators.$inferInsert,
  | 'key_indicator_id'
  | 'sector_id'
  | 'value'
  | 'date'
  | 'note'
  | 'headquarter_id'
  | 'client_id'
  | 'provider_id'
  | 'project_id'
>;

/** Rows per INSERT of an import (10 parameters each, well under PostgreSQL's 65,535). */
const INSERT_CHUNK = 1000;

const headquarter = alias(stakeholders, 'headquarter');
const client = alias(stakeholders, 'client');
const provider = alias(stakeholders, 'provider');
const project = alias(stakeholders, 'project');

/** An indicator's columns, its key indicator, sector and unit named in the reader's language. */
const columnsIn = (lang: TLanguage) => ({
  ...getTableColumns(emission_indicators),
  key_indicator: { id: key_indicators.id, name: nameIn(key_indicators, lang) },
  sector: { id: sectors.id, name: nameIn(sectors, lang) },
  unit: { name: nameIn(unit_measurements, lang), abbreviation: unit_measurements.abbreviation },
  headquarter: { id: headquarter.id, name: headquarter.name },
  client: { id: client.id, name: client.name },
  provider: { id: provider.id, name: provider.name },
  project: { id: project.id, name: project.name },
});

const stakeholderJoin = (table: { company_id: AnyColumn; id: AnyColumn }, column: AnyColumn) =>
  and(eq(table.company_id, emission_indicators.company_id), eq(table.id, column));

function withRelations(company: TenantDb, lang: TLanguage) {
  return company
    .selectFrom(emission_indicators, columnsIn(lang))
    .innerJoin(key_indicators, eq(key_indicators.id, emission_indicators.key_indicator_id))
    .innerJoin(sectors, eq(sectors.id, emission_indicators.sector_id))
    .innerJoin(unit_measurements, eq(unit_measurements.id, key_indicators.unit_measurement_id))
    .leftJoin(headquarter, stakeholderJoin(headquarter, emission_indicators.headquarter_id))
    .leftJoin(client, stakeholderJoin(client, emission_indicators.client_id))
    .leftJoin(provider, stakeholderJoin(provider, emission_indicators.provider_id))
    .leftJoin(project, stakeholderJoin(project, emission_indicators.project_id))
    .$dynamic();
}
export type EmissionIndicatorRow = Awaited<ReturnType<ReturnType<typeof withRelations>['execute']>>[number];

/** The values of the indicators' filters, as their shared list contract declares them. */
export type EmissionIndicatorFilter = TListFilterValues<typeof EMISSION_INDICATOR_FILTERS>;

const FILTER_COLUMNS = {
  sector_id: emission_indicators.sector_id,
  key_indicator_id: emission_indicators.key_indicator_id,
  headquarter_id: emission_indicators.headquarter_id,
  client_id: emission_indicators.client_id,
  provider_id: emission_indicators.provider_id,
  project_id: emission_indicators.project_id,
  date_from: emission_indicators.date,
  date_to: emission_indicators.date,
};

/**
 * The company's indicators as their list reads them: search on the note and either name of the key
 * indicator and of the sector; the declared filters; sorted as asked (names in the reader's
 * language), the latest date first by default.
 */
function emissionIndicatorList(
  db: Conn,
  companyId: number,
  filter: EmissionIndicatorFilter,
  lang: TLanguage,
) {
  const company = tenant(db, companyId);
  return {
    rows: withRelations(company, lang),
    count: company
      .selectFrom(emission_indicators, countAll())
      .innerJoin(key_indicators, eq(key_indicators.id, emission_indicators.key_indicator_id))
      .innerJoin(sectors, eq(sectors.id, emission_indicators.sector_id))
      .$dynamic(),
    where: filterWhere(EMISSION_INDICATOR_FILTERS, filter, FILTER_COLUMNS),
    search: [
      emission_indicators.note,
      key_indicators.name,
      key_indicators.name_en,
      sectors.name,
      sectors.name_en,
    ],
    sorts: {
      id: emission_indicators.id,
      key_indicator: nameIn(key_indicators, lang),
      sector: nameIn(sectors, lang),
      value: emission_indicators.value,
      date: emission_indicators.date,
      created_at: emission_indicators.created_at,
      updated_at: emission_indicators.updated_at,
    },
    defaultOrder: [desc(emission_indicators.date)],
    tiebreaker: emission_indicators.id,
  };
}

/** A page of the company's indicators (search, filters, sort; the latest date first by default). */
export function listEmissionIndicatorRows(
  db: Conn,
  companyId: number,
  filter: EmissionIndicatorFilter,
  query: TListPageQuery,
  lang: TLanguage,
) {
  return listPage(emissionIndicatorList(db, companyId, filter, lang), query);
}

/** Every indicator the company's list shows (search, filters), in its order: the export. */
export function listEveryEmissionIndicatorRow(
  db: Conn,
  companyId: number,
  filter: EmissionIndicatorFilter,
  query: TListEveryQuery,
  lang: TLanguage,
  pageSize?: number,
): AsyncGenerator<EmissionIndicatorRow> {
  return listEvery(
    emissionIndicatorList(db, companyId, filter, lang),
    query,
    {
      valueOf: {
        id: LISTED,
        key_indicator: (row) => row.key_indicator.name,
        sector: (row) => row.sector.name,
        value: LISTED,
        date: LISTED,
        created_at: LISTED,
        updated_at: LISTED,
      },
      defaultSort: { sort: 'date', order: 'desc' },
      idOf: (row) => row.id,
    },
    pageSize,
  );
}

export async function findEmissionIndicatorRow(
  db: Conn,
  companyId: number,
  id: number,
  lang: TLanguage,
): Promise<EmissionIndicatorRow | null> {
  const [row] = await withRelations(tenant(db, companyId), lang).where(eq(emission_indicators.id, id));
  return row ?? null;
}

/** The company's indicators with these ids, locked until the transaction ends. */
export async function lockEmissionIndicatorRows(
  tx: Tx,
  companyId: number,
  ids: number[],
): Promise<PlainEmissionIndicatorRow[]> {
  return tenant(tx, companyId)
    .selectFrom(emission_indicators)
    .where(inArray(emission_indicators.id, ids))
    .for('update');
}

/** The indicators of one key indicator of the company as stored (what an import is compared with). */
export async function listPlainEmissionIndicatorRows(
  db: Conn,
  companyId: number,
  keyIndicatorId: number,
): Promise<PlainEmissionIndicatorRow[]> {
  return tenant(db, companyId)
    .selectFrom(emission_indicators)
    .where(eq(emission_indicators.key_indicator_id, keyIndicatorId));
}

export async function insertEmissionIndicatorRow(
  db: Conn,
  companyId: number,
  values: EmissionIndicatorValues,
): Promise<number> {
  const [row] = await tenant(db, companyId)
    .insertInto(emission_indicators, values)
    .returning({ id: emission_indicators.id });
  return row!.id;
}

/** Writes an import's rows; answers how many. */
export async function insertEmissionIndicatorRows(
  db: Conn,
  companyId: number,
  rows: EmissionIndicatorValues[],
): Promise<number> {
  const company = tenant(db, companyId);
  let written = 0;
  for (let at = 0; at < rows.length; at += INSERT_CHUNK) {
    const chunk = rows.slice(at, at + INSERT_CHUNK);
    written += (
      await company.insertInto(emission_indicators, chunk).returning({ id: emission_indicators.id })
    ).length;
  }
  return written;
}

export async function updateEmissionIndicatorRow(
  db: Conn,
  companyId: number,
  id: number,
  values: EmissionIndicatorValues,
): Promise<boolean> {
  const rows = await tenant(db, companyId)
    .updateSet(emission_indicators, values)
    .where(eq(emission_indicators.id, id))
    .returning({ id: emission_indicators.id });
  return rows.length > 0;
}

export async function deleteEmissionIndicatorRows(
  db: Conn,
  companyId: number,
  ids: number[],
): Promise<number> {
  const rows = await tenant(db, companyId)
    .deleteFrom(emission_indicators)
    .where(inArray(emission_indicators.id, ids))
    .returning({ id: emission_indicators.id });
  return rows.length;
}

// What an indicator points at. The checks lock what they find (FOR SHARE) until the write commits,
// so a key indicator or a stakeholder cannot go between the check and the write.

/**
 * A key indicator of the catalogue with its sector and its unit's abbreviation (names in the
 * reader's language).
 */
export async function findKeyIndicator(db: Conn, id: number, lang: TLanguage, lock = false) {
  const query = db
    .select({
      id: key_indicators.id,
      name: nameIn(key_indicators, lang),
      sector_id: key_indicators.sector_id,
      sector: nameIn(sectors, lang),
      unit: sql<string>`coalesce(${unit_measurements.abbreviation}, ${nameIn(unit_measurements, lang)})`,
    })
    .from(key_indicators)
    .innerJoin(sectors, eq(sectors.id, key_indicators.sector_id))
    .innerJoin(unit_measurements, eq(unit_measurements.id, key_indicators.unit_measurement_id))
    .where(eq(key_indicators.id, id));
  const [row] = lock ? await query.for('share', { of: key_indicators }) : await query;
  return row ?? null;
}

/** The catalogue sources relevant to a key indicator, by their name in the reader's language. */
export async function listKeyIndicatorSources(db: Conn, keyIndicatorId: number, lang: TLanguage) {
  const name = nameIn(sources, lang);
  return db
    .select({ id: sources.id, name })
    .from(key_indicator_sources)
    .innerJoin(sources, eq(sources.id, key_indicator_sources.source_id))
    .where(eq(key_indicator_sources.key_indicator_id, keyIndicatorId))
    .orderBy(asc(name), asc(sources.id));
}

/** The company's stakeholders of each type, by name (what an import's rows may name). */
export async function listStakeholderRows(db: Conn, companyId: number) {
  return tenant(db, companyId)
    .selectFrom(stakeholders, { id: stakeholders.id, name: stakeholders.name, type: stakeholders.type })
    .orderBy(asc(sql`lower(${stakeholders.name})`), asc(stakeholders.id))
    .for('share');
}

// The indicator dashboard.

/** The sum of a key indicator's values of the company in each month (`YYYY-MM`) of the period. */
export async function sumIndicatorByMonth(
  db: Conn,
  companyId: number,
  keyIndicatorId: number,
  dateFrom: string,
  dateTo: string,
): Promise<{ month: string; total: number }[]> {
  const month = sql<string>`to_char(${emission_indicators.date}, 'YYYY-MM')`;
  const rows = await tenant(db, companyId)
    .selectFrom(emission_indicators, { month, total: sum(emission_indicators.value).mapWith(Number) })
    .where(
      and(
        eq(emission_indicators.key_indicator_id, keyIndicatorId),
        gte(emission_indicators.date, dateFrom),
        lte(emission_indicators.date, dateTo),
      ),
    )
    .groupBy(month);
  return rows.map((row) => ({ month: row.month, total: row.total ?? 0 }));
}

/**
 * The company's key indicator with values that comes first (its sector's name, then its own name,
 * both in the reader's language, then its id), with its sector; null when the company has none.
 */
export async function findFirstKeyIndicatorWithValues(db: Conn, companyId: number, lang: TLanguage) {
  const used = tenant(db, companyId)
    .selectFrom(emission_indicators, { id: emission_indicators.key_indicator_id })
    .groupBy(emission_indicators.key_indicator_id)
    .as('used');
  const [row] = await db
    .select({ key_indicator_id: key_indicators.id, sector_id: key_indicators.sector_id })
    .from(used)
    .innerJoin(key_indicators, eq(key_indicators.id, used.id))
    .innerJoin(sectors, eq(sectors.id, key_indicators.sector_id))
    .orderBy(asc(nameIn(sectors, lang)), asc(nameIn(key_indicators, lang)), asc(key_indicators.id))
    .limit(1);
  return row ?? null;
}
