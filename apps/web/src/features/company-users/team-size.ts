import { useCompanyInvitations } from './api/list-company-invitations.ts';
import { useCompanyUsers } from './api/list-company-users.ts';

export type TTeamSize = { members: number; invitations: number };

/**
 * How many people a company has and how many it has invited (the same cached lists the members
 * card shows); undefined until the members are known. Invitations that failed to load count as
 * none: the members list is enough to tell a company of one.
 */
export function useTeamSize(companyId: number): TTeamSize | undefined {
  const members = useCompanyUsers(companyId);
  const invitations = useCompanyInvitations(companyId);
  if (!members.data || invitations.isPending) return undefined;
  return { members: members.data.meta.total, invitations: invitations.data?.meta.total ?? 0 };
}
