import { api } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download-csv.ts';

export const EMISSION_ACTIVITIES_TEMPLATE_FILE = 'emission_activities.xlsx';

/** The template's address (shown on its link; the download goes through the session). */
export function emissionActivityTemplatePath(companyId: number): string {
  return `/api/formats/emission_activities.xlsx?company_id=${companyId}`;
}

/**
 * `GET /api/formats/emission_activities.xlsx?company_id=…`: the import template with dropdowns of
 * the company's emission sources, factors, units and stakeholders, in the language of the request.
 */
export async function downloadEmissionActivityTemplate(companyId: number): Promise<void> {
  const blob = await api.get<Blob>('/formats/emission_activities.xlsx', {
    query: { company_id: companyId },
    responseType: 'blob',
  });
  if (blob) downloadBlob(EMISSION_ACTIVITIES_TEMPLATE_FILE, blob);
}
