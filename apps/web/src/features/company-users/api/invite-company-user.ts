import { ZCompanyInvitation, type TCompanyInvitation, type TCompanyUserInput } from '@huella/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companyUsersKeys } from './list-company-users.ts';

export type TInviteCompanyUser = { companyId: number; input: TCompanyUserInput };

/**
 * `POST /api/companies/{company}/users`: invites an e-mail, who joins only on accepting. The answer
 * is the same whether or not the e-mail has an account; 409 on `email` for a member already, 429
 * past the daily limits.
 */
export function inviteCompanyUser({
  companyId,
  input,
}: TInviteCompanyUser): Promise<TCompanyInvitation | null> {
  return api.post('/companies/{company}/users', input, {
    params: { company: companyId },
    parse: ZCompanyInvitation.parse,
  });
}

export function useInviteCompanyUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteCompanyUser,
    onSuccess: (_invitation, { companyId }) =>
      queryClient.invalidateQueries({ queryKey: companyUsersKeys.invitations(companyId) }),
  });
}
