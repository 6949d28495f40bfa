import { ZAccount, type TAccount, type TInvitation } from '@huella/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateAfterWrite } from '../../../lib/query-client.ts';
import { setAccount } from '../../../lib/session.ts';
import { invitationsKeys } from './list-my-invitations.ts';

/** `POST /api/account/invitations/{invitation}/accept`: joins the company; answers the account. */
export function acceptInvitation(invitation: Pick<TInvitation, 'id'>): Promise<TAccount | null> {
  return api.post('/account/invitations/{invitation}/accept', undefined, {
    params: { invitation: invitation.id },
    parse: ZAccount.parse,
  });
}

/** The answered account (its companies now include the new one) replaces the session's. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (account) => {
      if (account) setAccount(account);
    },
    // Accepted, or refused because it was withdrawn or expired meanwhile: the list is stale either way.
    onSettled: (_account, error) => invalidateAfterWrite(queryClient, invitationsKeys.all, error),
  });
}
