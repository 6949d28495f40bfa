import { ZCompanyUser, type TCompanyRole, type TCompanyUser, type TList } from '@huella/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateAfterWrite } from '../../../lib/query-client.ts';
import { companyUsersKeys } from './list-company-users.ts';

export type TAssignRole = { companyId: number; userId: number; role: TCompanyRole };

/** `PUT /api/companies/{company}/users/{user}/assign-role` (409 when it would leave no administrator). */
export function assignCompanyUserRole({
  companyId,
  userId,
  role,
}: TAssignRole): Promise<TCompanyUser | null> {
  return api.put(
    '/companies/{company}/users/{user}/assign-role',
    { role },
    { params: { company: companyId, user: userId }, parse: ZCompanyUser.parse },
  );
}

/**
 * The select shows the new role at once, on every cached page of the members; a refusal (409, last
 * administrator) puts the old one back.
 */
export function useAssignCompanyUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignCompanyUserRole,
    onMutate: async ({ companyId, userId, role }) => {
      const key = companyUsersKeys.list(companyId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueriesData<TList<TCompanyUser>>({ queryKey: key });
      queryClient.setQueriesData<TList<TCompanyUser>>({ queryKey: key }, (list) =>
        list
          ? { ...list, data: list.data.map((user) => (user.user_id === userId ? { ...user, role } : user)) }
          : list,
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      for (const [key, list] of context?.previous ?? []) queryClient.setQueryData(key, list);
    },
    onSettled: (_user, error, { companyId }) =>
      invalidateAfterWrite(queryClient, companyUsersKeys.list(companyId), error),
  });
}
