import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

// What a 409 on a catalogue delete says about the rows that still use the row: how many, and the
// names of the first few (alphabetical), so the administrator knows where to look.

/** How many users a refused delete quotes by name before "…". */
export const USERS_NAMED = 3;

/** How many rows use a catalogue row, and the first USERS_NAMED + 1 distinct names of their owners. */
export type TUses = { count: number; names: string[] };

/**
 * The first distinct values of `column`, alphabetical, one more than a message quotes: the extra
 * one tells that the list goes on.
 */
export const firstNames = (column: AnyColumn | SQL<string>) =>
  sql<
    string[] | null
  >`(array_agg(distinct ${column} order by ${column}))[1:${sql.raw(String(USERS_NAMED + 1))}]`;

/** Rows of `select id, count(*) as n, firstNames(…) as names … group by id`, keyed by id. */
export function usesById(rows: { id: number; n: number; names: string[] | null }[]): Map<number, TUses> {
  return new Map(rows.map((row) => [row.id, { count: row.n, names: row.names ?? [] }]));
}
