import type { TKeyIndicator, TKeyIndicatorInput } from '@huella/shared';
import { updateResource } from '../../../components/data/resource-api.ts';

/** `PUT /api/key-indicators/{id}`. */
export function updateKeyIndicator(id: number, input: TKeyIndicatorInput): Promise<TKeyIndicator | null> {
  return updateResource<TKeyIndicator>('/key-indicators', id, input);
}
