import {
  listEnvelope,
  SELECTOR_PAGE_SIZE,
  ZFactorOption,
  ZType,
  type TFactorOption,
  type TType,
} from '@huella/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/types/emission_source`: operational or embedded. */
export const emissionSourceTypesQuery = queryOptions({
  queryKey: ['types', 'emission_source'] as const,
  queryFn: async (): Promise<TType[]> =>
    (
      await api.get('/types/{group}', {
        params: { group: 'emission_source' },
        parse: listEnvelope(ZType).parse,
      })
    )?.data ?? [],
  staleTime: 60 * 60_000,
});

export function useEmissionSourceTypes() {
  return useQuery(emissionSourceTypesQuery);
}

/** `GET /api/factors?source_id=…` (first 100): the emission factors of one catalogue source. */
export function sourceFactorsQuery(sourceId: number | null) {
  return queryOptions({
    queryKey: ['emission-factors', 'of-source', sourceId] as const,
    queryFn: async (): Promise<TFactorOption[]> =>
      (
        await api.get('/factors', {
          query: { source_id: sourceId, page: 1, per_page: SELECTOR_PAGE_SIZE },
          parse: listEnvelope(ZFactorOption).parse,
        })
      )?.data ?? [],
    enabled: sourceId !== null,
  });
}

export function useSourceFactors(sourceId: number | null) {
  return useQuery(sourceFactorsQuery(sourceId));
}
