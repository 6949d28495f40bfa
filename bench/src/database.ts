import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { BENCH_DATA, type BenchOptions } from './options.ts';

// The bench's own database: a database of its own on the PostgreSQL server (never the one
// DATABASE_URL names: that may hold real data), or an embedded PGlite folder under bench/.data. One
// per scale, so a run at another scale does not throw away the data set of the last.

export type BenchDatabase = {
  driver: 'postgres' | 'pglite';
  /** What the API server is started with: its DATABASE_URL, or its DATA_DIR. */
  serverEnv: Record<string, string>;
  /** Where it is, for the table's heading. */
  where: string;
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
  close(): Promise<void>;
};

/** A data set's tag: its scale, and the name given with `--name` (data sets side by side). */
const dataSetTag = (options: Pick<BenchOptions, 'scale' | 'name'>) =>
  String(options.scale).replace('.', '_') + (options.name ? `_${options.name}` : '');

/** The name of the bench's database on the server, by scale (and name). */
export const benchDatabaseName = (options: Pick<BenchOptions, 'scale' | 'name'>) =>
  `huella_bench_${dataSetTag(options)}`;

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Whether the bench's database exists (a server database, or a PGlite folder with files). */
export async function benchDatabaseExists(options: BenchOptions): Promise<boolean> {
  if (options.database === 'pglite') {
    return stat(path.join(pgliteFolder(options), 'pglite', 'PG_VERSION')).then(
      () => true,
      () => false,
    );
  }
  const admin = new pg.Client({ connectionString: options.databaseUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [
      benchDatabaseName(options),
    ]);
    return found.rowCount === 1;
  } finally {
    await admin.end();
  }
}

/** Drops the bench's database of this scale and makes it again, empty. */
export async function createBenchDatabase(options: BenchOptions): Promise<void> {
  if (options.database === 'pglite') {
    const folder = pgliteFolder(options);
    await rm(folder, { recursive: true, force: true });
    await mkdir(folder, { recursive: true });
    return;
  }
  const name = benchDatabaseName(options);
  const admin = new pg.Client({ connectionString: options.databaseUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

export const pgliteFolder = (options: Pick<BenchOptions, 'scale' | 'name'>) =>
  path.join(BENCH_DATA, `pglite-${dataSetTag(options)}`);

/** The environment the API (its server, its seed script) is started with to use the bench's database. */
export function serverEnvOf(options: BenchOptions): Record<string, string> {
  return options.database === 'pglite'
    ? { DATA_DIR: pgliteFolder(options) }
    : { DATABASE_URL: databaseUrl(options.databaseUrl!, benchDatabaseName(options)) };
}

/** Opens the bench's database (while the API server is stopped, for PGlite: one process at a time). */
export async function openBenchDatabase(options: BenchOptions): Promise<BenchDatabase> {
  const serverEnv = serverEnvOf(options);
  if (options.database === 'pglite') {
    const db = await PGlite.create(path.join(pgliteFolder(options), 'pglite'), {
      extensions: { pg_trgm },
    });
    return {
      driver: 'pglite',
      serverEnv,
      where: `embedded PGlite (${pgliteFolder(options)})`,
      async query<R>(text: string, params: unknown[] = []) {
        return (await db.query<R>(text, params)).rows;
      },
      close: () => db.close(),
    };
  }
  const client = new pg.Client({ connectionString: serverEnv.DATABASE_URL });
  await client.connect();
  const version = await client.query<{ server_version: string }>('show server_version');
  const url = new URL(serverEnv.DATABASE_URL!);
  return {
    driver: 'postgres',
    serverEnv,
    where: `PostgreSQL ${version.rows[0]!.server_version} (${url.host}${url.pathname})`,
    async query<R>(text: string, params: unknown[] = []) {
      return (await client.query(text, params)).rows as R[];
    },
    close: () => client.end(),
  };
}
