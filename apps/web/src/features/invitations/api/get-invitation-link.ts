import { ZInvitationLink, type TInvitationLink } from '@huella/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client.ts';

export type TInvitationLinkKey = { id: number; token: string };

/**
 * `GET /api/invitations/{invitation}?token=…` (public): the invitation of a mailed link, or null
 * when the link is wrong, used, withdrawn or expired (404), or malformed (422). Anything else (no
 * connection, a server failure) throws: the page offers to try again instead of calling a good
 * link invalid.
 */
export async function getInvitationLink({ id, token }: TInvitationLinkKey): Promise<TInvitationLink | null> {
  try {
    const link = await api.get('/invitations/{invitation}', {
      params: { invitation: id },
      query: { token },
      auth: false,
      notify: false,
      parse: ZInvitationLink.parse,
    });
    if (!link) throw new Error('The invitation could not be loaded');
    return link;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 422)) return null;
    throw error;
  }
}

export function invitationLinkQuery(key: TInvitationLinkKey) {
  return queryOptions({
    queryKey: ['invitations', 'link', key.id, key.token],
    queryFn: () => getInvitationLink(key),
    retry: false,
  });
}
