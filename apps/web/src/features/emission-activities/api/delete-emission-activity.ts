import { api } from '../../../lib/api-client.ts';

/** `DELETE /api/emission-activities/{id}` with its company (its uploaded document goes with it). */
export async function deleteEmissionActivity(companyId: number, id: number): Promise<void> {
  await api.delete('/emission-activities/{id}', { params: { id }, body: { company_id: companyId } });
}
