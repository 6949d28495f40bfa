import { ZSector, type TSector, type TList } from '@huella/shared';
import { listResource } from '../../../components/data/resource-api.ts';

export const sectorsKeys = {
  all: ['sectors'] as const,
  list: (query: object) => ['sectors', 'list', query] as const,
  detail: (id: number) => ['sectors', 'detail', id] as const,
};

export type TSectorsQuery = {
  page: number;
  per_page: number;
  search?: string;
};

/** `GET /api/sectors` (page, per_page, search). */
export function listSectors(query: TSectorsQuery): Promise<TList<TSector> | null> {
  return listResource('/sectors', ZSector, query);
}
