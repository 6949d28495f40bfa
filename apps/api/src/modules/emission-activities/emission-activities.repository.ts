import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  not,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  EMISSION_ACTIVITY_FILTERS,
  givenByEmissionSource,
  type GIVEN_BY_EMISSION_SOURCE,
  type TLanguage,
  type TListFilterValues,
} from '@huella/shared';
import { arrayParam } from '../../db/batch.ts';
import { nameIn } from '../../db/catalogue-name.ts';
import type { Db, Tx } from '../../db/client.ts';
import { DEMO_ACCOUNTS } from '../../db/demo.ts';
import {
  countAll,
  filterWhere,
  folded,
  LISTED,
  listEvery,
  listPage,
  searchPattern,
  type TListEveryQuery,
  type TListKeyset,
  type TListPageQuery,
} from '../../db/list.ts';
import { refreshPlannerStatistics } from '../../db/migrate.ts';
import {
  activity_emissions,
  activity_rollups,
  activity_import_failures,
  activity_imports,
  company_sources,
  company_users,
  emission_activities,
  emission_factors,
  emission_sources,
  gas_emissions,
  gases,
  sources,
  stakeholders,
  types,
  unit_measurements,
  users,
} from '../../db/schema/index.ts';
import { acrossCompanies, tenant, type BatchColumns, type TenantDb } from '../../db/tenant.ts';

// Every query here is about one company: its id comes from the scoped company of the request
// (plugins/auth.ts), and the company-bound handle (db/tenant.ts) adds it to each query.

type Conn = Db | Tx;
export type PlainActivityRow = typeof emission_activities.$inferSelect;
export type ActivityValues = Omit<
  typeof emission_activities.$inferInsert,
  | 'id'
  | 'company_id'
  | 'created_at'
  | 'updated_at'
  | 'carbon_footprint'
  | 'carbon_footprint_avoided'
  | 'uncertainty'
  | 'flagged'
  | 'flag_reason'
  | 'document_file'
  | 'document_name'
  | 'document_type'
  | 'document_size'
>;

/** Rows per INSERT of an import (about 20 parameters each, well under PostgreSQL's 65,535). */
const INSERT_CHUNK = 1000;

const headquarter = alias(stakeholders, 'headquarter');
const client = alias(stakeholders, 'client');
const provider = alias(stakeholders, 'provider');
const project = alias(stakeholders, 'project');

/** An activity with its relations, the catalogue ones named in the reader's language. */
const columnsIn = (lang: TLanguage) => ({
  ...getTableColumns(emission_activities),
  emission_source: { id: emission_sources.id, code: emission_sources.code, name: emission_sources.name },
  emission_factor: { id: emission_factors.id, name: nameIn(emission_factors, lang) },
  type: { id: types.id, name_es: types.name_es, name_en: types.name_en },
  source: { id: sources.id, name: nameIn(sources, lang), icon: sources.icon },
  unit_measurement: {
    id: unit_measurements.id,
    name: nameIn(unit_measurements, lang),
    abbreviation: unit_measurements.abbreviation,
  },
  headquarter: { id: headquarter.id, name: headquarter.name },
  client: { id: client.id, name: client.name },
  provider: { id: provider.id, name: provider.name },
  project: { id: project.id, name: project.name },
});

const stakeholderJoin = (table: { company_id: AnyColumn; id: AnyColumn }, column: AnyColumn) =>
  and(eq(table.company_id, emission_activities.company_id), eq(table.id, column));

function withRelations(company: TenantDb, lang: TLanguage) {
  return company
    .selectFrom(emission_activities, columnsIn(lang))
    .leftJoin(
      emission_sources,
      and(
        eq(emission_sources.company_id, emission_activities.company_id),
        eq(emission_sources.id, emission_activities.emission_source_id),
      ),
    )
    .innerJoin(emission_factors, eq(emission_factors.id, emission_activities.emission_factor_id))
    .innerJoin(types, eq(types.id, emission_activities.type_id))
    .innerJoin(sources, eq(sources.id, emission_activities.source_id))
    .innerJoin(unit_measurements, eq(unit_measurements.id, emission_activities.unit_measurement_id))
    .leftJoin(headquarter, stakeholderJoin(headquarter, emission_activities.headquarter_id))
    .leftJoin(client, stakeholderJoin(client, emission_activities.client_id))
    .leftJoin(provider, stakeholderJoin(provider, emission_activities.provider_id))
    .leftJoin(project, stakeholderJoin(project, emission_activities.project_id))
    .$dynamic();
}
export type ActivityRow = Awaited<ReturnType<ReturnType<typeof withRelations>['execute']>>[number];

/** The values of the activities' filters, as their shared list contract declares them. */
export type ActivityFilter = TListFilterValues<typeof EMISSION_ACTIVITY_FILTERS>;

const FILTER_COLUMNS = {
  headquarter_id: emission_activities.headquarter_id,
  client_id: emission_activities.client_id,
  provider_id: emission_activities.provider_id,
  project_id: emission_activities.project_id,
  source_id: emission_activities.source_id,
  emission_source_id: emission_activities.emission_source_id,
  flagged: emission_activities.flagged,
  created_at_from: emission_activities.created_at,
  created_at_to: emission_activities.created_at,
  date_from: emission_activities.date,
  date_to: emission_activities.date,
};

const filterConditions = (filter: ActivityFilter) =>
  filterWhere(EMISSION_ACTIVITY_FILTERS, filter, FILTER_COLUMNS);

/**
 * What a search finds: the emission sources whose code or name holds the term, the factors whose name
 * holds it, the company's headquarters, clients, providers and projects whose name holds it, and the
 * pattern the activities' notes and document names are searched with. The sources, factors and
 * stakeholders are looked up first (a few hundred rows), so the activities are found through their
 * indexes (the notes' and documents' by trigrams), never read one by one.
 */
async function searchTerms(db: Conn, companyId: number, term: string | undefined) {
  const pattern = searchPattern(term);
  if (pattern === undefined) return undefined;
  const sources = await tenant(db, companyId)
    .selectFrom(emission_sources, { id: emission_sources.id })
    .where(or(folded(emission_sources.code, pattern), folded(emission_sources.name, pattern)));
  // A factor is found by its name in either language.
  const factors = await db
    .select({ id: emission_factors.id })
    .from(emission_factors)
    .where(or(folded(emission_factors.name, pattern), folded(emission_factors.name_en, pattern)));
  const named = await tenant(db, companyId)
    .selectFrom(stakeholders, { id: stakeholders.id })
    .where(folded(stakeholders.name, pattern));
  return {
    pattern,
    sourceIds: sources.map((row) => row.id),
    factorIds: factors.map((row) => row.id),
    stakeholderIds: named.map((row) => row.id),
  };
}

type SearchTerms = NonNullable<Awaited<ReturnType<typeof searchTerms>>>;

type FoundColumns = Record<
  'emission_source_id' | 'emission_factor_id' | 'headquarter_id' | 'client_id' | 'provider_id' | 'project_id',
  AnyColumn | SQL
>;

/** Whether a search found any source, factor or stakeholder (then the roll-ups count its activities). */
const foundAny = (terms: SearchTerms) =>
  terms.sourceIds.length > 0 || terms.factorIds.length > 0 || terms.stakeholderIds.length > 0;

/**
 * The activities of the sources, factors or stakeholders a search found (for columns of activities or
 * of a roll-up; a stakeholder's id is unique whatever its type, so one list serves the four columns).
 */
const ofFound = (terms: SearchTerms, columns: FoundColumns) => {
  const anyOf = (column: AnyColumn | SQL, ids: number[]) =>
    ids.length > 0 ? sql`${column} = any(${arrayParam(ids)}::int[])` : undefined;
  return (
    or(
      anyOf(columns.emission_source_id, terms.sourceIds),
      anyOf(columns.emission_factor_id, terms.factorIds),
      anyOf(columns.headquarter_id, terms.stakeholderIds),
      anyOf(columns.client_id, terms.stakeholderIds),
      anyOf(columns.provider_id, terms.stakeholderIds),
      anyOf(columns.project_id, terms.stakeholderIds),
    ) ?? sql`false`
  );
};

/**
 * The activities whose notes or document names hold the search's pattern: each trigram index holds
 * only activities with notes (migration 0027) or documents (0034), and answers a condition that says so.
 */
const notesHold = (pattern: string) =>
  sql`((${emission_activities.description} <> '' and ${folded(emission_activities.description, pattern)}) or (${emission_activities.documents} <> '' and ${folded(emission_activities.documents, pattern)}))`;

/**
 * The roll-up columns the activities' filters name (DESIGN §4): a page's total without creation days
 * is summed from the yearly roll-up rows, not counted over every activity.
 */
const ROLLUP_FILTER_COLUMNS = {
  headquarter_id: activity_rollups.headquarter_id,
  client_id: activity_rollups.client_id,
  provider_id: activity_rollups.provider_id,
  project_id: activity_rollups.project_id,
  source_id: activity_rollups.source_id,
  emission_source_id: activity_rollups.emission_source_id,
  flagged: activity_rollups.flagged,
  // Never read: creation days are not kept by the roll-ups, nor are an activity's days within a
  // year, so those totals are counted.
  created_at_from: activity_rollups.period,
  created_at_to: activity_rollups.period,
  date_from: activity_rollups.period,
  date_to: activity_rollups.period,
};

/** What adds nothing to a column of the activities' sorts (a day, a figure, a moment). */
const zeroOf = (column: AnyColumn) =>
  column === emission_activities.created_at ? sql`interval '0'` : sql`0`;

/**
 * Up to this many activities found by a search are fetched by id: a search that finds few is
 * answered from its matches, not by walking the company's activities in date order looking for them.
 */
const FEW_MATCHES = 2000;

/**
 * The query of the company's activities as their list reads them (search, filters, sort): what a
 * page and the export read.
 */
async function activityList(
  db: Conn,
  companyId: number,
  filter: ActivityFilter,
  query: { search?: string | undefined },
  lang: TLanguage,
  fewMatches: number,
) {
  const company = tenant(db, companyId);
  const filters = filterConditions(filter);
  const terms = await searchTerms(db, companyId, query.search);
  const search = terms && or(ofFound(terms, emission_activities), notesHold(terms.pattern));
  let where = [...filters, search];
  let found: number[] | null = null;
  // Bounds of days the yearly roll-ups cannot answer: the total is counted.
  const byDays = Boolean(
    filter.created_at_from || filter.created_at_to || filter.date_from || filter.date_to,
  );
  // Many activities of the sources and factors found (the roll-ups tell at once): no need to look
  // for few matches first.
  const many =
    terms && !byDays && foundAny(terms)
      ? Number(
          (
            await company
              .selectFrom(activity_rollups, {
                n: sql<number>`coalesce(sum(${activity_rollups.activities}), 0)`,
              })
              .where(
                and(
                  eq(activity_rollups.grain, 'y'),
                  ...filterWhere(EMISSION_ACTIVITY_FILTERS, filter, ROLLUP_FILTER_COLUMNS),
                  ofFound(terms, activity_rollups),
                ),
              )
          )[0]?.n ?? 0,
        ) > fewMatches
      : false;
  if (search && !many) {
    const matches = await company
      .selectFrom(emission_activities, { id: emission_activities.id })
      .where(and(...where))
      .limit(fewMatches + 1);
    if (matches.length <= fewMatches) {
      found = matches.map((row) => row.id);
      where = [
        found.length === 0 ? sql`false` : sql`${emission_activities.id} = any(${arrayParam(found)}::int[])`,
      ];
    }
  }
  // A search's few matches are sorted as a set: ordered by an expression no index gives in order,
  // the planner cannot choose to walk the company's activities in that index's order looking for
  // them (it did, reading half a million rows for a page of matches that all lay at one end).
  const ordered = (column: AnyColumn) => (found === null ? column : sql`(${column} + ${zeroOf(column)})`);
  // The total: the few matches counted, or summed from the yearly roll-ups (with a search, those of
  // the sources and factors it found, plus the activities only their notes match, counted).
  const rollupCount =
    byDays || found !== null
      ? null
      : company
          .selectFrom(activity_rollups, {
            n: terms
              ? sql<number>`coalesce(sum(${activity_rollups.activities}), 0) + (${company
                  .selectFrom(emission_activities, countAll())
                  .where(
                    and(
                      ...filters,
                      notesHold(terms.pattern),
                      not(
                        ofFound(terms, {
                          emission_source_id: sql`coalesce(${emission_activities.emission_source_id}, 0)`,
                          emission_factor_id: emission_activities.emission_factor_id,
                          headquarter_id: sql`coalesce(${emission_activities.headquarter_id}, 0)`,
                          client_id: sql`coalesce(${emission_activities.client_id}, 0)`,
                          provider_id: sql`coalesce(${emission_activities.provider_id}, 0)`,
                          project_id: sql`coalesce(${emission_activities.project_id}, 0)`,
                        }),
                      ),
                    ),
                  )})`
              : sql<number>`coalesce(sum(${activity_rollups.activities}), 0)`,
          })
          .$dynamic();
  return {
    rows: withRelations(company, lang),
    joinsAsWritten: { db, rows: (tx: Tx) => withRelations(tenant(tx, companyId), lang) },
    count: rollupCount ?? company.selectFrom(emission_activities, countAll()).$dynamic(),
    total: found?.length,
    where,
    countWhere: rollupCount
      ? [
          eq(activity_rollups.grain, 'y'),
          ...filterWhere(EMISSION_ACTIVITY_FILTERS, filter, ROLLUP_FILTER_COLUMNS),
          terms ? ofFound(terms, activity_rollups) : undefined,
        ]
      : undefined,
    sorts: {
      date: ordered(emission_activities.date),
      consumption: ordered(emission_activities.consumption),
      emission_source: emission_sources.code,
      emission_factor: nameIn(emission_factors, lang),
      source: nameIn(sources, lang),
      carbon_footprint: ordered(emission_activities.carbon_footprint),
      created_at: ordered(emission_activities.created_at),
    },
    defaultOrder: [desc(ordered(emission_activities.date))],
    tiebreaker: emission_activities.id,
  };
}

/** A page of the company's activities: search, filters, sort; newest day first by default. */
export async function listActivityRows(
  db: Conn,
  companyId: number,
  filter: ActivityFilter,
  query: TListPageQuery,
  lang: TLanguage,
  fewMatches = FEW_MATCHES,
) {
  const spec = await activityList(db, companyId, filter, query, lang, fewMatches);
  // The search is in the spec's conditions already.
  return listPage(spec, { ...query, search: undefined });
}

/** Where each sort of the activities is in a row (to read the next page of an export from it). */
const ACTIVITY_KEYSET: TListKeyset<ActivityRow> = {
  valueOf: {
    date: LISTED,
    consumption: LISTED,
    emission_source: (row) => row.emission_source?.code ?? null,
    emission_factor: (row) => row.emission_factor.name,
    source: (row) => row.source.name,
    carbon_footprint: LISTED,
    created_at: LISTED,
  },
  defaultSort: { sort: 'date', order: 'desc' },
  idOf: (row) => row.id,
};

/**
 * Every activity of the company its list shows (search, filters), in the list's order, a page
 * at a time as the export writes them.
 */
export async function* listEveryActivityRow(
  db: Conn,
  companyId: number,
  filter: ActivityFilter,
  query: TListEveryQuery,
  lang: TLanguage,
  pageSize?: number,
): AsyncGenerator<ActivityRow> {
  const spec = await activityList(db, companyId, filter, query, lang, FEW_MATCHES);
  yield* listEvery(spec, { ...query, search: undefined }, ACTIVITY_KEYSET, pageSize);
}

export async function findActivityRow(
  db: Conn,
  companyId: number,
  id: number,
  lang: TLanguage,
): Promise<ActivityRow | null> {
  const [row] = await withRelations(tenant(db, companyId), lang).where(eq(emission_activities.id, id));
  return row ?? null;
}

/** The company's activities with these ids, locked until the transaction ends. */
export async function lockActivityRows(
  tx: Conn,
  companyId: number,
  ids: number[],
): Promise<PlainActivityRow[]> {
  if (ids.length === 0) return [];
  // In id order, as the recalculation locks them, so two writers never wait on each other in a circle.
  return tenant(tx, companyId)
    .selectFrom(emission_activities)
    .where(inArray(emission_activities.id, ids))
    .orderBy(asc(emission_activities.id))
    .for('update');
}

/** Per activity of the company and gas: t CO2e counted and avoided (the list's and the form's breakdown). */
export async function listGasTotals(db: Conn, companyId: number, activityIds: number[]) {
  if (activityIds.length === 0) return [];
  return tenant(db, companyId)
    .selectFrom(activity_emissions, {
      activity_id: activity_emissions.activity_id,
      gas_id: activity_emissions.gas_id,
      gas: sql<string>`coalesce(${gases.formula}, ${gases.name})`,
      counted: sql<number>`coalesce(sum(${activity_emissions.co2e_kg}) filter (where not ${activity_emissions.avoided}), 0)::float8`,
      avoided: sql<number>`coalesce(sum(${activity_emissions.co2e_kg}) filter (where ${activity_emissions.avoided}), 0)::float8`,
    })
    .innerJoin(gases, eq(gases.id, activity_emissions.gas_id))
    .where(inArray(activity_emissions.activity_id, activityIds))
    .groupBy(activity_emissions.activity_id, activity_emissions.gas_id, gases.formula, gases.name)
    .orderBy(asc(activity_emissions.gas_id));
}

/** The group of `types` an activity's type belongs to (operational, embedded). */
export const ACTIVITY_TYPE_GROUP = 'emission_source';

/** A new activity with the totals its calculation came to. */
export type NewActivityRow = ActivityValues & {
  carbon_footprint: number;
  carbon_footprint_avoided: number;
  uncertainty: number;
};

/** The columns of a new activity, as a batch writes them. */
const ACTIVITY_BATCH = {
  date: 'date',
  consumption: 'float8',
  by_emission_source: 'boolean',
  emission_source_id: 'int',
  emission_factor_id: 'int',
  type_id: 'int',
  source_id: 'int',
  unit_measurement_id: 'int',
  headquarter_id: 'int',
  client_id: 'int',
  provider_id: 'int',
  project_id: 'int',
  description: 'text',
  type_document: 'text',
  documents: 'text',
  carbon_footprint: 'float8',
  carbon_footprint_avoided: 'float8',
  uncertainty: 'float8',
  import_id: 'int',
  import_row: 'int',
} as const satisfies BatchColumns<typeof emission_activities>;

/**
 * Writes activities, a batch in one statement; answers their ids in the order given, -1 for a row
 * an earlier import or retry of the same import saved already (it is not written again).
 */
export async function insertActivityRows(
  db: Conn,
  companyId: number,
  rows: NewActivityRow[],
): Promise<number[]> {
  const company = tenant(db, companyId);
  const ids: number[] = [];
  for (let at = 0; at < rows.length; at += INSERT_CHUNK) {
    const chunk = rows.slice(at, at + INSERT_CHUNK);
    const written: { id: number; import_row: number | null }[] = await company.insertBatch(
      emission_activities,
      ACTIVITY_BATCH,
      chunk,
      sql`on conflict (import_id, import_row) do nothing returning id, import_row`,
    );
    // Rows come back in the order they went in; with rows skipped, a row is found by its number.
    if (written.length === chunk.length) ids.push(...written.map((row) => row.id));
    else {
      const byRow = new Map(written.map((row) => [row.import_row, row.id]));
      for (const row of chunk) ids.push(byRow.get(row.import_row ?? null) ?? -1);
    }
  }
  return ids;
}

export async function updateActivityRow(
  db: Conn,
  companyId: number,
  id: number,
  values: ActivityValues,
): Promise<boolean> {
  const rows = await tenant(db, companyId)
    .updateSet(emission_activities, values)
    .where(eq(emission_activities.id, id))
    .returning({ id: emission_activities.id });
  return rows.length > 0;
}

/**
 * Deletes activities, their emission lines first (while the activities still name the roll-up rows
 * the lines leave); answers the stored document files they had.
 */
export async function deleteActivityRows(
  db: Conn,
  companyId: number,
  ids: number[],
): Promise<(string | null)[]> {
  await tenant(db, companyId)
    .deleteFrom(activity_emissions)
    .where(inArray(activity_emissions.activity_id, ids));
  const rows = await tenant(db, companyId)
    .deleteFrom(emission_activities)
    .where(inArray(emission_activities.id, ids))
    .returning({ document_file: emission_activities.document_file });
  return rows.map((row) => row.document_file);
}

export type ActivityDocument = { file: string; name: string; type: string; size: number };

/** Sets (or clears) an activity's uploaded document; answers the file it replaced. */
export async function setActivityDocument(
  db: Conn,
  companyId: number,
  id: number,
  document: ActivityDocument | null,
): Promise<{ previous: string | null } | null> {
  const company = tenant(db, companyId);
  const [current] = await company
    .selectFrom(emission_activities, { file: emission_activities.document_file })
    .where(eq(emission_activities.id, id))
    .for('update');
  if (!current) return null;
  await company
    .updateSet(emission_activities, {
      document_file: document?.file ?? null,
      document_name: document?.name ?? null,
      document_type: document?.type ?? null,
      document_size: document?.size ?? null,
    })
    .where(eq(emission_activities.id, id));
  return { previous: current.file };
}

/** The stored document of an activity of the company. */
export async function findActivityDocument(db: Conn, companyId: number, id: number) {
  const [row] = await tenant(db, companyId)
    .selectFrom(emission_activities, {
      file: emission_activities.document_file,
      name: emission_activities.document_name,
      type: emission_activities.document_type,
    })
    .where(eq(emission_activities.id, id));
  return row ?? null;
}

// What an activity points at -----------------------------------------------------------------

/** The company's emission source with what its activities copy from it. */
export async function findSourceForActivity(db: Conn, companyId: number, id: number) {
  const [row] = await tenant(db, companyId)
    .selectFrom(emission_sources, {
      id: emission_sources.id,
      emission_factor_id: emission_sources.emission_factor_id,
      source_id: emission_sources.source_id,
      type_id: emission_sources.type_id,
      headquarter_id: emission_sources.headquarter_id,
      activity_uncertainty: emission_sources.activity_uncertainty,
    })
    .where(eq(emission_sources.id, id))
    .for('share');
  return row ?? null;
}

/** The factor with its catalogue source, when the company uses that source. */
export async function findCompanyFactor(db: Conn, companyId: number, factorId: number) {
  const [row] = await tenant(db, companyId)
    .selectFrom(company_sources, { id: emission_factors.id, source_id: emission_factors.source_id })
    .innerJoin(emission_factors, eq(emission_factors.source_id, company_sources.source_id))
    .where(eq(emission_factors.id, factorId))
    .for('share', { of: company_sources });
  return row ?? null;
}

/** True when the type is one of the group's (emission_source: operational, embedded). */
export async function isTypeOfGroup(db: Conn, typeId: number, group: string): Promise<boolean> {
  const rows = await db
    .select({ id: types.id })
    .from(types)
    .where(and(eq(types.id, typeId), eq(types.group, group)));
  return rows.length > 0;
}

export async function unitExists(db: Conn, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: unit_measurements.id })
    .from(unit_measurements)
    .where(eq(unit_measurements.id, id));
  return rows.length > 0;
}

// Imports ------------------------------------------------------------------------------------

/** The company's latest import of a file with this checksum. */
export async function findImportByHash(db: Conn, companyId: number, hash: string) {
  const [row] = await tenant(db, companyId)
    .selectFrom(activity_imports)
    .where(eq(activity_imports.file_hash, hash))
    .orderBy(desc(activity_imports.id))
    .limit(1);
  return row ?? null;
}

export async function findImport(db: Conn, companyId: number, id: number) {
  const [row] = await tenant(db, companyId)
    .selectFrom(activity_imports)
    .where(eq(activity_imports.id, id))
    .for('update');
  return row ?? null;
}

export type ImportRow = typeof activity_imports.$inferSelect;

export async function insertImport(
  db: Conn,
  companyId: number,
  values: Omit<typeof activity_imports.$inferInsert, 'id' | 'company_id'>,
): Promise<ImportRow> {
  const [row] = await tenant(db, companyId).insertInto(activity_imports, values).returning();
  return row!;
}

/** The company's import that is queued or running, if any (there is one at most). */
export async function findRunningImport(db: Conn, companyId: number): Promise<ImportRow | null> {
  const [row] = await tenant(db, companyId)
    .selectFrom(activity_imports)
    .where(inArray(activity_imports.state, ['queued', 'running']))
    .limit(1);
  return row ?? null;
}

/** The company's latest import. */
export async function findLatestImport(db: Conn, companyId: number): Promise<ImportRow | null> {
  const [row] = await tenant(db, companyId)
    .selectFrom(activity_imports)
    .orderBy(desc(activity_imports.id))
    .limit(1);
  return row ?? null;
}

/** The company's latest import that ended with rows still to fix, if any. */
export async function findLatestImportToFix(db: Conn, companyId: number): Promise<ImportRow | null> {
  const [row] = await tenant(db, companyId)
    .selectFrom(activity_imports)
    .where(and(eq(activity_imports.state, 'done'), gt(activity_imports.failed, 0)))
    .orderBy(desc(activity_imports.id))
    .limit(1);
  return row ?? null;
}

/** The company's latest import that has ended (done, its rows to fix kept or not). */
export async function findLatestEndedImport(db: Conn, companyId: number): Promise<ImportRow | null> {
  const [row] = await tenant(db, companyId)
    .selectFrom(activity_imports)
    .where(eq(activity_imports.state, 'done'))
    .orderBy(desc(activity_imports.id))
    .limit(1);
  return row ?? null;
}

/** An import of the company as it stands. */
export async function readImport(db: Conn, companyId: number, id: number): Promise<ImportRow | null> {
  const [row] = await tenant(db, companyId).selectFrom(activity_imports).where(eq(activity_imports.id, id));
  return row ?? null;
}

/**
 * The oldest import waiting for the import's worker, of any company (the worker takes them in
 * turn, one at a time).
 */
export async function nextPendingImport(db: Conn): Promise<ImportRow | null> {
  const [row] = await acrossCompanies(db)
    .selectFrom(activity_imports)
    .where(inArray(activity_imports.state, ['queued', 'running']))
    .orderBy(asc(activity_imports.id))
    .limit(1);
  return row ?? null;
}

/** Which of these stored files an import of any company still names. */
export async function importFilesInUse(db: Conn, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await acrossCompanies(db)
    .selectFrom(activity_imports, { stored_file: activity_imports.stored_file })
    .where(inArray(activity_imports.stored_file, [...names]));
  return new Set(rows.map((row) => row.stored_file).filter((name): name is string => name !== null));
}

/** Sets what an import has come to (its state, counts, refusal, stored file). */
export async function updateImport(
  db: Conn,
  companyId: number,
  id: number,
  values: Partial<
    Pick<ImportRow, 'state' | 'rows' | 'saved' | 'failed' | 'refusal' | 'stored_file' | 'total' | 'attempts'>
  >,
): Promise<void> {
  await tenant(db, companyId)
    .updateSet(activity_imports, { ...values, updated_at: new Date() })
    .where(eq(activity_imports.id, id));
}

/** Adds how rows went to the counts of an import of the company. */
export async function countImportRows(
  db: Conn,
  companyId: number,
  id: number,
  counts: { rows?: number; saved: number },
): Promise<void> {
  const company = tenant(db, companyId);
  // The import's row first: an import's batches are written side by side, and the count of its rows
  // to fix, read by the next statement, then sees those of every batch that committed before. Not
  // `for update`: each batch's activities hold the row's key (their foreign key to their import),
  // and two batches asking for it whole would wait for each other.
  await company
    .selectFrom(activity_imports, { id: activity_imports.id })
    .where(eq(activity_imports.id, id))
    .for('no key update');
  const toFix = company
    .selectFrom(activity_import_failures, { count: sql<number>`count(*)::int` })
    .where(eq(activity_import_failures.import_id, id));
  await company
    .updateSet(activity_imports, {
      rows: sql`${activity_imports.rows} + ${counts.rows ?? 0}`,
      saved: sql`${activity_imports.saved} + ${counts.saved}`,
      // The rows still to fix.
      failed: sql`(${toFix})`,
      updated_at: new Date(),
    })
    .where(eq(activity_imports.id, id));
}

export type ImportFailureRow = Omit<typeof activity_import_failures.$inferSelect, 'company_id' | 'import_id'>;

/** Keeps failing rows of an import (a row failing again replaces what it said before). */
export async function saveImportFailures(
  db: Conn,
  companyId: number,
  importId: number,
  rows: readonly ImportFailureRow[],
): Promise<void> {
  for (let at = 0; at < rows.length; at += INSERT_CHUNK) {
    const chunk = rows.slice(at, at + INSERT_CHUNK);
    await tenant(db, companyId).insertBatch(
      activity_import_failures,
      { import_id: 'int', row: 'int', values: 'jsonb', errors: 'jsonb' },
      chunk.map((row) => ({
        import_id: importId,
        row: row.row,
        values: JSON.stringify(row.values),
        errors: JSON.stringify(row.errors),
      })),
      sql`on conflict (company_id, import_id, row) do update set values = excluded.values, errors = excluded.errors`,
    );
  }
}

/** Forgets failing rows of an import (sent again; those failing still are kept again). */
export async function deleteImportFailures(
  db: Conn,
  companyId: number,
  importId: number,
  rows: readonly number[] | 'all',
): Promise<void> {
  const query = tenant(db, companyId).deleteFrom(activity_import_failures);
  await (rows === 'all'
    ? query.where(eq(activity_import_failures.import_id, importId))
    : query.where(
        and(
          eq(activity_import_failures.import_id, importId),
          inArray(activity_import_failures.row, [...rows]),
        ),
      ));
}

/** The failing rows of an import, in row order. */
export async function listImportFailures(
  db: Conn,
  companyId: number,
  importId: number,
): Promise<ImportFailureRow[]> {
  return tenant(db, companyId)
    .selectFrom(activity_import_failures, {
      row: activity_import_failures.row,
      values: activity_import_failures.values,
      errors: activity_import_failures.errors,
    })
    .where(eq(activity_import_failures.import_id, importId))
    .orderBy(asc(activity_import_failures.row));
}

/** Ids of activities an import saved, `limit` at a time. */
export async function listImportedActivityIds(
  db: Conn,
  companyId: number,
  importId: number,
  limit: number,
): Promise<number[]> {
  const rows = await tenant(db, companyId)
    .selectFrom(emission_activities, { id: emission_activities.id })
    .where(eq(emission_activities.import_id, importId))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The document types the company's activities name, in order, at most `limit`. */
export function listDocumentTypes(db: Conn, companyId: number, limit: number): Promise<string[]> {
  return tenant(db, companyId).distinctValues(emission_activities, emission_activities.type_document, limit);
}

// What an import may name ---------------------------------------------------------------------

/** The company's emission sources, by code. */
export async function listSourceChoices(db: Conn, companyId: number) {
  return tenant(db, companyId)
    .selectFrom(emission_sources, {
      id: emission_sources.id,
      code: emission_sources.code,
      name: emission_sources.name,
      emission_factor_id: emission_sources.emission_factor_id,
      source_id: emission_sources.source_id,
      type_id: emission_sources.type_id,
      headquarter_id: emission_sources.headquarter_id,
      activity_uncertainty: emission_sources.activity_uncertainty,
    })
    .orderBy(asc(emission_sources.code), asc(emission_sources.id))
    .for('share');
}

/**
 * The factors of the company's catalogue sources with both names, by the one in the reader's
 * language, with the type their gas values give.
 */
export async function listFactorChoices(db: Conn, companyId: number, lang: TLanguage) {
  return tenant(db, companyId)
    .selectFrom(company_sources, {
      id: emission_factors.id,
      code: emission_factors.code,
      name: emission_factors.name,
      name_en: emission_factors.name_en,
      source_id: emission_factors.source_id,
      type_id: sql<
        number | null
      >`(select min(${gas_emissions.type_id}) from ${gas_emissions} where ${gas_emissions.factor_id} = ${emission_factors.id})`,
    })
    .innerJoin(emission_factors, eq(emission_factors.source_id, company_sources.source_id))
    .orderBy(asc(nameIn(emission_factors, lang)), asc(emission_factors.id));
}

/** Every unit with both names, by the one in the reader's language. */
export async function listUnitChoices(db: Conn, lang: TLanguage) {
  return db
    .select({
      id: unit_measurements.id,
      code: unit_measurements.code,
      name: unit_measurements.name,
      name_en: unit_measurements.name_en,
      abbreviation: unit_measurements.abbreviation,
    })
    .from(unit_measurements)
    .orderBy(asc(nameIn(unit_measurements, lang)), asc(unit_measurements.id));
}

/** The company's stakeholders of every type, by name. */
export async function listStakeholderChoices(db: Conn, companyId: number) {
  return tenant(db, companyId)
    .selectFrom(stakeholders, { id: stakeholders.id, type: stakeholders.type, name: stakeholders.name })
    .orderBy(asc(sql`lower(${stakeholders.name})`), asc(stakeholders.id))
    .for('share');
}

/** The ids of the types of a group, by code (operational, embedded). */
export async function listTypeIds(db: Conn, group: string) {
  return db.select({ id: types.id, code: types.code }).from(types).where(eq(types.group, group));
}

// The demo ----------------------------------------------------------------------------------------

/** The demo company: the first company (by id) of the demo administrator, when there is one. */
export async function findDemoCompanyId(db: Conn): Promise<number | null> {
  const email = DEMO_ACCOUNTS.find((account) => account.company === 'administrator')!.email;
  // The demo administrator's memberships, whatever the company: which of them is the demo is the question.
  const [row] = await acrossCompanies(db)
    .selectFrom(company_users, { id: company_users.company_id })
    .innerJoin(users, eq(users.id, company_users.user_id))
    .where(eq(users.email, email))
    .orderBy(asc(company_users.company_id))
    .limit(1);
  return row?.id ?? null;
}

export async function countCompanyActivities(db: Conn, companyId: number): Promise<number> {
  const [row] = await tenant(db, companyId).selectFrom(emission_activities, countAll());
  return Number(row?.n ?? 0);
}

/** The company's emission sources with the code of their factor, by code. */
export async function listDemoSources(db: Conn, companyId: number) {
  return tenant(db, companyId)
    .selectFrom(emission_sources, {
      id: emission_sources.id,
      code: emission_sources.code,
      factor_code: emission_factors.code,
      emission_factor_id: emission_sources.emission_factor_id,
      type_id: emission_sources.type_id,
      source_id: emission_sources.source_id,
      headquarter_id: emission_sources.headquarter_id,
      activity_uncertainty: emission_sources.activity_uncertainty,
    })
    .innerJoin(emission_factors, eq(emission_factors.id, emission_sources.emission_factor_id))
    .orderBy(asc(emission_sources.code));
}

/** Every unit's id, by its code. */
export async function listUnitIdsByCode(db: Conn): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: unit_measurements.id, code: unit_measurements.code })
    .from(unit_measurements);
  return new Map(rows.flatMap((row) => (row.code ? [[row.code, row.id] as const] : [])));
}

/** Every seeded factor's id and catalogue source, by its code. */
export async function listFactorIdsByCode(db: Conn) {
  const rows = await db
    .select({ id: emission_factors.id, code: emission_factors.code, source_id: emission_factors.source_id })
    .from(emission_factors);
  return new Map(rows.flatMap((row) => (row.code ? [[row.code, row] as const] : [])));
}

const GIVEN_COLUMNS = {
  emission_factor_id: emission_sources.emission_factor_id,
  source_id: emission_sources.source_id,
  type_id: emission_sources.type_id,
  headquarter_id: emission_sources.headquarter_id,
} satisfies Record<(typeof GIVEN_BY_EMISSION_SOURCE)[number], unknown>;

/**
 * Copies an emission source's factor, category, type and headquarter to its activities; answers
 * the activities as the calculation reads them, with the source's activity-data uncertainty.
 */
export async function followEmissionSourceRows(db: Conn, companyId: number, sourceId: number) {
  const company = tenant(db, companyId);
  const [source] = await company
    .selectFrom(emission_sources, {
      ...GIVEN_COLUMNS,
      activity_uncertainty: emission_sources.activity_uncertainty,
    })
    .where(eq(emission_sources.id, sourceId));
  if (!source) return [];
  // Its activities are locked in id order first, as every other writer locks them, so following a
  // source never waits on another write in a circle (an update alone locks in the order it scans).
  await company
    .selectFrom(emission_activities, { id: emission_activities.id })
    .where(eq(emission_activities.emission_source_id, sourceId))
    .orderBy(asc(emission_activities.id))
    .for('update');
  const rows = await company
    .updateSet(emission_activities, {
      ...givenByEmissionSource(source),
      // Following its source is not an edit of the activity: its updated_at stays.
      updated_at: sql`${emission_activities.updated_at}`,
    })
    .where(eq(emission_activities.emission_source_id, sourceId))
    .returning({
      id: emission_activities.id,
      company_id: emission_activities.company_id,
      date: emission_activities.date,
      consumption: emission_activities.consumption,
      unit_measurement_id: emission_activities.unit_measurement_id,
      emission_factor_id: emission_activities.emission_factor_id,
      carbon_footprint: emission_activities.carbon_footprint,
      carbon_footprint_avoided: emission_activities.carbon_footprint_avoided,
      uncertainty: emission_activities.uncertainty,
    });
  return rows.map((row) => ({ ...row, activity_uncertainty: source.activity_uncertainty }));
}

/** Gathers the planner's statistics after a bulk write of activities (of every table: it is cheap). */
export async function refreshActivityStatistics(db: Db): Promise<void> {
  await refreshPlannerStatistics(db);
}
