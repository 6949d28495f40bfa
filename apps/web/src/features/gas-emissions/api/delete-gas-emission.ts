import { deleteResource } from '../../../components/data/resource-api.ts';

/** `DELETE /api/gas-emissions/{id}`. */
export function deleteGasEmission(id: number): Promise<void> {
  return deleteResource('/gas-emissions', id);
}
