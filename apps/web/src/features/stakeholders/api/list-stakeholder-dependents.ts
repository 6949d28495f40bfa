import { ZDependents, type TDependents } from '@huella/shared';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/stakeholders/dependents`: the emission sources that keep a headquarter from going. */
export function listStakeholderDependents(companyId: number, ids: number[]): Promise<TDependents | null> {
  return api.get('/stakeholders/dependents', {
    query: { company_id: companyId, ids },
    parse: ZDependents.parse,
  });
}
