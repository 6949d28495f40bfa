import fp from 'fastify-plugin';
import { PgBoss, fromPglite } from 'pg-boss';
import type { AppConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
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
/**
 * A running job tells the queue it is alive every 5 s (half this, pg-boss's least); the supervisor
 * (which looks as often as this on the embedded database, every 2 s on a server) fails one that
 * stopped telling (its process died), and it is retried: a stopped import goes on within half a
 * minute instead of holding its queue until its 15-minute expiry. A job failed while still running
 * (its heartbeat held up) only runs its worker once more, which finds its work done or goes on with
 * it: the workers are written to run again.
 */
const HEARTBEAT_SECONDS = 10;
/**
 * On a server, how often the queue's counts are taken again (seconds) and read back. A worker does
 * not fetch a job of a one-at-a-time queue while the counts it last read show one running; they
 * were taken every minute (and survived a restart), so an import uploaded after the one before it
 * had ended waited up to a minute, or two, before starting (60 s of a 78 s import in the bench).
 * Taking them every 2 s costs one small query on the job table.
 */
const QUEUE_COUNTS_SECONDS = 2;

/** A queue's work as one process runs it: `run` asks for a run, `idle` waits for those asked. */
export type InProcessWork = { run: JobHandler; idle: () => Promise<void> };

/**
 * The work run one at a time, each call after the runs asked before it (a run drains all that is
 * pending, so a call during a run still gets a run of its own for what came meanwhile). The
 * queue's worker awaits its run and sees its failure; a direct call's failure is `onError`'s.
 */
export function oneAtATime(work: JobHandler, onError: (error: unknown) => void): InProcessWork {
  let last: Promise<void> = Promise.resolve();
  return {
    run: () => {
      const run = last.then(() => work());
      last = run.catch(onError);
      return run;
    },
    idle: () => last,
  };
}

/** The job queue on the application's database, through its own connection(s). */
export function openJobQueue(database: DatabaseHandle): PgBoss {
  const pool = database.pool;
  return database.driver === 'pglite'
    ? new PgBoss({
        db: fromPglite(database.pglite!),
        backend: 'pglite',
        superviseIntervalSeconds: HEARTBEAT_SECONDS,
      })
    : new PgBoss({
        db: {
          executeSql: (text: string, values?: unknown[]) =>
            values?.length ? pool!.query(text, values) : pool!.query(text),
        },
        superviseIntervalSeconds: QUEUE_COUNTS_SECONDS,
        monitorIntervalSeconds: QUEUE_COUNTS_SECONDS,
        queueCacheIntervalSeconds: 1,
      });
}

/**
 * Creates the queue (or gives an existing one the heartbeat): one run waiting and one running at
 * most, so a request while one runs queues the next.
 */
export async function prepareJobQueue(boss: PgBoss, queue: string): Promise<void> {
  await boss.createQueue(queue, { policy: 'stately', heartbeatSeconds: HEARTBEAT_SECONDS });
  await boss.updateQueue(queue, { heartbeatSeconds: HEARTBEAT_SECONDS });
}

/**
 * Fails the queue's jobs left running by a process that stopped, so they are retried now. Only the
 * embedded database's: one process owns it, so a job running before this one started has no worker
 * (on a server, another process may be running it: the heartbeat tells).
 */
async function failOrphanedJobs(boss: PgBoss, queue: string): Promise<void> {
  const active = (await boss.findJobs(queue)).filter((job) => job.state === 'active');
  if (active.length > 0)
    await boss.fail(
      queue,
      active.map((job) => job.id),
      { reason: 'the process running it stopped' },
    );
}

export const jobsPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const workers = new Map<string, JobHandler>();
    /** Each queue's work as this process runs it: one run at a time, each after the one before. */
    const inProcess = new Map<string, InProcessWork>();
    // Its failure is logged by the run itself (`oneAtATime`).
    const runNow = (queue: string) =>
      void inProcess
        .get(queue)
        ?.run()
        .catch(() => undefined);
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
        // The embedded database has this one process: it runs the work now, whenever pg-boss's
        // worker fetches the job (it has been seen to take a minute after a restart).
        if (app.database.driver === 'pglite') runNow(queue);
      },
      work(queue, handler) {
        workers.set(queue, handler);
      },
    } satisfies Jobs);

    if (!config.jobs) return;

    app.addHook('onReady', async () => {
      const { database } = app;
      boss = openJobQueue(database);
      boss.on('error', (error: unknown) => app.log.error({ err: error }, 'background jobs'));
      await boss.start();
      for (const [queue, work] of workers) {
        const handler = oneAtATime(work, (error) =>
          app.log.error({ err: error, queue }, 'a background job failed'),
        );
        inProcess.set(queue, handler);
        await prepareJobQueue(boss, queue);
        if (database.driver === 'pglite') await failOrphanedJobs(boss, queue);
        const worker = await boss.work(queue, { pollingIntervalSeconds: POLLING_SECONDS }, async () => {
          await handler.run();
        });
        running.set(queue, worker);
        // What was pending when the process stopped runs now.
        await boss.send(queue, {});
        if (database.driver === 'pglite') runNow(queue);
      }
    });

    // Before the database closes (its own hook runs on close).
    app.addHook('preClose', async () => {
      await boss?.stop({ graceful: true, timeout: 10_000 });
      boss = null;
      // A run this process started itself ends first too, for as long as pg-boss waits for its own
      // (a run cut short goes on at the next start: the work is written to run again).
      const runs = Promise.all([...inProcess.values()].map((each) => each.idle()));
      await Promise.race([runs, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
    });
  },
  { name: 'jobs', dependencies: ['database'] },
);
