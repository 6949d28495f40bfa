import type { TStakeholderDestroy } from '@huella/shared';
import { api } from '../../../lib/api-client.ts';

/** `DELETE /api/stakeholders/{id}` (body: company and type); 409 while emission sources use it. */
export async function deleteStakeholder(id: number, scope: TStakeholderDestroy): Promise<void> {
  await api.delete('/stakeholders/{id}', { params: { id }, body: scope });
}
