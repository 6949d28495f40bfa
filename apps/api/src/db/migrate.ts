import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle, Schema } from './client.ts';
import { migrationsFolder } from './paths.ts';

/** Key of the advisory lock that keeps API processes starting together from migrating at once. */
const MIGRATION_LOCK_KEY = 7_140_640_001;

/** Applies the committed SQL migrations (apps/api/drizzle) that the database has not run yet. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (handle.driver === 'pglite') {
    // `Db` is the driver-independent view of the same object the PGlite driver created.
    await migratePglite(handle.db as PgliteDatabase<Schema>, config);
    return;
  }
  // Several processes against one server: hold a session lock on a dedicated connection while one of
  // them migrates; the others then find nothing left to run.
  if (!handle.pool) throw new Error('A postgres database handle has no pool');
  const lock = await handle.pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(handle.db as NodePgDatabase<Schema>, config);
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lock.release();
  }
}
