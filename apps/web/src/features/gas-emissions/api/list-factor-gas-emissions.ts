import { listEnvelope, ZGasEmission, type TGasEmission, type TList } from '@huella/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const gasEmissionsKeys = {
  all: ['gas-emissions'] as const,
  ofFactor: (factorId: number) => ['gas-emissions', 'factor', factorId] as const,
  detail: (id: number) => ['gas-emissions', 'detail', id] as const,
};

/** `GET /api/factors/{factor}/gases` (first 100): the per-gas values of a factor. */
export function listFactorGasEmissions(factorId: number): Promise<TList<TGasEmission> | null> {
  return api.get('/factors/{factor}/gases', {
    params: { factor: factorId },
    query: { page: 1, per_page: 100 },
    parse: listEnvelope(ZGasEmission).parse,
  });
}

export function factorGasEmissionsQuery(factorId: number) {
  return queryOptions({
    queryKey: gasEmissionsKeys.ofFactor(factorId),
    queryFn: () => listFactorGasEmissions(factorId),
  });
}

export function useFactorGasEmissions(factorId: number) {
  return useQuery(factorGasEmissionsQuery(factorId));
}
