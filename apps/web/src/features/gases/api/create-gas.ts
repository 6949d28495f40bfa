import type { TGas, TGasInput } from '@huella/shared';
import { createResource } from '../../../components/data/resource-api.ts';

/** `POST /api/gases`. */
export function createGas(input: TGasInput): Promise<TGas | null> {
  return createResource<TGas>('/gases', input);
}
