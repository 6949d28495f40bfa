import { ZCompanyUser, type TCompanyRole, type TCompanyUser, type TList } from '@huella/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
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

/** The select shows the new role at once; a refusal (409, last administrator) puts the old one back. */
export function useAssignCompanyUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignCompanyUserRole,
    onMutate: async ({ companyId, userId, role }) => {
      const key = companyUsersKeys.list(companyId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TList<TCompanyUser>>(key);
      if (previous) {
        queryClient.setQueryData<TList<TCompanyUser>>(key, {
          ...previous,
          data: previous.data.map((user) => (user.user_id === userId ? { ...user, role } : user)),
        });
      }
      return { previous };
    },
    onError: (_error, { companyId }, context) => {
      if (context?.previous) queryClient.setQueryData(companyUsersKeys.list(companyId), context.previous);
    },
    onSettled: (_user, _error, { companyId }) =>
      queryClient.invalidateQueries({ queryKey: companyUsersKeys.list(companyId) }),
  });
}
