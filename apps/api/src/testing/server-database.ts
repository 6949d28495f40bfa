import { openTestDatabase, type OpenTestDatabaseOptions, type TestDatabase } from '../db/testing.ts';

// Races need two connections to one PostgreSQL server: PGlite runs one query at a time and cannot
// show them, so the concurrency tests always run on the server.

export const SERVER_URL =
  process.env.TEST_POSTGRES_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A throwaway database on the PostgreSQL server, or an error saying how to provide one. */
export async function openServerDatabase(
  options: Omit<OpenTestDatabaseOptions, 'databaseUrl'> = {},
): Promise<TestDatabase> {
  try {
    return await openTestDatabase({ ...options, databaseUrl: SERVER_URL });
  } catch (error) {
    throw new Error(
      `The concurrency tests need a PostgreSQL server at ${SERVER_URL.replace(/\/\/[^@]*@/, '//…@')} ` +
        '(set TEST_POSTGRES_URL or DATABASE_URL to one whose user may create databases)',
      { cause: error },
    );
  }
}
