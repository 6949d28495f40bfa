import { ZStakeholder, type TStakeholder, type TStakeholderInput } from '@huella/shared';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/stakeholders` (company_id, type, name, description). */
export function createStakeholder(input: TStakeholderInput): Promise<TStakeholder | null> {
  return api.post('/stakeholders', input, { parse: ZStakeholder.parse });
}
