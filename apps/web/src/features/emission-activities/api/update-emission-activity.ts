import { ZEmissionActivity, type TEmissionActivity, type TEmissionActivityInput } from '@huella/shared';
import { api } from '../../../lib/api-client.ts';

/** `PUT /api/emission-activities/{id}`: updates the activity and calculates it again. */
export function updateEmissionActivity(
  id: number,
  input: TEmissionActivityInput,
): Promise<TEmissionActivity | null> {
  return api.put('/emission-activities/{id}', input, { params: { id }, parse: ZEmissionActivity.parse });
}
