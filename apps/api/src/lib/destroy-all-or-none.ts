import {
  catalogueName,
  LIST_MORE,
  type TDependents,
  type TLanguage,
  type TMessageParams,
} from '@huella/shared';
import type { Db, Tx } from '../db/client.ts';
import { USERS_NAMED, type TUses } from '../db/uses.ts';
import { isRowInUseError } from '../db/errors.ts';
import { AppError } from './app-error.ts';

/** A row a refusal names: by its English name for an English reader when it has one. */
type Named = { id: number; name: string; name_en?: string | null };

/** The row as a refusal names it to the reader. */
const shown = <R extends Named>(row: R, lang: TLanguage): R => ({ ...row, name: catalogueName(row, lang) });

/** Why a row may not be deleted (a message key and its params), or null when nothing holds it. */
export type Blocker = { message: string; params: TMessageParams } | null;

/**
 * Counts what uses the rows and answers, per row, the reason it is held: the row named as the
 * reader reads it (`lang`), and the rows that use it quoted in that language too.
 */
export type Blockers<R extends Named> = (
  tx: Tx,
  ids: number[],
  lang: TLanguage,
) => Promise<(row: R) => Blocker>;

export type DestroyPlan<R extends Named> = {
  /** Locks the rows to delete (FOR UPDATE) and answers those that exist. */
  lock: (tx: Tx, ids: number[]) => Promise<R[]>;
  /** What holds a row back; omitted when nothing can. */
  blockers?: Blockers<R>;
  remove: (tx: Tx, ids: number[]) => Promise<number>;
  /** The reader's language: the rows a refusal names are named in it (Spanish by default). */
  lang?: TLanguage;
};

export type DependentsPlan<R extends Named> = {
  /** The rows asked about (no lock: nothing is written). */
  find: (tx: Tx, ids: number[]) => Promise<R[]>;
  /** The same blockers as the delete's, so the question and a refusal say the same. */
  blockers?: Blockers<R>;
  /** The rows a delete takes with it, by kind (a factor's gas values). */
  removes?: (tx: Tx, ids: number[]) => Promise<TDependents['removes']>;
  /** The reader's language (see `DestroyPlan`). */
  lang?: TLanguage;
};

/**
 * What deleting these rows would do, for the confirmation before it (`GET /<resource>/dependents`):
 * the rows that would go with them and, in the order asked, each row another one still uses with
 * the refusal its delete would answer. An unknown id answers 404, as the delete would.
 */
export async function describeDestroy<R extends Named>(
  db: Db,
  ids: number[],
  plan: DependentsPlan<R>,
): Promise<TDependents> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const rows = await plan.find(tx, unique);
    if (rows.length !== unique.length) throw new AppError('NOT_FOUND');
    const byId = new Map(rows.map((row) => [row.id, row]));
    const lang = plan.lang ?? 'es';
    const blockerOf = plan.blockers ? await plan.blockers(tx, unique, lang) : () => null;
    const blocked = unique.flatMap((id) => {
      const blocker = blockerOf(shown(byId.get(id)!, lang));
      return blocker ? [{ id, message: blocker.message, params: toWire(blocker.params) }] : [];
    });
    return { removes: plan.removes ? await plan.removes(tx, unique) : [], blocked };
  });
}

/** Message params as JSON carries them (lists become plain arrays). */
const toWire = (params: TMessageParams): TDependents['blocked'][number]['params'] =>
  Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, typeof value === 'object' ? [...value] : value]),
  );

/**
 * Deletes catalogue rows all or none, in one transaction: an unknown id answers 404, a row still in
 * use 409 naming the first one and what uses it. A foreign key the counts do not know of (company data
 * referencing the catalogue) still refuses, as a generic 409.
 */
export async function destroyAllOrNone<R extends Named>(
  db: Db,
  ids: number[],
  plan: DestroyPlan<R>,
): Promise<number> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const rows = await plan.lock(tx, unique);
    if (rows.length !== unique.length) throw new AppError('NOT_FOUND');
    const lang = plan.lang ?? 'es';
    if (plan.blockers) {
      const blockerOf = await plan.blockers(tx, unique, lang);
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const id of unique) {
        const blocker = blockerOf(shown(byId.get(id)!, lang));
        if (blocker) throw new AppError('CONFLICT', blocker);
      }
    }
    try {
      return await plan.remove(tx, unique);
    } catch (error) {
      if (!isRowInUseError(error)) throw error;
      const first = rows.find((row) => row.id === unique[0])!;
      throw new AppError('CONFLICT', {
        message: 'errors.IN_USE',
        params: { name: catalogueName(first, lang) },
        cause: error,
      });
    }
  });
}

/** The names a message quotes: the first USERS_NAMED, then `…` when there are more. */
export function quotedUsers(names: readonly string[]): string[] {
  return names.length > USERS_NAMED ? [...names.slice(0, USERS_NAMED), LIST_MORE] : [...names];
}

/** The usual blocker: `uses.count` rows of one kind use the row; the message names the first ones. */
export const usedBy = (message: string, name: string, uses: TUses | undefined): Blocker =>
  uses && uses.count > 0
    ? { message, params: { name, count: uses.count, users: quotedUsers(uses.names) } }
    : null;
