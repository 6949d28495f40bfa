import type { TInvitation } from '@huella/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateAfterWrite } from '../../../lib/query-client.ts';
import { invitationsKeys } from './list-my-invitations.ts';

/** `POST /api/account/invitations/{invitation}/decline`: nobody joins; the link stops working. */
export async function declineInvitation(invitation: Pick<TInvitation, 'id'>): Promise<void> {
  await api.post('/account/invitations/{invitation}/decline', undefined, {
    params: { invitation: invitation.id },
  });
}

export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineInvitation,
    onSettled: (_data, error) => invalidateAfterWrite(queryClient, invitationsKeys.all, error),
  });
}
