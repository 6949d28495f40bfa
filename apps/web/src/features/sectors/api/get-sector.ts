import { ZSector, type TSector } from '@huella/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getResource } from '../../../components/data/resource-api.ts';
import { sectorsKeys } from './list-sectors.ts';

/** `GET /api/sectors/{id}`; id 0 (a new record) resolves to null without a call. */
export function getSector(id: number): Promise<TSector | null> {
  return getResource('/sectors', ZSector, id);
}

export function sectorQuery(id: number) {
  return queryOptions({ queryKey: sectorsKeys.detail(id), queryFn: () => getSector(id) });
}

export function useSector(id: number) {
  return useQuery(sectorQuery(id));
}
