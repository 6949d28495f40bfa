import { ZEmissionActivity, type TEmissionActivity } from '@huella/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unlessNotFound } from '../../../components/data/resource-api.ts';
import { api } from '../../../lib/api-client.ts';
import { emissionActivitiesKeys } from './list-emission-activities.ts';

/** `GET /api/emission-activities/{id}?company_id=…`; id 0 (a new record) resolves to null without a call. */
export function getEmissionActivity(companyId: number, id: number): Promise<TEmissionActivity | null> {
  return api.get('/emission-activities/{id}', {
    params: { id },
    query: { company_id: companyId },
    parse: ZEmissionActivity.parse,
    notify: unlessNotFound,
  });
}

export function emissionActivityQuery(companyId: number, id: number) {
  return queryOptions({
    queryKey: emissionActivitiesKeys.detail(companyId, id),
    queryFn: () => getEmissionActivity(companyId, id),
  });
}

export function useEmissionActivity(companyId: number, id: number) {
  return useQuery(emissionActivityQuery(companyId, id));
}
