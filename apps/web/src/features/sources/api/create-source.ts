import type { TSource, TSourceInput } from '@huella/shared';
import { createResource } from '../../../components/data/resource-api.ts';

/** `POST /api/sources`. */
export function createSource(input: TSourceInput): Promise<TSource | null> {
  return createResource<TSource>('/sources', input);
}
