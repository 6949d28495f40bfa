import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

/**
 * Where the dashboards keep their filters between visits (spec/workspace.md §4): one entry per
 * dashboard and company in localStorage, so a reload or another visit finds them, and the filters
 * of one company never reach another. Entering a company (/load-company) starts its dashboards
 * over. What the value holds and how it is read back is each dashboard's business; this module only
 * stores it and tells the screens reading it that it changed.
 */

/** The emissions dashboard (/dashboard and its source pages) and the indicator dashboard. */
export type TDashboardBoard = 'emissions' | 'indicators';
const BOARDS: readonly TDashboardBoard[] = ['emissions', 'indicators'];

const listeners = new Set<() => void>();

function keyOf(companyId: number, board: TDashboardBoard): string {
  // The emissions dashboard's key is the one it has always had: filters kept before stay kept.
  return board === 'emissions'
    ? `${STORAGE_KEYS.dashboardFilters}:${companyId}`
    : `${STORAGE_KEYS.dashboardFilters}:${board}:${companyId}`;
}

/** The stored filters of a company's dashboard as written (JSON text), or null when there are none. */
export function readDashboardFilters(companyId: number, board: TDashboardBoard = 'emissions'): string | null {
  return readStorage(keyOf(companyId, board));
}

export function writeDashboardFilters(
  companyId: number,
  value: string,
  board: TDashboardBoard = 'emissions',
): void {
  writeStorage(keyOf(companyId, board), value);
  for (const listener of listeners) listener();
}

/** Forgets a company's dashboards' filters: they open on their defaults again. */
export function resetDashboardFilters(companyId: number): void {
  for (const board of BOARDS) removeStorage(keyOf(companyId, board));
  for (const listener of listeners) listener();
}

/** Runs `listener` whenever stored filters change in this tab. */
export function subscribeDashboardFilters(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
