import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;

/** What repositories receive: the common drizzle surface of the PGlite and node-postgres drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction handed to `db.transaction(async (tx) => …)`; it accepts the same queries as `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The embedded database (driver 'pglite' only), for the few consumers that need it (pg-boss `fromPglite`). */
  pglite?: PGlite;
  /** The connection pool (driver 'postgres' only). */
  pool?: pg.Pool;
  /** `select 1`; false when the database cannot be reached. Never throws. */
  ping(): Promise<boolean>;
  /** Closes the connection(s). Safe to call more than once. */
  close(): Promise<void>;
};

export type OpenDatabaseOptions = {
  /** A PostgreSQL URL. Without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite keeps its files in `${dataDir}/pglite`; the value 'memory://' keeps them in memory. */
  dataDir: string;
  /** Pool only: how long to wait for a connection before failing (ms). */
  connectionTimeoutMillis?: number;
  /** Pool only: maximum number of connections. */
  maxConnections?: number;
  /** Pool only: errors of idle connections (a restarted server…); the next query reconnects. */
  onPoolError?: (error: Error) => void;
  /** PGlite only: a data directory's image (`dumpDataDir`) to start from instead of an empty one. */
  pgliteImage?: Blob;
};

export const MEMORY_DATA_DIR = 'memory://';

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.dataDir, options.pgliteImage);
}

async function openPglite(dataDir: string, image?: Blob): Promise<DatabaseHandle> {
  let location: string = MEMORY_DATA_DIR;
  if (dataDir !== MEMORY_DATA_DIR) {
    location = path.resolve(dataDir, 'pglite');
    await mkdir(location, { recursive: true });
  }
  // Trigrams index the searched texts (migration 0017), as on a server.
  const pglite = await PGlite.create(location, { extensions: { pg_trgm }, loadDataDir: image });
  const db: Db = drizzlePglite({ client: pglite, schema });
  let closed: Promise<void> | undefined;
  return {
    driver: 'pglite',
    db,
    pglite,
    async ping() {
      if (closed || pglite.closed) return false;
      try {
        await pglite.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close() {
      closed ??= pglite.closed ? Promise.resolve() : pglite.close();
      return closed;
    },
  };
}

async function openPostgres(databaseUrl: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5000,
    max: options.maxConnections ?? 10,
  });
  // Without a listener an idle client's error would crash the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  const db: Db = drizzleNodePg({ client: pool, schema });
  let closed: Promise<void> | undefined;
  return {
    driver: 'postgres',
    db,
    pool,
    async ping() {
      if (closed) return false;
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    close() {
      closed ??= pool.end();
      return closed;
    },
  };
}
