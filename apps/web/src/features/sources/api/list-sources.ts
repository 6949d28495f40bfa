import { ZSource, type TSource, type TList } from '@huella/shared';
import { listResource } from '../../../components/data/resource-api.ts';

export const sourcesKeys = {
  all: ['sources'] as const,
  list: (query: object) => ['sources', 'list', query] as const,
  detail: (id: number) => ['sources', 'detail', id] as const,
};

export type TSourcesQuery = {
  page: number;
  per_page: number;
  search?: string;
};

/** `GET /api/sources` (page, per_page, search). */
export function listSources(query: TSourcesQuery): Promise<TList<TSource> | null> {
  return listResource('/sources', ZSource, query);
}
