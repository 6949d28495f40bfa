import { api } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download-csv.ts';

/**
 * `GET /api/gas-emissions/import/template?factor_id=…`: the xlsx with lists of valid gases and units,
 * in the language of the request, saved as `filename`.
 */
export async function downloadGasEmissionTemplate(factorId: number, filename: string): Promise<void> {
  const blob = await api.get<Blob>('/gas-emissions/import/template', {
    query: { factor_id: factorId },
    responseType: 'blob',
  });
  if (blob) downloadBlob(filename, blob);
}
