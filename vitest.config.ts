import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest would run one file at a time on two cores; the API's files wait on the database and
    // on HTTP much of the time, so two at once finish about a fifth sooner on either database.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/**/*.test.ts', 'apps/api/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['apps/api/src/testing/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
