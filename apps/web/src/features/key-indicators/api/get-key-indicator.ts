import { ZKeyIndicator, type TKeyIndicator } from '@huella/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getResource } from '../../../components/data/resource-api.ts';
import { keyIndicatorsKeys } from './list-key-indicators.ts';

/** `GET /api/key-indicators/{id}`; id 0 (a new record) resolves to null without a call. */
export function getKeyIndicator(id: number): Promise<TKeyIndicator | null> {
  return getResource('/key-indicators', ZKeyIndicator, id);
}

export function keyIndicatorQuery(id: number) {
  return queryOptions({ queryKey: keyIndicatorsKeys.detail(id), queryFn: () => getKeyIndicator(id) });
}

export function useKeyIndicator(id: number) {
  return useQuery(keyIndicatorQuery(id));
}
