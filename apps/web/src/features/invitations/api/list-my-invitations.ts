import { ZInvitation, type TInvitation } from '@huella/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const invitationsKeys = {
  all: ['invitations'] as const,
  mine: ['invitations', 'mine'] as const,
};

const ZMyInvitations = ZInvitation.array();

/**
 * `GET /api/account/invitations`: the open invitations addressed to the signed-in e-mail. The
 * screen shows a failure itself (with a retry), so no toast.
 */
export async function listMyInvitations(): Promise<TInvitation[]> {
  const answer = await api.get('/account/invitations', {
    notify: false,
    parse: (body) => ZMyInvitations.parse((body as { data?: unknown } | null)?.data),
  });
  if (!answer) throw new Error('The invitations could not be loaded');
  return answer;
}

export const myInvitationsQuery = queryOptions({
  queryKey: invitationsKeys.mine,
  queryFn: listMyInvitations,
});

export function useMyInvitations() {
  return useQuery(myInvitationsQuery);
}
