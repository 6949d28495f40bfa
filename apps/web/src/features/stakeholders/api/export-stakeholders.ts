import { api } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download-csv.ts';

export const STAKEHOLDERS_EXPORT_FILE = 'stakeholders.csv';

/** `POST /api/stakeholders/export`: every stakeholder of the company, saved as stakeholders.csv. */
export async function exportStakeholders(companyId: number): Promise<void> {
  const blob = await api.post<Blob>(
    '/stakeholders/export',
    { company_id: companyId },
    { responseType: 'blob' },
  );
  if (blob) downloadBlob(STAKEHOLDERS_EXPORT_FILE, blob);
}
