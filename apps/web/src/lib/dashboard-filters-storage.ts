import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

/**
 * Where the dashboard keeps its filters between visits (spec/workspace.md §4): one entry per
 * company in localStorage, so a reload or another visit finds them, and the filters of one company
 * never reach another. Entering a company (/load-company) starts its dashboard over. What the value
 * holds and how it is read back is the dashboard's business; this module only stores it and tells
 * the screens reading it that it changed.
 */

const listeners = new Set<() => void>();

function keyOf(companyId: number): string {
  return `${STORAGE_KEYS.dashboardFilters}:${companyId}`;
}

/** The stored filters of a company as written (JSON text), or null when there are none. */
export function readDashboardFilters(companyId: number): string | null {
  return readStorage(keyOf(companyId));
}

export function writeDashboardFilters(companyId: number, value: string): void {
  writeStorage(keyOf(companyId), value);
  for (const listener of listeners) listener();
}

/** Forgets a company's dashboard filters: its dashboard opens on the defaults again. */
export function resetDashboardFilters(companyId: number): void {
  removeStorage(keyOf(companyId));
  for (const listener of listeners) listener();
}

/** Runs `listener` whenever stored filters change in this tab. */
export function subscribeDashboardFilters(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
