import type { TStakeholderBulkDestroy } from '@huella/shared';
import { api } from '../../../lib/api-client.ts';

/** `DELETE /api/stakeholders/bulk/destroy` (company, type, ids): all of them or none. */
export async function bulkDeleteStakeholders(body: TStakeholderBulkDestroy): Promise<void> {
  await api.delete('/stakeholders/bulk/destroy', { body });
}
