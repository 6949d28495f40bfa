import { ZEmissionActivity, type TEmissionActivity } from '@huella/shared';
import { api } from '../../../lib/api-client.ts';

/**
 * `PUT /api/emission-activities/{id}/document?company_id=…` (multipart: file): the activity's
 * supporting document, a PDF or an image told by its content, replacing the one it had.
 */
export function attachActivityDocument(
  companyId: number,
  id: number,
  file: File,
): Promise<TEmissionActivity | null> {
  const body = new FormData();
  body.append('file', file);
  return api.put('/emission-activities/{id}/document', body, {
    params: { id },
    query: { company_id: companyId },
    parse: ZEmissionActivity.parse,
  });
}
