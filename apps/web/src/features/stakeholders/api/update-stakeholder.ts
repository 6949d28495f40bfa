import { ZStakeholder, type TStakeholder, type TStakeholderInput } from '@huella/shared';
import { api } from '../../../lib/api-client.ts';

/** `PUT /api/stakeholders/{id}` (the same body as a new one; its type stays). */
export function updateStakeholder(id: number, input: TStakeholderInput): Promise<TStakeholder | null> {
  return api.put('/stakeholders/{id}', input, { params: { id }, parse: ZStakeholder.parse });
}
