import type { TEmissionFactor, TEmissionFactorInput } from '@huella/shared';
import { createResource } from '../../../components/data/resource-api.ts';

/** `POST /api/emission-factors`. */
export function createEmissionFactor(input: TEmissionFactorInput): Promise<TEmissionFactor | null> {
  return createResource<TEmissionFactor>('/emission-factors', input);
}
