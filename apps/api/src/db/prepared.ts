import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

// A statement the server keeps prepared: a read run on every call of a screen (the dashboards')
// is parsed and planned by PostgreSQL once per connection and shape, not at every call, where
// planning alone cost more than reading the rows (2–3 ms of a dashboard call's 5). Its name is the
// hash of its text, so a statement of another shape (more spans, another filter) is one more
// prepared statement, never another's plan. The embedded database runs it as any other statement.

type Internals = { dialect: PgDialect; session: PgSession };

/** Runs `query` as a named prepared statement; answers its rows. */
export async function executePrepared<R>(db: Db | Tx, query: SQL): Promise<R[]> {
  const { dialect, session } = db as unknown as Internals;
  const built = dialect.sqlToQuery(query);
  const name = `p${createHash('sha1').update(built.sql).digest('base64url').slice(0, 24)}`;
  const result = await session.prepareQuery(built, undefined, name, false).execute();
  return (result as { rows: R[] }).rows;
}
