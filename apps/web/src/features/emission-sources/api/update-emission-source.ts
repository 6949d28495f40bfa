import { ZEmissionSource, type TEmissionSource, type TEmissionSourceInput } from '@huella/shared';
import { api } from '../../../lib/api-client.ts';

/** `PUT /api/emission-sources/{id}`. */
export function updateEmissionSource(
  id: number,
  input: TEmissionSourceInput,
): Promise<TEmissionSource | null> {
  return api.put('/emission-sources/{id}', input, { params: { id }, parse: ZEmissionSource.parse });
}
