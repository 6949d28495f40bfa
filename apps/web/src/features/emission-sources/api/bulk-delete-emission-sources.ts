import { api } from '../../../lib/api-client.ts';

/** `DELETE /api/emission-sources/bulk/destroy` with the company and the ids, all or none. */
export async function bulkDeleteEmissionSources(companyId: number, ids: number[]): Promise<void> {
  await api.delete('/emission-sources/bulk/destroy', { body: { company_id: companyId, ids } });
}
