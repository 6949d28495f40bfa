import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Db } from './client.ts';
import { migrationsFolder } from './paths.ts';
import * as schema from './schema/index.ts';

/** Key of the advisory lock that keeps API processes starting together from migrating at once. */
const MIGRATION_LOCK_KEY = 7_140_640_001;

/** What a migration reports to whoever runs it (a RAISE WARNING of its SQL). */
export type MigrationNotice = { severity: string; message: string; detail?: string; hint?: string };
export type OnMigrationNotice = (notice: MigrationNotice) => void;

const noticeOf = (raw: {
  severity?: string;
  message?: string;
  detail?: string;
  hint?: string;
}): MigrationNotice => ({
  severity: raw.severity ?? 'NOTICE',
  message: raw.message ?? '',
  ...(raw.detail ? { detail: raw.detail } : {}),
  ...(raw.hint ? { hint: raw.hint } : {}),
});

/** Without a listener a migration's report goes to stderr, where whoever runs a script sees it. */
const warnOnStderr: OnMigrationNotice = (notice) =>
  console.warn(`migration ${notice.severity}: ${notice.message}${notice.hint ? ` (${notice.hint})` : ''}`);

/**
 * The PGlite client as drizzle's migrator uses it (query, transaction), with every query's notices
 * handed to `onNotice`: PGlite reports them per query, and drizzle passes no option for them.
 */
function pgliteWithNotices(pglite: PGlite, onNotice: OnMigrationNotice) {
  const options = (given: QueryOptions | undefined): QueryOptions => ({
    ...given,
    onNotice: (raw) => onNotice(noticeOf(raw)),
  });
  const withQuery = <C extends PGlite | Transaction>(client: C): C =>
    new Proxy(client, {
      get: (target, prop) =>
        prop === 'query'
          ? (query: string, params?: unknown[], given?: QueryOptions) =>
              target.query(query, params, options(given))
          : prop === 'transaction'
            ? (run: (tx: Transaction) => Promise<unknown>) =>
                (target as PGlite).transaction((tx) => run(withQuery(tx)))
            : (Reflect.get(target, prop, target) as unknown),
    });
  return withQuery(pglite);
}

export type MigrateOptions = {
  /** Where a migration's report goes; stderr by default. */
  onNotice?: OnMigrationNotice;
  /** The migrations to run (tests of one migration pass a folder that stops at it). */
  migrationsFolder?: string;
};

/**
 * Applies the committed SQL migrations (apps/api/drizzle) that the database has not run yet. What a
 * migration reports (RAISE WARNING: say, catalogue rows it found breaking a rule it cannot enforce on
 * stored data) goes to `onNotice`, which the server sends to its log.
 */
export async function migrateDatabase(handle: DatabaseHandle, options: MigrateOptions = {}): Promise<void> {
  const report = options.onNotice ?? warnOnStderr;
  // Only warnings are reports: the notices of `if not exists` (the migrator's own table on every
  // start) are not news.
  const onNotice: OnMigrationNotice = (notice) => {
    if (notice.severity === 'WARNING') report(notice);
  };
  const config = { migrationsFolder: options.migrationsFolder ?? migrationsFolder() };
  if (handle.driver === 'pglite') {
    if (!handle.pglite) throw new Error('A pglite database handle has no PGlite');
    await migratePglite(
      drizzlePglite({ client: pgliteWithNotices(handle.pglite, onNotice), schema }),
      config,
    );
    return;
  }
  // Several processes against one server: hold a session lock on a dedicated connection while one of
  // them migrates (on that same connection, whose notices are listened to); the others then find
  // nothing left to run.
  if (!handle.pool) throw new Error('A postgres database handle has no pool');
  const lock = await handle.pool.connect();
  const listener = (raw: Parameters<typeof noticeOf>[0]) => onNotice(noticeOf(raw));
  lock.on('notice', listener);
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg({ client: lock, schema }), config);
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lock.off('notice', listener);
    lock.release();
  }
}

/**
 * Gathers the planner's statistics of every table (`analyze`). PostgreSQL's autovacuum does it as
 * rows change; the embedded database has none, so it runs at each start and after bulk writes
 * there (the demo's three years of activities), or every join is planned as over empty tables.
 */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}
