import { deleteResource } from '../../../components/data/resource-api.ts';

/** `DELETE /api/unit-measurements/{id}` (409 when another row uses it). */
export function deleteUnitMeasurement(id: number): Promise<void> {
  return deleteResource('/unit-measurements', id);
}
