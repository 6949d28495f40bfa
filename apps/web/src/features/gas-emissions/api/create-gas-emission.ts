import type { TGasEmission, TGasEmissionInput } from '@huella/shared';
import { createResource } from '../../../components/data/resource-api.ts';

/** `POST /api/gas-emissions` (422 when the validity overlaps another value of the gas and unit). */
export function createGasEmission(input: TGasEmissionInput): Promise<TGasEmission | null> {
  return createResource<TGasEmission>('/gas-emissions', input);
}
