import { deleteResource } from '../../../components/data/resource-api.ts';

/** `DELETE /api/key-indicators/{id}` (409 when another row uses it). */
export function deleteKeyIndicator(id: number): Promise<void> {
  return deleteResource('/key-indicators', id);
}
