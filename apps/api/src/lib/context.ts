import type { FastifyBaseLogger } from 'fastify';
import type { TCompanyRole } from '@huella/shared';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from './mailer.ts';
import type { AttemptLimiter } from './attempt-limiter.ts';
import type { Jobs } from './jobs.ts';
import type { RequestLoad } from './request-load.ts';
import type { Storage } from './storage.ts';

/** What services need from the running app, handed to them by the routes. */
export type ServiceContext = {
  db: Db;
  /**
   * The database is the embedded PGlite: one statement at a time, on the server's own thread (work
   * in the background writes small batches and lets requests go first); else a PostgreSQL server.
   */
  embedded: boolean;
  config: AppConfig;
  secret: string;
  mailer: Mailer;
  storage: Storage;
  /** Wrong-password counters (lib/password-attempts.ts). */
  passwordAttempts: AttemptLimiter;
  log: FastifyBaseLogger;
  /** Background jobs: ask for a run once the write that needs it has committed. */
  jobs: Jobs;
  /**
   * Runs `run` once the current request's transaction has committed (now outside of one): what
   * must not happen for a write that rolls back (removing a replaced file, asking for a job).
   */
  afterCommit(run: () => void): void;
  /** The requests being answered: background work on the embedded database lets them go first. */
  requests: RequestLoad;
};

/**
 * The company a company route is about, resolved from the route's path, query or body before
 * validation, with the caller's role in it (plugins/auth.ts). Services take it instead of an id
 * from the request, so none can reach another company.
 */
export type ScopedCompany = { id: number; role: TCompanyRole };

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** What services need, built once by `buildApp`. */
    ctx: ServiceContext;
  }
}
