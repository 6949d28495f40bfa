import { bulkDeleteResource } from '../../../components/data/resource-api.ts';

/** `DELETE /api/emission-factors/bulk/destroy` with the ids, all or none. */
export function bulkDeleteEmissionFactors(ids: number[]): Promise<void> {
  return bulkDeleteResource('/emission-factors', ids);
}
