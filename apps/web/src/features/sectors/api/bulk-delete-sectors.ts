import { bulkDeleteResource } from '../../../components/data/resource-api.ts';

/** `DELETE /api/sectors/bulk/destroy` with the ids, all or none. */
export function bulkDeleteSectors(ids: number[]): Promise<void> {
  return bulkDeleteResource('/sectors', ids);
}
