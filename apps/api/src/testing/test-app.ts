import type { AddressInfo } from 'node:net';
import { buildApp, type App } from '../app.ts';
import { loadConfig, type TEnv, type TEnvInput } from '../config.ts';
import { openTestDatabase } from '../db/testing.ts';

export type TestApp = {
  app: App;
  /** Base URL of the listening server, e.g. http://127.0.0.1:41234 */
  url: string;
  database: Awaited<ReturnType<typeof openTestDatabase>>;
  /** A real HTTP request to the running app; JSON bodies are encoded for you. */
  request: (path: string, init?: RequestInit & { json?: unknown }) => Promise<Response>;
  close: () => Promise<void>;
};

/**
 * Starts the real app on a throwaway database (PGlite in memory, or a fresh database on the
 * server named by DATABASE_URL) and listens on a random local port: tests talk to it over HTTP.
 */
export async function startTestApp(
  overrides: Partial<TEnvInput> = {},
  extend?: (app: App) => void | Promise<void>,
  /** A database another app of the test used (a restart): closing this app leaves it open. */
  shared?: TestApp['database'],
): Promise<TestApp> {
  const database = shared ?? (await openTestDatabase());
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'test',
      LOG_LEVEL: (process.env.TEST_LOG_LEVEL as TEnv['LOG_LEVEL'] | undefined) ?? 'silent',
      DATA_DIR: 'memory://',
      ...overrides,
    },
  );
  const app = await buildApp(config, { database });
  if (extend) await extend(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    app,
    url,
    database,
    request: (path, init = {}) => {
      const { json, headers, ...rest } = init;
      return fetch(`${url}${path}`, {
        ...rest,
        headers: { ...(json !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      });
    },
    close: async () => {
      // A response a test left unread keeps its socket busy; the test is over, so drop it.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      if (!shared) await database.dispose();
    },
  };
}
