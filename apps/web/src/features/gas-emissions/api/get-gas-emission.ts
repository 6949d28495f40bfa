import { ZGasEmission, type TGasEmission } from '@huella/shared';
import { useQuery } from '@tanstack/react-query';
import { getResource } from '../../../components/data/resource-api.ts';
import { gasEmissionsKeys } from './list-factor-gas-emissions.ts';

/** `GET /api/gas-emissions/{id}`; id 0 (a new value) resolves to null without a call. */
export function getGasEmission(id: number): Promise<TGasEmission | null> {
  return getResource('/gas-emissions', ZGasEmission, id);
}

export function useGasEmission(id: number) {
  return useQuery({ queryKey: gasEmissionsKeys.detail(id), queryFn: () => getGasEmission(id) });
}
