import { SELECTOR_PAGE_SIZE, ZCatalogueRef, ZUnitMeasurementRef } from '@huella/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listResource } from '../../../components/data/resource-api.ts';

/**
 * The choices of the key-indicator form and filters: sectors, sources and units (first 100 of
 * each, as the spec's selectors load them).
 */
export function keyIndicatorOptionsQuery() {
  return queryOptions({
    queryKey: ['key-indicators', 'options'] as const,
    queryFn: async () => {
      const query = { page: 1, per_page: SELECTOR_PAGE_SIZE };
      const [sectors, sources, units] = await Promise.all([
        listResource('/sectors', ZCatalogueRef, query),
        listResource('/sources', ZCatalogueRef, query),
        listResource('/unit-measurements', ZUnitMeasurementRef, query),
      ]);
      return { sectors: sectors?.data ?? [], sources: sources?.data ?? [], units: units?.data ?? [] };
    },
    staleTime: 60_000,
  });
}

export function useKeyIndicatorOptions() {
  return useQuery(keyIndicatorOptionsQuery());
}
