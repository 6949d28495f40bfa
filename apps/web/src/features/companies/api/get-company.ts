import { ZCompany, type TCompany } from '@huella/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const companiesKeys = {
  all: ['companies'] as const,
  detail: (id: number) => ['companies', id] as const,
};

/** `GET /api/companies/{id}`: a company of the caller (404 for any other). */
export function getCompany(id: number): Promise<TCompany | null> {
  return api.get('/companies/{id}', { params: { id }, parse: ZCompany.parse });
}

export function companyQuery(id: number) {
  return queryOptions({ queryKey: companiesKeys.detail(id), queryFn: () => getCompany(id) });
}

export function useCompany(id: number) {
  return useQuery(companyQuery(id));
}
