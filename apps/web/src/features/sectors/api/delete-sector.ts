import { deleteResource } from '../../../components/data/resource-api.ts';

/** `DELETE /api/sectors/{id}` (409 when another row uses it). */
export function deleteSector(id: number): Promise<void> {
  return deleteResource('/sectors', id);
}
