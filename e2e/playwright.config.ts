import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests in Debian's Chromium (never `npx playwright install`).
 *
 * By default Playwright starts the built server (`npm run build` first): the API serving the built
 * web app on 127.0.0.1:3100 with a fresh data directory, in development mode so the demo accounts
 * are seeded and the mail outbox is listed at /api/dev/outbox (the tests read codes and invitation
 * links there). To test another server, set
 * `E2E_BASE_URL` and `E2E_NO_SERVER=1`, e.g. against the web build alone:
 *   (cd apps/web && npx vite preview --port 3100 --strictPort) &
 *   E2E_NO_SERVER=1 npm run test:e2e
 */

const isCI = Boolean(process.env.CI);
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;
const startServer = !process.env.E2E_NO_SERVER;

// One empty data directory per run; worker processes inherit it through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'huella-e2e-'));

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // A CI machine may be busier than a developer's: a flow, and a screen waited for, get twice the
  // time there before they fail (two workers, Chromium and the server share two cores).
  timeout: isCI ? 60_000 : 30_000,
  expect: { timeout: isCI ? 20_000 : 10_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: startServer
    ? {
        command: 'node ../apps/api/dist/server.js',
        url: `http://127.0.0.1:${PORT}/api/health`,
        env: {
          PORT: String(PORT),
          HOST: '127.0.0.1',
          DATA_DIR: process.env.E2E_DATA_DIR,
          NODE_ENV: 'development',
          LOG_LEVEL: 'warn',
          // The test runner stands in for a proxy on this machine: each test sends its own client
          // address in X-Forwarded-For, so per-address limits of one test never reach another.
          TRUST_PROXY: 'loopback',
        },
        reuseExistingServer: !isCI,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
      }
    : undefined,
});
