import type { TSector, TSectorInput } from '@huella/shared';
import { updateResource } from '../../../components/data/resource-api.ts';

/** `PUT /api/sectors/{id}`. */
export function updateSector(id: number, input: TSectorInput): Promise<TSector | null> {
  return updateResource<TSector>('/sectors', id, input);
}
