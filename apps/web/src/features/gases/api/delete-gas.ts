import { deleteResource } from '../../../components/data/resource-api.ts';

/** `DELETE /api/gases/{id}` (409 when another row uses it). */
export function deleteGas(id: number): Promise<void> {
  return deleteResource('/gases', id);
}
