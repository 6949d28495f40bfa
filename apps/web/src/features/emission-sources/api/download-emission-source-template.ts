import { api } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download-csv.ts';

export const EMISSION_SOURCES_TEMPLATE_FILE = 'emission_sources.xlsx';

/** The template's address (shown on its link; the download goes through the session). */
export function emissionSourceTemplatePath(companyId: number): string {
  return `/api/formats/emission_sources.xlsx?company_id=${companyId}`;
}

/**
 * `GET /api/formats/emission_sources.xlsx?company_id=…`: the import template with dropdowns of the
 * company's types, categories, factors and headquarters, in the language of the request.
 */
export async function downloadEmissionSourceTemplate(companyId: number): Promise<void> {
  const blob = await api.get<Blob>('/formats/emission_sources.xlsx', {
    query: { company_id: companyId },
    responseType: 'blob',
  });
  if (blob) downloadBlob(EMISSION_SOURCES_TEMPLATE_FILE, blob);
}
