import { listEnvelope, SELECTOR_PAGE_SIZE, ZCatalogueRef, ZFactorOption } from '@huella/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { listResource } from '../../../components/data/resource-api.ts';

/** `GET /api/factors?source_id=…&derives=false`: the plain factors a derived one may blend. */
export function factorOptionsQuery(sourceId: number | null) {
  return queryOptions({
    queryKey: ['emission-factors', 'options', sourceId] as const,
    queryFn: async () =>
      (
        await api.get('/factors', {
          query: { source_id: sourceId, derives: 'false', page: 1, per_page: SELECTOR_PAGE_SIZE },
          parse: listEnvelope(ZFactorOption).parse,
        })
      )?.data ?? [],
    enabled: sourceId !== null,
  });
}

export function useFactorOptions(sourceId: number | null) {
  return useQuery(factorOptionsQuery(sourceId));
}

/** `GET /api/sources` (first 100): the sources a factor may belong to. */
export function useSourceOptions() {
  return useQuery({
    queryKey: ['emission-factors', 'source-options'] as const,
    queryFn: async () =>
      (await listResource('/sources', ZCatalogueRef, { page: 1, per_page: SELECTOR_PAGE_SIZE }))?.data ?? [],
    staleTime: 60_000,
  });
}
