import { api } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download-csv.ts';

export const EMISSION_SOURCES_EXPORT_FILE = 'emission_sources.csv';

/** `POST /api/emission-sources/export`: the company's emission sources, saved as emission_sources.csv. */
export async function exportEmissionSources(companyId: number): Promise<void> {
  const blob = await api.post<Blob>(
    '/emission-sources/export',
    { company_id: companyId },
    { responseType: 'blob' },
  );
  if (blob) downloadBlob(EMISSION_SOURCES_EXPORT_FILE, blob);
}
