import { ZGas, type TGas } from '@huella/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getResource } from '../../../components/data/resource-api.ts';
import { gasesKeys } from './list-gases.ts';

/** `GET /api/gases/{id}`; id 0 (a new record) resolves to null without a call. */
export function getGas(id: number): Promise<TGas | null> {
  return getResource('/gases', ZGas, id);
}

export function gasQuery(id: number) {
  return queryOptions({ queryKey: gasesKeys.detail(id), queryFn: () => getGas(id) });
}

export function useGas(id: number) {
  return useQuery(gasQuery(id));
}
