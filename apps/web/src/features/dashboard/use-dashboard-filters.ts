import { useQuery } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { apiQuery } from '../../lib/api.ts';
import {
  readDashboardFilters,
  subscribeDashboardFilters,
  writeDashboardFilters,
} from '../../lib/dashboard-filters-storage.ts';
import {
  defaultDashboardFilters,
  parseStoredFilters,
  serialiseFilters,
  today,
  type TDashboardFilters,
} from './dashboard-filters.ts';

/** The company's catalogue sources (the filter's choices and its default). */
export const companySourcesQuery = (companyId: number) =>
  apiQuery('/api/companies/{company}/sources', { path: { company: companyId } });

export type TCompanySource = { id: number; name: string; icon: string };

/**
 * The dashboard's filters of a company as kept between visits, with its defaults and its sources.
 * `filters` is null until the company's sources are known (they are the default choice). `apply`
 * keeps new filters: every screen reading them follows.
 */
export function useDashboardFilters(companyId: number) {
  const sources = useQuery(companySourcesQuery(companyId));
  const stored = useSyncExternalStore(subscribeDashboardFilters, () => readDashboardFilters(companyId));
  const list = sources.data?.data;
  const state = useMemo(() => {
    if (!list) return null;
    const ids = list.map((source) => source.id);
    const on = today();
    return { filters: parseStoredFilters(stored, ids, on), defaults: defaultDashboardFilters(ids, on) };
  }, [list, stored]);
  return {
    filters: state?.filters ?? null,
    defaults: state?.defaults ?? null,
    sources: (list ?? []) as TCompanySource[],
    /** The sources could not be loaded (the API's toast said why). */
    failed: sources.isError || (sources.isSuccess && !sources.data),
    apply: (next: TDashboardFilters) => writeDashboardFilters(companyId, serialiseFilters(next)),
  };
}
