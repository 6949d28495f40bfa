import { deleteResource } from '../../../components/data/resource-api.ts';

/** `DELETE /api/sources/{id}` (409 when another row uses it). */
export function deleteSource(id: number): Promise<void> {
  return deleteResource('/sources', id);
}
