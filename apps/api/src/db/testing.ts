import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
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
  /** Copy the run's template when there is one (default true); the template itself is made without. */
  fromTemplate?: boolean;
};

/**
 * A migrated and seeded database a test run copies for each test instead of migrating and seeding
 * again (made once by the run's global set-up): on PGlite the image of its data directory, in a
 * file; on a server a template database.
 */
export type TestDatabaseTemplates = {
  /** The file holding the image of a migrated, seeded PGlite data directory. */
  pglite?: string;
  /** A migrated, seeded database on the server `serverUrl`, named `name`. */
  postgres?: { serverUrl: string; name: string };
};

declare module 'vitest' {
  // Vitest's provided values are typed by merging into its interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    testDatabaseTemplates: TestDatabaseTemplates;
  }
}

/**
 * Makes the templates: the PGlite image when `embedded`, the template database when `serverUrl`
 * answers (the concurrency tests use a server on either run). Answers them and how to remove them.
 */
export async function createTestDatabaseTemplates(
  embedded: boolean,
  serverUrl: string,
): Promise<{ templates: TestDatabaseTemplates; remove(): Promise<void> }> {
  const templates: TestDatabaseTemplates = {};
  const removals: (() => Promise<unknown>)[] = [];
  if (embedded) {
    const database = await openTestDatabase({ databaseUrl: null, fromTemplate: false });
    try {
      const image = await database.pglite!.dumpDataDir('none');
      const directory = await mkdtemp(path.join(tmpdir(), 'huella-test-'));
      templates.pglite = path.join(directory, 'pglite.tar');
      await writeFile(templates.pglite, Buffer.from(await image.arrayBuffer()));
      removals.push(() => rm(directory, { recursive: true, force: true }));
    } finally {
      await database.dispose();
    }
  }
  const name = `huella_template_${randomBytes(6).toString('hex')}`;
  try {
    const handle = await openDatabase({
      databaseUrl: await createServerDatabase(serverUrl, name),
      dataDir: MEMORY_DATA_DIR,
    });
    try {
      await migrateDatabase(handle);
      await seedReference(handle.db);
    } finally {
      await handle.close();
    }
    templates.postgres = { serverUrl, name };
    removals.push(() => dropServerDatabase(serverUrl, name));
  } catch {
    // No server here: the tests that need one say so themselves.
    await dropServerDatabase(serverUrl, name).catch(() => undefined);
  }
  return {
    templates,
    remove: async () => {
      await Promise.allSettled(removals.map((remove) => remove()));
    },
  };
}

/**
 * A migrated (and seeded) database for one test file. Without DATABASE_URL it is PGlite in memory;
 * with it, a fresh `huella_t_<random>` database created on that server and dropped by `dispose()`.
 */
export async function openTestDatabase(options: OpenTestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = options.databaseUrl === undefined ? process.env.DATABASE_URL : options.databaseUrl;
  // A migrated and seeded database is copied from the run's template when there is one.
  const copying = (options.fromTemplate ?? true) && (options.migrate ?? true) && (options.seed ?? true);
  const templates = copying ? inject('testDatabaseTemplates') : undefined;
  const template = serverUrl
    ? templates?.postgres?.serverUrl === serverUrl
      ? templates.postgres.name
      : undefined
    : templates?.pglite;
  let dropDatabase = async () => {};
  let handle: DatabaseHandle;
  if (serverUrl) {
    const name = `huella_t_${randomBytes(6).toString('hex')}`;
    const databaseUrl = await createServerDatabase(serverUrl, name, template);
    dropDatabase = () => dropServerDatabase(serverUrl, name);
    handle = await openDatabase({
      databaseUrl,
      dataDir: MEMORY_DATA_DIR,
      maxConnections: options.pool?.max,
      connectionTimeoutMillis: options.pool?.waitMs,
    });
  } else {
    const image = template ? new Blob([await readFile(template)]) : undefined;
    handle = await openDatabase({ dataDir: MEMORY_DATA_DIR, pgliteImage: image });
  }
  try {
    if ((options.migrate ?? true) && !template) {
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

/** Creates database `name` on the server, a copy of `template` when given; answers its URL. */
async function createServerDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  const copy = template ? ` template "${template}"` : '';
  await withAdminClient(serverUrl, (client) => client.query(`create database "${name}"${copy}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const dropServerDatabase = (serverUrl: string, name: string) =>
  withAdminClient(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));

async function withAdminClient(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
