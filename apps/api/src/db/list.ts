import {
  and,
  asc,
  Column,
  count,
  desc,
  eq,
  gt,
  gte,
  is,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';
import type { TDeclaredFilters, TList, TListFilterValues, TSortOrder } from '@huella/shared';
import { foldForSearch } from '@huella/shared/lists';

// The one implementation of a list endpoint's query (DESIGN §3): search, filters, sort, page and
// the `{ data, meta }` envelope. Repositories describe their query; they never page by hand.

/** What every list query carries (a shared `listQuery` schema parses it). */
export type TListPageQuery = {
  page: number;
  per_page: number;
  search?: string | undefined;
  sort?: string | undefined;
  order?: TSortOrder | undefined;
};

/** `%term%` for ILIKE, with the term's own wildcards taken literally. */
export function contains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The `like` pattern of a search term (folded by the shared rule), or none for a blank term. */
export function searchPattern(term: string | undefined): string | undefined {
  const trimmed = term?.trim();
  return trimmed ? contains(foldForSearch(trimmed)) : undefined;
}

/**
 * The column holds the pattern, whatever the case and the accents: the shared search rule applied in
 * SQL (`search_fold`, migration 0017, the same letters), which a trigram index on the folded column
 * answers.
 */
export const folded = (column: AnyColumn | SQL, pattern: string): SQL =>
  sql`search_fold(${column}) like ${pattern}`;

/** The term in any of these columns, whatever the case and the accents; no condition for a blank term. */
export function searchIn(term: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  const pattern = searchPattern(term);
  if (pattern === undefined) return undefined;
  return or(...columns.map((column) => folded(column, pattern)));
}

export type TListSpec<TRows extends PgSelect, TCount extends PgSelect> = {
  /** The rows' query without where, order or page (`db.select(…).from(…).join(…).$dynamic()`). */
  rows: TRows;
  /** `db.select({ n: count() }).from(…)` with the joins the conditions need, `$dynamic()`. */
  count: TCount;
  /** Filters; undefined entries are skipped. */
  where?: (SQL | undefined)[];
  /** The total when the caller knows it already (the few matches a search found): no count is run. */
  total?: number;
  /** The count's own filters, when it reads another table (a roll-up); the search is then not applied to it. */
  countWhere?: (SQL | undefined)[];
  /** Columns the search term is looked for in. */
  search?: (AnyColumn | SQL)[];
  /** Sort keys a client may ask for (the keys of the area's `listQuery`), and what each sorts by. */
  sorts?: Record<string, AnyColumn | SQL>;
  /** The order when none is asked for. */
  defaultOrder: SQL[];
  /** A unique column ending every order, so pages never repeat or skip a row. */
  tiebreaker: AnyColumn;
  /**
   * The database to plan the rows' joins in the order written (the listed table, then each table it
   * names): for a list of many joins, whose page is read from the listed table's order and each join
   * a lookup by key, choosing among every order of the joins costs more than reading the page.
   */
  joinsAsWritten?: { db: Db | Tx; rows: (tx: Tx) => TRows };
};

type RowsOf<T extends PgSelect> = Awaited<T>;

/**
 * One page of a list and the total of rows matching it, in the envelope every list answers with.
 * An unknown sort key falls back to the default order (the route's schema refuses it first).
 */
export async function listPage<TRows extends PgSelect, TCount extends PgSelect>(
  spec: TListSpec<TRows, TCount>,
  query: TListPageQuery,
): Promise<TList<RowsOf<TRows>[number]>> {
  const where = and(...(spec.where ?? []), searchIn(query.search, spec.search ?? []));
  const sortColumn = query.sort ? spec.sorts?.[query.sort] : undefined;
  const direction = query.order === 'desc' ? desc : asc;
  const order = sortColumn ? [direction(sortColumn)] : spec.defaultOrder;
  const page = (rows: TRows) =>
    rows
      .where(where)
      .orderBy(...order, direction(spec.tiebreaker))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page) as unknown as Promise<RowsOf<TRows>>;
  const [rows, totals] = await Promise.all([
    spec.joinsAsWritten
      ? inJoinOrder(spec.joinsAsWritten.db, (tx) => page(spec.joinsAsWritten!.rows(tx)))
      : page(spec.rows),
    spec.total !== undefined
      ? [{ n: spec.total }]
      : (spec.count.where(spec.countWhere ? and(...spec.countWhere) : where) as unknown as Promise<
          { n: number }[]
        >),
  ]);
  return {
    data: rows as RowsOf<TRows>[number][],
    meta: { total: Number(totals[0]?.n ?? 0), page: query.page, per_page: query.per_page },
  };
}

/** A list's query without its page: what an export of every page reads. */
export type TListEveryQuery = Omit<TListPageQuery, 'page' | 'per_page'>;

/**
 * A sort of the listed table's own (a column or an expression of it, never null): its value in the
 * last row read is read again from the database by the row's tiebreaker, exactly as the order
 * compares it (a timestamp's microseconds, a `lower(name)` as the database lowers it).
 */
export const LISTED = 'listed';

/**
 * How to read every row of a list in its order, a page after another, from where the last page
 * ended (not by offset, which reads again every row before the page): the value each sort key's
 * column has in a row (or `LISTED`), the sort of the list's default order, and a row's tiebreaker.
 */
export type TListKeyset<TRow> = {
  valueOf: Record<string, ((row: TRow) => unknown) | typeof LISTED>;
  defaultSort: { sort: string; order: TSortOrder };
  idOf: (row: TRow) => number;
};

/** Rows read per page of an export. */
export const EVERY_PAGE = 2000;

/**
 * The rows after `row` in an order by `column` then the tiebreaker, as PostgreSQL orders them
 * (nulls after every value going up, before every value going down).
 */
function rowsAfter(
  column: AnyColumn | SQL,
  up: boolean,
  value: unknown,
  tiebreaker: AnyColumn,
  tieUp: boolean,
  id: number,
): SQL {
  const nextTie = tieUp ? gt(tiebreaker, id) : lt(tiebreaker, id);
  if (value === null || value === undefined) {
    return up ? and(isNull(column), nextTie)! : or(isNotNull(column), and(isNull(column), nextTie))!;
  }
  // A column maps a value for the driver; an expression takes a Date as text.
  const bound = value instanceof Date && !is(column, Column) ? value.toISOString() : value;
  // The comparisons take a column or an expression alike (their overloads name one at a time).
  const compare = (op: typeof gt, right: unknown) =>
    (op as (l: AnyColumn | SQL, r: unknown) => SQL)(column, right);
  // The bound alone (`>=`, `<=`) is a condition an index on the column answers.
  const after = and(
    compare(up ? gte : lte, bound),
    or(compare(up ? gt : lt, bound), and(compare(eq, bound), nextTie)),
  )!;
  return up ? or(after, isNull(column))! : after;
}

/**
 * Every row of a list (search, filters and sort as its page reads them, in the same order), a
 * page at a time as the caller takes them: what an export of the list holds.
 */
export async function* listEvery<TRows extends PgSelect, TCount extends PgSelect>(
  spec: TListSpec<TRows, TCount>,
  query: TListEveryQuery,
  keyset: TListKeyset<RowsOf<TRows>[number]>,
  pageSize = EVERY_PAGE,
): AsyncGenerator<RowsOf<TRows>[number]> {
  const where = and(...(spec.where ?? []), searchIn(query.search, spec.search ?? []));
  const asked = query.sort && spec.sorts?.[query.sort] && keyset.valueOf[query.sort] ? query.sort : undefined;
  const sort = asked ?? keyset.defaultSort.sort;
  const column = spec.sorts![sort]!;
  const valueOf = keyset.valueOf[sort]!;
  // As a page orders them: the sort's direction, and the tiebreaker's as the query asks.
  const up = asked ? query.order !== 'desc' : keyset.defaultSort.order === 'asc';
  const tieUp = query.order !== 'desc';
  // The few rows a search found are known already: one page holds them.
  const size = spec.total !== undefined ? Math.max(spec.total, 1) : pageSize;
  let after: SQL | undefined;
  for (;;) {
    const page = (rows: TRows) =>
      rows
        .where(and(where, after))
        .orderBy(up ? asc(column) : desc(column), tieUp ? asc(spec.tiebreaker) : desc(spec.tiebreaker))
        .limit(size) as unknown as Promise<RowsOf<TRows>>;
    const rows = (
      spec.joinsAsWritten
        ? await inJoinOrder(spec.joinsAsWritten.db, (tx) => page(spec.joinsAsWritten!.rows(tx)))
        : await page(spec.rows)
    ) as RowsOf<TRows>[number][];
    yield* rows;
    if (rows.length < size) return;
    const last = rows.at(-1)!;
    const id = keyset.idOf(last);
    const value =
      valueOf === LISTED
        ? sql`(select ${column} from ${spec.tiebreaker.table} where ${spec.tiebreaker} = ${id})`
        : valueOf(last);
    after = rowsAfter(column, up, value, spec.tiebreaker, tieUp, id);
  }
}

/**
 * Runs a query with its joins planned in the order written (`join_collapse_limit` 1 for it alone: set
 * back before its transaction, or the caller's savepoint, ends).
 */
async function inJoinOrder<T>(db: Db | Tx, query: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local join_collapse_limit = 1`);
    const result = await query(tx);
    await tx.execute(sql`set local join_collapse_limit to default`);
    return result;
  });
}

/** `count()` as the count query of a list selects it. */
export const countAll = () => ({ n: count() });

const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
const startOfNextDay = (day: string) => new Date(startOfDay(day).getTime() + 86_400_000);

/**
 * The conditions of a list's filters as its shared contract declares them (`listFilter.…`): a
 * choice keeps the rows whose column holds the chosen id, a yes/no the rows whose flag is the one
 * chosen, the creation-day bounds
 * (`YYYY-MM-DD`, UTC) keep the rows created between them, both days included, and the bounds of the
 * rows' own date (a date column) the rows of those days; a filter left blank keeps every row. Each declared filter names its column here, so a filter added to the contract
 * cannot be left out of the query.
 */
export function filterWhere<F extends TDeclaredFilters>(
  filters: F,
  values: TListFilterValues<F>,
  columns: { [K in keyof F]: AnyColumn },
): (SQL | undefined)[] {
  return (Object.keys(filters) as (keyof F & string)[]).map((name) => {
    const value = values[name] as number | string | boolean | null | undefined;
    if (value === null || value === undefined || value === '') return undefined;
    const column = columns[name];
    switch (filters[name]!.kind) {
      case 'created-from':
        return gte(column, startOfDay(String(value)));
      case 'created-to':
        return lt(column, startOfNextDay(String(value)));
      case 'date-from':
        return gte(column, String(value));
      case 'date-to':
        return lte(column, String(value));
      case 'yes-no':
        return eq(column, value === true);
      default:
        return eq(column, value);
    }
  });
}
