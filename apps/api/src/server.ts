import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/demo.ts';

/**
 * How much V8 lets the heap grow past what survived its last full collection, in percent. By
 * default it grows up to fourfold while the server allocates fast, as an import does: a
 * 100,000-row import took the server to 460–510 MB for some 120 MB of live objects. At a quarter
 * it peaks at 270–300 MB (DESIGN §7), at the cost of more frequent full collections, which V8
 * marks concurrently (bench: the import's time unchanged within its run-to-run spread).
 *
 * The young generation is sized on the command line, where V8 reads it (`npm run serve`:
 * `--max-semi-space-size=8`, half of Node's default): a young generation of 48 MB filled with an
 * import's short-lived rows stayed resident beside the old one. With 8 MB semi-spaces, at 1 M
 * activities: the server at rest 140 → 125 MB, an import's peak 237–268 → 213–252 MB, its time and
 * the dashboard's unchanged within their spread.
 *
 * Allocation sites are not pretenured either (`--no-allocation-site-pretenuring`, on the same
 * command line). V8 otherwise decides, from what survived some early scavenges, to allocate a
 * site's objects straight in the old generation, where short-lived ones wait for a full
 * collection. In six of eight starts measured, the old generation grew with every call of
 * `/quantify` and was collected in full every 25 calls (12 full collections in 300 calls, 200 ms
 * of marking, a p95 of 23–24 ms against 15.6–15.9 ms in the other two starts). Without pretenuring, at 1 M
 * activities (three starts each, alternated): 0–1 full collections in 300 calls, a p95 of
 * 14–16.6 ms; an import of 100,000 rows 16.8–17.8 s and 214–215 MB at its peak against 18.5–18.8 s
 * and 212–230 MB (two runs each); the recompute unchanged.
 */
const HEAP_GROWING_PERCENT = 25;

async function main() {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const url = `http://localhost:${config.PORT}`;
  console.log(`\nHuella is running at ${url}  (API reference: ${url}/api/docs)`);
  if (config.mailOutbox)
    console.log(`Mail outbox: ${url}/api/dev/outbox (answers this machine and super-admins only)`);
  if (app.hasDemo) {
    console.log(`Demo sign-in (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS)
      console.log(
        `  ${account.email.padEnd(24)} ${account.role === 'super-admin' ? 'super-admin' : account.company}`,
      );
  }
  console.log('');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
