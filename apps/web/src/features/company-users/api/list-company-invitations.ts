import {
  listEnvelope,
  SELECTOR_PAGE_SIZE,
  ZCompanyInvitation,
  type TCompanyInvitation,
  type TList,
} from '@huella/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companyUsersKeys, type TPageQuery } from './list-company-users.ts';

const ZCompanyInvitations = listEnvelope(ZCompanyInvitation);

/** `GET /api/companies/{company}/invitations`: the open invitations (page 1, 100 per page unless asked). */
export function listCompanyInvitations(
  companyId: number,
  { page, per_page }: TPageQuery = { page: 1, per_page: SELECTOR_PAGE_SIZE },
): Promise<TList<TCompanyInvitation> | null> {
  return api.get('/companies/{company}/invitations', {
    params: { company: companyId },
    query: { page, per_page },
    parse: ZCompanyInvitations.parse,
  });
}

export function companyInvitationsQuery(companyId: number) {
  return queryOptions({
    queryKey: companyUsersKeys.invitations(companyId),
    queryFn: () => listCompanyInvitations(companyId),
  });
}

export function useCompanyInvitations(companyId: number) {
  return useQuery(companyInvitationsQuery(companyId));
}
