import { ZKeyIndicator, type TKeyIndicator, type TList } from '@huella/shared';
import { listResource } from '../../../components/data/resource-api.ts';

export const keyIndicatorsKeys = {
  all: ['key-indicators'] as const,
  list: (query: object) => ['key-indicators', 'list', query] as const,
  detail: (id: number) => ['key-indicators', 'detail', id] as const,
};

export type TKeyIndicatorsQuery = {
  page: number;
  per_page: number;
  search?: string;
  source_id?: number;
  sector_id?: number;
};

/** `GET /api/key-indicators` (page, per_page, search, filters). */
export function listKeyIndicators(query: TKeyIndicatorsQuery): Promise<TList<TKeyIndicator> | null> {
  return listResource('/key-indicators', ZKeyIndicator, query);
}
