import type { TSector, TSectorInput } from '@huella/shared';
import { createResource } from '../../../components/data/resource-api.ts';

/** `POST /api/sectors`. */
export function createSector(input: TSectorInput): Promise<TSector | null> {
  return createResource<TSector>('/sectors', input);
}
