import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { MEMORY_DATA_DIR, openDatabase, type DatabaseHandle } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { seedReference } from './seed.ts';

export type TestDatabase = DatabaseHandle & {
  /** Closes the database and, on a server, drops the throwaway database. */
  dispose(): Promise<void>;
};

export type OpenTestDatabaseOptions = {
  /** Seed the reference catalogue (default true); only with the migrations run. */
  seed?: boolean;
  /** Run the migrations (default true); a test of one migration runs them itself. */
  migrate?: boolean;
  /** The server to create the throwaway database on; defaults to DATABASE_URL, null forces PGlite. */
  databaseUrl?: string | null;
  /** On a server: the pool's size and how long a query waits for a connection (ms). */
  pool?: { max: number; waitMs: number };
};

/**
 * A migrated (and seeded) database for one test file. Without DATABASE_URL it is PGlite in memory;
 * with it, a fresh `huella_t_<random>` database created on that server and dropped by `dispose()`.
 */
export async function openTestDatabase(options: OpenTestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = options.databaseUrl === undefined ? process.env.DATABASE_URL : options.databaseUrl;
  let dropDatabase = async () => {};
  let handle: DatabaseHandle;
  if (serverUrl) {
    const name = `huella_t_${randomBytes(6).toString('hex')}`;
    await withAdminClient(serverUrl, (client) => client.query(`create database "${name}"`));
    dropDatabase = () =>
      withAdminClient(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    handle = await openDatabase({
      databaseUrl: url.toString(),
      dataDir: MEMORY_DATA_DIR,
      maxConnections: options.pool?.max,
      connectionTimeoutMillis: options.pool?.waitMs,
    });
  } else {
    handle = await openDatabase({ dataDir: MEMORY_DATA_DIR });
  }
  try {
    if (options.migrate ?? true) {
      await migrateDatabase(handle);
      if (options.seed ?? true) await seedReference(handle.db);
    }
  } catch (error) {
    await handle.close();
    await dropDatabase();
    throw error;
  }
  let disposed: Promise<void> | undefined;
  return {
    ...handle,
    dispose() {
      disposed ??= handle.close().then(dropDatabase);
      return disposed;
    },
  };
}

async function withAdminClient(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
