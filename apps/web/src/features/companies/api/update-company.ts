import { ZCompany, type TCompany, type TCompanyInput } from '@huella/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companiesKeys } from './get-company.ts';

export type TUpdateCompany = { id: number; input: TCompanyInput; logo: File | null };

/**
 * Saves the company data: `PUT /api/companies/{id}` (JSON), or with a new logo the multipart form
 * `POST /api/companies/{id}` (fields + `logo` + `_method=PUT`).
 */
export function updateCompany({ id, input, logo }: TUpdateCompany): Promise<TCompany | null> {
  if (!logo) return api.put('/companies/{id}', input, { params: { id }, parse: ZCompany.parse });
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) form.append(key, value ?? '');
  form.append('_method', 'PUT');
  form.append('logo', logo);
  return api.post('/companies/{id}', form, { params: { id }, parse: ZCompany.parse });
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (company) => {
      if (company) queryClient.setQueryData(companiesKeys.detail(company.id), company);
    },
  });
}
