import type { TGas, TGasInput } from '@huella/shared';
import { updateResource } from '../../../components/data/resource-api.ts';

/** `PUT /api/gases/{id}`. */
export function updateGas(id: number, input: TGasInput): Promise<TGas | null> {
  return updateResource<TGas>('/gases', id, input);
}
