import { ZDependents, type TDependents } from '@huella/shared';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/emission-sources/dependents?company_id=…&ids=…`: what keeps these sources, before a delete. */
export function listEmissionSourceDependents(companyId: number, ids: number[]): Promise<TDependents | null> {
  return api.get('/emission-sources/dependents', {
    query: { company_id: companyId, ids },
    parse: ZDependents.parse,
  });
}
