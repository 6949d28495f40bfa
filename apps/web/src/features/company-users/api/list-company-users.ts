import {
  listEnvelope,
  SELECTOR_PAGE_SIZE,
  ZCompanyUser,
  type TCompanyUser,
  type TList,
} from '@huella/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const companyUsersKeys = {
  all: ['company-users'] as const,
  /** Every list of the company's members (the members card's pages, the team size). */
  list: (companyId: number) => ['company-users', companyId] as const,
  /** The company's open invitations (people who have not accepted yet). */
  invitations: (companyId: number) => ['company-users', 'invitations', companyId] as const,
};

const ZCompanyUsers = listEnvelope(ZCompanyUser);

export type TPageQuery = { page: number; per_page: number };

/** `GET /api/companies/{company}/users` (page 1, 100 per page unless asked, as the spec loads it). */
export function listCompanyUsers(
  companyId: number,
  { page, per_page }: TPageQuery = { page: 1, per_page: SELECTOR_PAGE_SIZE },
): Promise<TList<TCompanyUser> | null> {
  return api.get('/companies/{company}/users', {
    params: { company: companyId },
    query: { page, per_page },
    parse: ZCompanyUsers.parse,
  });
}

export function companyUsersQuery(companyId: number) {
  return queryOptions({
    queryKey: companyUsersKeys.list(companyId),
    queryFn: () => listCompanyUsers(companyId),
  });
}

export function useCompanyUsers(companyId: number) {
  return useQuery(companyUsersQuery(companyId));
}
