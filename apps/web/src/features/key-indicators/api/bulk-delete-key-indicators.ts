import { bulkDeleteResource } from '../../../components/data/resource-api.ts';

/** `DELETE /api/key-indicators/bulk/destroy` with the ids, all or none. */
export function bulkDeleteKeyIndicators(ids: number[]): Promise<void> {
  return bulkDeleteResource('/key-indicators', ids);
}
