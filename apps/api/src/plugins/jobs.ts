import fp from 'fastify-plugin';
import { PgBoss, fromPglite } from 'pg-boss';
import type { AppConfig } from '../config.ts';
import type { JobHandler, Jobs } from '../lib/jobs.ts';

// Background jobs on the application's own database (DESIGN §2: pg-boss on PostgreSQL, and on the
// embedded PGlite through its adapter): durable, so a job asked for just before a stop runs after
// the next start. Modules register the worker of their queue (`app.jobs.work`) when they load, and
// ask for a run (`app.jobs.send`) once the write that needs it has committed. With jobs off (the
// test environment unless JOBS=true, or JOBS=false) nothing runs and `send` does nothing: the tests
// call the work directly.

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** How often a worker looks for a job (seconds). */
const POLLING_SECONDS = 2;

export const jobsPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const workers = new Map<string, JobHandler>();
    /** The workers this process runs, by queue: a job it sends itself wakes its worker at once. */
    const running = new Map<string, string>();
    let boss: PgBoss | null = null;

    app.decorate('jobs', {
      enabled: config.jobs,
      async send(queue) {
        if (!boss) return;
        const sent = await boss.send(queue, {}).catch((error: unknown) => {
          // The run is asked again by the next change, and the start-up run catches up: log it.
          app.log.error({ err: error, queue }, 'a background job could not be queued');
          return null;
        });
        // Without waiting for the next poll: a recalculation starts when its change commits.
        const worker = running.get(queue);
        if (sent !== null && worker) boss?.notifyWorker(worker);
      },
      work(queue, handler) {
        workers.set(queue, handler);
      },
    } satisfies Jobs);

    if (!config.jobs) return;

    app.addHook('onReady', async () => {
      const { database } = app;
      // The queue lives in the application's database, through its own connection(s).
      const pool = database.pool;
      boss =
        database.driver === 'pglite'
          ? new PgBoss({ db: fromPglite(database.pglite!), backend: 'pglite' })
          : new PgBoss({
              db: {
                executeSql: (text: string, values?: unknown[]) =>
                  values?.length ? pool!.query(text, values) : pool!.query(text),
              },
            });
      boss.on('error', (error: unknown) => app.log.error({ err: error }, 'background jobs'));
      await boss.start();
      for (const [queue, handler] of workers) {
        // One run waiting and one running at most: a request while one runs queues the next.
        await boss.createQueue(queue, { policy: 'stately' });
        const worker = await boss.work(queue, { pollingIntervalSeconds: POLLING_SECONDS }, async () => {
          await handler();
        });
        running.set(queue, worker);
        // What was pending when the process stopped runs now.
        await boss.send(queue, {});
      }
    });

    // Before the database closes (its own hook runs on close).
    app.addHook('preClose', async () => {
      await boss?.stop({ graceful: true, timeout: 10_000 });
      boss = null;
    });
  },
  { name: 'jobs', dependencies: ['database'] },
);
