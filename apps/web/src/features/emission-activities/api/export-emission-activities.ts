import { api } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download-csv.ts';

export const EMISSION_ACTIVITIES_EXPORT_FILE = 'emission_activities.csv';

/**
 * `POST /api/emission-activities/export`: the company's activities (the import's columns, then
 * t CO2e), saved as emission_activities.csv.
 */
export async function exportEmissionActivities(companyId: number): Promise<void> {
  const blob = await api.post<Blob>(
    '/emission-activities/export',
    { company_id: companyId },
    { responseType: 'blob' },
  );
  if (blob) downloadBlob(EMISSION_ACTIVITIES_EXPORT_FILE, blob);
}
