import { bulkDeleteResource } from '../../../components/data/resource-api.ts';

/** `DELETE /api/sources/bulk/destroy` with the ids, all or none. */
export function bulkDeleteSources(ids: number[]): Promise<void> {
  return bulkDeleteResource('/sources', ids);
}
