import { ZCompanyUser, type TCompanyUser, type TCompanyUserInput } from '@huella/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companyUsersKeys } from './list-company-users.ts';

export type TAddCompanyUser = { companyId: number; input: TCompanyUserInput };

/** `POST /api/companies/{company}/users`: an existing account joins; an unknown e-mail is invited. */
export function addCompanyUser({ companyId, input }: TAddCompanyUser): Promise<TCompanyUser | null> {
  return api.post('/companies/{company}/users', input, {
    params: { company: companyId },
    parse: ZCompanyUser.parse,
  });
}

export function useAddCompanyUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCompanyUser,
    onSuccess: (_user, { companyId }) =>
      queryClient.invalidateQueries({ queryKey: companyUsersKeys.list(companyId) }),
  });
}
