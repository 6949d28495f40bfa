import type { TestProject } from 'vitest/node';
import { createTestDatabaseTemplates } from '../db/testing.ts';
import { SERVER_URL } from './server-database.ts';

/**
 * The API tests' run set-up: migrates and seeds one database per run (PGlite without DATABASE_URL,
 * and the server's, which the concurrency tests use on either run) that every test's database is
 * copied from: a copy takes about a second on PGlite where migrating and seeding took four.
 */
export async function setup(project: TestProject) {
  const { templates, remove } = await createTestDatabaseTemplates(!process.env.DATABASE_URL, SERVER_URL);
  project.provide('testDatabaseTemplates', templates);
  return remove;
}
