import type { TSource, TSourceInput } from '@huella/shared';
import { updateResource } from '../../../components/data/resource-api.ts';

/** `PUT /api/sources/{id}`. */
export function updateSource(id: number, input: TSourceInput): Promise<TSource | null> {
  return updateResource<TSource>('/sources', id, input);
}
