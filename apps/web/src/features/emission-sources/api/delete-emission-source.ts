import { api } from '../../../lib/api-client.ts';

/** `DELETE /api/emission-sources/{id}` with its company (409 when activities use it). */
export async function deleteEmissionSource(companyId: number, id: number): Promise<void> {
  await api.delete('/emission-sources/{id}', { params: { id }, body: { company_id: companyId } });
}
