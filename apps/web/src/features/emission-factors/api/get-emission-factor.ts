import { ZEmissionFactor, type TEmissionFactor } from '@huella/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getResource } from '../../../components/data/resource-api.ts';
import { emissionFactorsKeys } from './list-emission-factors.ts';

/** `GET /api/emission-factors/{id}`; id 0 (a new record) resolves to null without a call. */
export function getEmissionFactor(id: number): Promise<TEmissionFactor | null> {
  return getResource('/emission-factors', ZEmissionFactor, id);
}

export function emissionFactorQuery(id: number) {
  return queryOptions({ queryKey: emissionFactorsKeys.detail(id), queryFn: () => getEmissionFactor(id) });
}

export function useEmissionFactor(id: number) {
  return useQuery(emissionFactorQuery(id));
}
