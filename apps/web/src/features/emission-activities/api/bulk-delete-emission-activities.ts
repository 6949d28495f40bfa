import { api } from '../../../lib/api-client.ts';

/** `DELETE /api/emission-activities/bulk/destroy` with the company and the ids, all or none. */
export async function bulkDeleteEmissionActivities(companyId: number, ids: number[]): Promise<void> {
  await api.delete('/emission-activities/bulk/destroy', { body: { company_id: companyId, ids } });
}
