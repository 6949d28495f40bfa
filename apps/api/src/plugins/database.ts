import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle, type Db } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedReference } from '../db/seed.ts';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    db: Db;
    database: DatabaseHandle;
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
      database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir }));
    if (!database) {
      await migrateDatabase(handle);
      const inserted = await seedReference(handle.db);
      app.log.info({ driver: handle.driver, inserted }, 'database ready');
      app.addHook('onClose', async () => handle.close());
    }
    app.decorate('database', handle);
    app.decorate('db', handle.db);
  },
  { name: 'database' },
);
