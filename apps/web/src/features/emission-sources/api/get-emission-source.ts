import { ZEmissionSource, type TEmissionSource } from '@huella/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unlessNotFound } from '../../../components/data/resource-api.ts';
import { api } from '../../../lib/api-client.ts';
import { emissionSourcesKeys } from './list-emission-sources.ts';

/** `GET /api/emission-sources/{id}?company_id=…`; id 0 (a new record) resolves to null without a call. */
export function getEmissionSource(companyId: number, id: number): Promise<TEmissionSource | null> {
  return api.get('/emission-sources/{id}', {
    params: { id },
    query: { company_id: companyId },
    parse: ZEmissionSource.parse,
    notify: unlessNotFound,
  });
}

export function emissionSourceQuery(companyId: number, id: number) {
  return queryOptions({
    queryKey: emissionSourcesKeys.detail(companyId, id),
    queryFn: () => getEmissionSource(companyId, id),
  });
}

export function useEmissionSource(companyId: number, id: number) {
  return useQuery(emissionSourceQuery(companyId, id));
}
