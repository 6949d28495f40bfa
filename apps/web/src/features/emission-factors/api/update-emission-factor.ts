import type { TEmissionFactor, TEmissionFactorInput } from '@huella/shared';
import { updateResource } from '../../../components/data/resource-api.ts';

/** `PUT /api/emission-factors/{id}`. */
export function updateEmissionFactor(
  id: number,
  input: TEmissionFactorInput,
): Promise<TEmissionFactor | null> {
  return updateResource<TEmissionFactor>('/emission-factors', id, input);
}
