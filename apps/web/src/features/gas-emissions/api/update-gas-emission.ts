import type { TGasEmission, TGasEmissionInput } from '@huella/shared';
import { updateResource } from '../../../components/data/resource-api.ts';

/** `PUT /api/gas-emissions/{id}`. */
export function updateGasEmission(id: number, input: TGasEmissionInput): Promise<TGasEmission | null> {
  return updateResource<TGasEmission>('/gas-emissions', id, input);
}
