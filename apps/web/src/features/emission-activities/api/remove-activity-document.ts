import { ZEmissionActivity, type TEmissionActivity } from '@huella/shared';
import { api } from '../../../lib/api-client.ts';

/** `DELETE /api/emission-activities/{id}/document?company_id=…`: removes the uploaded document. */
export function removeActivityDocument(companyId: number, id: number): Promise<TEmissionActivity | null> {
  return api.delete('/emission-activities/{id}/document', {
    params: { id },
    query: { company_id: companyId },
    parse: ZEmissionActivity.parse,
  });
}
