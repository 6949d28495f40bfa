// Background jobs as services see them (the queue runs in plugins/jobs.ts).

/** The queue of the recalculation after catalogue changes (modules/emissions). */
export const RECOMPUTE_EMISSIONS_QUEUE = 'recompute-emissions';
/** The queue that keeps the days of the months the default dashboard period begins in (modules/dashboard). */
export const KEEP_ROLLUP_DAYS_QUEUE = 'keep-rollup-days';

export type JobHandler = () => Promise<void>;

export type Jobs = {
  readonly enabled: boolean;
  /**
   * Asks for a run of the queue's worker. Runs asked for while one is waiting are one run: a worker
   * drains all that is pending, so one more run after the last request is all it takes.
   */
  send(queue: string): Promise<void>;
  /** Registers the worker of a queue; it starts with the app. */
  work(queue: string, handler: JobHandler): void;
};
