import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../modules/mail/mailer.ts';
import type { AttemptLimiter } from './attempt-limiter.ts';
import type { Storage } from './storage.ts';

/** What services need from the running app, handed to them by the routes. */
export type ServiceContext = {
  db: Db;
  config: AppConfig;
  secret: string;
  mailer: Mailer;
  storage: Storage;
  /** Wrong-password counters (lib/password-attempts.ts). */
  passwordAttempts: AttemptLimiter;
  log: FastifyBaseLogger;
};
