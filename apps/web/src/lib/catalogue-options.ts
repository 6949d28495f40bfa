import {
  listEnvelope,
  SELECTOR_PAGE_SIZE,
  ZFactorOption,
  ZType,
  ZUnitMeasurement,
  type TFactorOption,
  type TType,
  type TUnitMeasurement,
} from '@huella/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

/**
 * Catalogue choices the company's forms offer (an emission source and an activity both choose a
 * type and a factor of a category; an activity chooses a unit). Catalogue reads: any signed-in
 * user may make them, and each query's key starts with the catalogue area it reads.
 */

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

/** `GET /api/unit-measurements?per_page=100`: the units with their group (which ones convert). */
export const unitMeasurementOptionsQuery = queryOptions({
  queryKey: ['unit-measurements', 'options'] as const,
  queryFn: async (): Promise<TUnitMeasurement[]> =>
    (
      await api.get('/unit-measurements', {
        query: { page: 1, per_page: SELECTOR_PAGE_SIZE },
        parse: listEnvelope(ZUnitMeasurement).parse,
      })
    )?.data ?? [],
  staleTime: 60_000,
});
