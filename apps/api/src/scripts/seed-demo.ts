// `npm run seed:demo`: adds the demo accounts, company and its workspace to the configured database.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../db/demo.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedReference } from '../db/seed.ts';
import { seedDemoActivities } from '../modules/emission-activities/emission-activities.service.ts';

const config = loadConfig();
/** The seeding's own progress lines are not needed here: the summary below says what was added. */
const silentLog = { info: () => {} } as unknown as Parameters<typeof seedDemoActivities>[0]['log'];
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await migrateDatabase(handle);
  await seedReference(handle.db);
  const { inserted } = await seedDemo(handle.db);
  const activities = await seedDemoActivities({ db: handle.db, log: silentLog });
  const added = [...Object.entries(inserted), ['emission_activities', activities] as const].filter(
    ([, n]) => n > 0,
  );
  console.log(
    added.length > 0
      ? `Demo data added: ${added.map(([table, n]) => `${n} ${table}`).join(', ')}.`
      : 'Demo data was already there.',
  );
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email} / ${DEMO_PASSWORD}`);
} finally {
  await handle.close();
}
