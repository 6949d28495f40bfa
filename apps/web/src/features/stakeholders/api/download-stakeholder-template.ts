import { api } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download-csv.ts';

/** The template's address: `GET /api/formats/stakeholders.xlsx?company_id=…` (in the request's language). */
export function stakeholderTemplatePath(companyId: number): string {
  return `/api/formats/stakeholders.xlsx?company_id=${companyId}`;
}

/**
 * Downloads the template with the session (the access token lives in memory, so a plain link
 * would reach the API without it), saved as stakeholders.xlsx.
 */
export async function downloadStakeholderTemplate(companyId: number): Promise<void> {
  const blob = await api.get<Blob>('/formats/stakeholders.xlsx', {
    query: { company_id: companyId },
    responseType: 'blob',
  });
  if (blob) downloadBlob('stakeholders.xlsx', blob);
}
