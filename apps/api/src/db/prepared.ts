import { createHash } from 'node:crypto';
import type { Query, SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

// A statement the server keeps prepared: a read run on every call of a screen (the dashboards')
// is parsed and planned by PostgreSQL once per connection and shape, not at every call, where
// planning alone cost more than reading the rows (2–3 ms of a dashboard call's 5). Its name is the
// hash of its text, so a statement of another shape (more spans, another filter) is one more
// prepared statement, never another's plan. The embedded database runs it as any other statement.
//
// A statement given with a key is also built once per key (its text and values kept, the most
// recent few hundred): writing a statement of a hundred parts costs the server a millisecond or
// more at every call, and a screen asks the same again and again.

type Internals = { dialect: PgDialect; session: PgSession };

/** Statements built, by their key, oldest first. */
const built = new Map<string, Query & { name: string }>();
const BUILT_KEPT = 500;

function buildOf(db: Db | Tx, query: SQL): Query & { name: string } {
  const text = (db as unknown as Internals).dialect.sqlToQuery(query);
  return { ...text, name: `p${createHash('sha1').update(text.sql).digest('base64url').slice(0, 24)}` };
}

/**
 * Runs a statement as a named prepared statement; answers its rows. With `key` (what makes the
 * statement: every value it holds), a statement built for the same key before is run as built.
 */
export async function executePrepared<R>(db: Db | Tx, query: () => SQL, key?: string): Promise<R[]> {
  let statement = key === undefined ? undefined : built.get(key);
  if (!statement) {
    statement = buildOf(db, query());
    if (key !== undefined) {
      built.set(key, statement);
      if (built.size > BUILT_KEPT) built.delete(built.keys().next().value!);
    }
  }
  const { session } = db as unknown as Internals;
  const result = await session
    .prepareQuery({ sql: statement.sql, params: statement.params }, undefined, statement.name, false)
    .execute();
  return (result as { rows: R[] }).rows;
}
