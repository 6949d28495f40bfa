import { deleteResource } from '../../../components/data/resource-api.ts';

/** `DELETE /api/emission-factors/{id}` (409 when another row uses it). */
export function deleteEmissionFactor(id: number): Promise<void> {
  return deleteResource('/emission-factors', id);
}
