import { bulkDeleteResource } from '../../../components/data/resource-api.ts';

/** `DELETE /api/unit-measurements/bulk/destroy` with the ids, all or none. */
export function bulkDeleteUnitMeasurements(ids: number[]): Promise<void> {
  return bulkDeleteResource('/unit-measurements', ids);
}
