import { ZInvitation, type TInvitation } from '@huella/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type TInvitationKey = { company: number; user: number; token: string };

/** `GET /api/invitations/{company}/{user}?token=…`: 404 when the link is invalid, used or expired. */
export function getInvitation({ company, user, token }: TInvitationKey): Promise<TInvitation | null> {
  return api.get('/invitations/{company}/{user}', {
    params: { company, user },
    query: { token },
    auth: false,
    notify: false,
    parse: ZInvitation.parse,
  });
}

export function invitationQuery(key: TInvitationKey) {
  return queryOptions({
    queryKey: ['auth', 'invitation', key.company, key.user, key.token],
    queryFn: () => getInvitation(key),
    retry: false,
    staleTime: Infinity,
  });
}
