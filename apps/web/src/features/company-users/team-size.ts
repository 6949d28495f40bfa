import { SELECTOR_PAGE_SIZE } from '@huella/shared';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/api.ts';

export type TTeamSize = { members: number; invitations: number };

/** The company's members and its open invitations, page 1 of 100 (as the spec loads them). */
export function teamQueries(companyId: number) {
  const firstPage = { path: { company: companyId }, query: { page: 1, per_page: SELECTOR_PAGE_SIZE } };
  return {
    members: apiQuery('/api/companies/{company}/users', firstPage),
    invitations: apiQuery('/api/companies/{company}/invitations', firstPage),
  };
}

/**
 * How many people a company has and how many it has invited (the same cached lists the members
 * card shows); undefined until the members are known. Invitations that failed to load count as
 * none: the members list is enough to tell a company of one.
 */
export function useTeamSize(companyId: number): TTeamSize | undefined {
  const team = teamQueries(companyId);
  const members = useQuery(team.members);
  const invitations = useQuery(team.invitations);
  if (!members.data || invitations.isPending) return undefined;
  return { members: members.data.meta.total, invitations: invitations.data?.meta.total ?? 0 };
}
