// `npm run seed:demo`: adds the demo accounts and company to the configured database.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../db/demo.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedReference } from '../db/seed.ts';

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await migrateDatabase(handle);
  await seedReference(handle.db);
  const { created } = await seedDemo(handle.db);
  console.log(created ? 'Demo data created.' : 'Demo data was already there.');
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email} / ${DEMO_PASSWORD}`);
} finally {
  await handle.close();
}
