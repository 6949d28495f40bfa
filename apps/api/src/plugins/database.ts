import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle, type Db } from '../db/client.ts';
import { migrateDatabase, refreshPlannerStatistics } from '../db/migrate.ts';
import { seedReference } from '../db/seed.ts';
import { seedDemo } from '../db/demo.ts';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    db: Db;
    database: DatabaseHandle;
    hasDemo: boolean;
  }
}

type DatabasePluginOptions = {
  config: AppConfig;
  /** An already open database (tests pass their throwaway one); otherwise one is opened from config. */
  database?: DatabaseHandle;
};

/** Opens the database, runs the committed migrations and seeds the reference catalogue. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { config, database }) => {
    const handle =
      database ??
      (await openDatabase({
        databaseUrl: config.DATABASE_URL,
        dataDir: config.dataDir,
        maxConnections: config.DATABASE_POOL_SIZE,
        connectionTimeoutMillis: config.DATABASE_POOL_WAIT_MS,
        onPoolError: (error) => app.log.warn({ err: error }, 'an idle database connection failed'),
      }));
    if (!database) {
      // A migration's report (a catalogue row breaking a rule, say) is a warning in the server's log.
      await migrateDatabase(handle, { onNotice: (notice) => app.log.warn({ notice }, notice.message) });
      const inserted = await seedReference(handle.db);
      app.log.info({ driver: handle.driver, inserted }, 'database ready');
      // The embedded database has no autovacuum to keep the planner's statistics: without them it
      // plans the dashboard's joins as if every table were empty (a nested loop per activity).
      if (handle.driver === 'pglite') await refreshPlannerStatistics(handle.db);
      // The embedded default is the demo: it carries the demo accounts. A server database never does
      // unless `npm run seed:demo` is run against it.
      if (!config.DATABASE_URL && config.dataDir !== 'memory://' && config.NODE_ENV !== 'test') {
        await seedDemo(handle.db);
        app.decorate('hasDemo', true);
      }
      app.addHook('onClose', async () => handle.close());
    }
    if (!app.hasDecorator('hasDemo')) app.decorate('hasDemo', false);
    app.decorate('database', handle);
    app.decorate('db', handle.db);
  },
  { name: 'database' },
);
