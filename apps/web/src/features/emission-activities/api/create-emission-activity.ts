import { ZEmissionActivity, type TEmissionActivity, type TEmissionActivityInput } from '@huella/shared';
import { api } from '../../../lib/api-client.ts';

/**
 * `POST /api/emission-activities`: records and calculates an activity (422 on the field when the
 * unit does not convert or the factor has no value on the date; 409 at the plan's limit).
 */
export function createEmissionActivity(input: TEmissionActivityInput): Promise<TEmissionActivity | null> {
  return api.post('/emission-activities', input, { parse: ZEmissionActivity.parse });
}
