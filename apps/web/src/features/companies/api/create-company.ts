import { ZCompany, type TCompany, type TCompanyInput } from '@huella/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companiesKeys } from './get-company.ts';

/** `POST /api/companies`: the caller becomes its administrator; the trial starts. */
export function createCompany(input: TCompanyInput): Promise<TCompany | null> {
  return api.post('/companies', input, { parse: ZCompany.parse });
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: (company) => {
      if (company) queryClient.setQueryData(companiesKeys.detail(company.id), company);
    },
  });
}
