import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateAfterWrite } from '../../../lib/query-client.ts';
import { companyUsersKeys } from './list-company-users.ts';

export type TWithdrawCompanyInvitation = { companyId: number; invitationId: number };

/** `DELETE /api/companies/{company}/invitations/{invitation}`: its link stops working. */
export async function withdrawCompanyInvitation({
  companyId,
  invitationId,
}: TWithdrawCompanyInvitation): Promise<void> {
  await api.delete('/companies/{company}/invitations/{invitation}', {
    params: { company: companyId, invitation: invitationId },
  });
}

export function useWithdrawCompanyInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawCompanyInvitation,
    // A refusal (already accepted, withdrawn by someone else) also leaves a list worth reloading.
    onSettled: (_data, error, { companyId }) =>
      invalidateAfterWrite(queryClient, companyUsersKeys.invitations(companyId), error),
  });
}
