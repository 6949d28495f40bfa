import { ZSource, type TSource } from '@huella/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getResource } from '../../../components/data/resource-api.ts';
import { sourcesKeys } from './list-sources.ts';

/** `GET /api/sources/{id}`; id 0 (a new record) resolves to null without a call. */
export function getSource(id: number): Promise<TSource | null> {
  return getResource('/sources', ZSource, id);
}

export function sourceQuery(id: number) {
  return queryOptions({ queryKey: sourcesKeys.detail(id), queryFn: () => getSource(id) });
}

export function useSource(id: number) {
  return useQuery(sourceQuery(id));
}
