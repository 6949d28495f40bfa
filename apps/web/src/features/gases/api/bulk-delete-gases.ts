import { bulkDeleteResource } from '../../../components/data/resource-api.ts';

/** `DELETE /api/gases/bulk/destroy` with the ids, all or none. */
export function bulkDeleteGases(ids: number[]): Promise<void> {
  return bulkDeleteResource('/gases', ids);
}
