// PostgreSQL error codes the services turn into API errors. drizzle wraps the driver's error
// (DrizzleQueryError) and keeps the original as `cause`, so the code is looked up along that chain.

export const PG_RESTRICT_VIOLATION = '23001';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_CHECK_VIOLATION = '23514';

/** An error and the causes it wraps (drizzle wraps the driver's error), at most five deep. */
function* causeChain(error: unknown): Generator<unknown> {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** The SQLSTATE of a database error (also when wrapped by drizzle), or undefined. */
export function pgErrorCode(error: unknown): string | undefined {
  for (const each of causeChain(error)) {
    const code = (each as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * A delete refused because other rows still reference the row (answer 409). ON DELETE RESTRICT reports
 * 23001 on PostgreSQL 17 (PGlite) and 23503 on earlier servers, so both count.
 */
export function isRowInUseError(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code === PG_RESTRICT_VIOLATION || code === PG_FOREIGN_KEY_VIOLATION;
}

/** An insert or update that would duplicate a unique value (answer 409). */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === PG_UNIQUE_VIOLATION;
}

/**
 * Data exceptions (SQLSTATE class 22) raised by arithmetic in our own SQL: a bug of ours, not of
 * the caller's input (division by zero, a logarithm or power of a bad argument, width_bucket).
 */
const COMPUTATION_ERRORS = new Set(['22012', '2201E', '2201F', '2201G']);

/**
 * A value the database refused as data (SQLSTATE class 22): a character it cannot store (U+0000,
 * 22021/22P05), a number out of its column's range (22003), a date it cannot represent
 * (22007/22008/22009), text that is not of the column's type (22P02), an over-long string
 * (22001)… The shared schemas refuse such input first; this tells the error handler that one
 * that slipped through is the caller's bad request, not a server failure.
 */
export function isInputDataError(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code !== undefined && code.startsWith('22') && !COMPUTATION_ERRORS.has(code);
}

/** What node-postgres's pool throws when no connection came free in its wait. */
const POOL_WAIT_EXCEEDED = 'timeout exceeded when trying to connect';

/** PostgreSQL refusing a connection because it has too many (53300), or no more memory for one. */
const SERVER_FULL = new Set(['53300', '53200']);

/**
 * No database connection could be had in time: the pool's wait for a free connection ran out
 * (node-postgres says so only in words), or the server has no room for another. The request did
 * nothing; it is answered 503 with Retry-After, never 500.
 */
export function isDatabaseBusy(error: unknown): boolean {
  const code = pgErrorCode(error);
  if (code !== undefined && SERVER_FULL.has(code)) return true;
  for (const each of causeChain(error))
    if (each instanceof Error && each.message === POOL_WAIT_EXCEEDED) return true;
  return false;
}
