import { api } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download-csv.ts';

/** The document's address (shown on its link; the download goes through the session). */
export function activityDocumentPath(companyId: number, id: number): string {
  return `/api/emission-activities/${id}/document?company_id=${companyId}`;
}

/** `GET /api/emission-activities/{id}/document?company_id=…`: saves the uploaded document as `name`. */
export async function downloadActivityDocument(companyId: number, id: number, name: string): Promise<void> {
  const blob = await api.get<Blob>('/emission-activities/{id}/document', {
    params: { id },
    query: { company_id: companyId },
    responseType: 'blob',
  });
  if (blob) downloadBlob(name, blob);
}
