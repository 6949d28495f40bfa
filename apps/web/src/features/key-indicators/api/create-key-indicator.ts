import type { TKeyIndicator, TKeyIndicatorInput } from '@huella/shared';
import { createResource } from '../../../components/data/resource-api.ts';

/** `POST /api/key-indicators`. */
export function createKeyIndicator(input: TKeyIndicatorInput): Promise<TKeyIndicator | null> {
  return createResource<TKeyIndicator>('/key-indicators', input);
}
