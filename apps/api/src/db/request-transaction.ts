import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from './client.ts';

// Each write request runs in one transaction, which its audit entry joins (plugins/audit.ts): the
// write and the record of it commit together or not at all. Services keep calling `ctx.db`; this
// handle answers through the transaction of the request being served, when there is one, so no
// service can write beside it by mistake, and on the embedded database (one connection) no query
// of the request waits behind its own transaction.

type Scope = { tx: Tx; afterCommit: (() => void)[] };

const current = new AsyncLocalStorage<Scope>();

/** A handle on `root` that answers through the current request's transaction when there is one. */
export function requestScoped(root: Db): Db {
  return new Proxy(root, {
    get(target, property) {
      const active = (current.getStore()?.tx ?? target) as Db;
      const value: unknown = Reflect.get(active, property, active);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(active) : value;
    },
  });
}

/**
 * Runs `work` in a transaction that `requestScoped` handles answer through. Work queued with
 * `afterCommit` runs once it has committed, outside it; nothing of it runs after a rollback.
 */
export async function inRequestTransaction<T>(root: Db, work: () => Promise<T>): Promise<T> {
  const pending: (() => void)[] = [];
  const result = await root.transaction((tx) => current.run({ tx, afterCommit: pending }, work));
  current.exit(() => {
    for (const run of pending) run();
  });
  return result;
}

/** Runs `run` after the current request's transaction commits, or now outside of one. */
export function afterCommit(run: () => void): void {
  const scope = current.getStore();
  if (scope) scope.afterCommit.push(run);
  else run();
}
