import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateAfterWrite } from '../../../lib/query-client.ts';
import { companyUsersKeys } from './list-company-users.ts';

export type TRemoveCompanyUser = { companyId: number; userId: number };

/** `DELETE /api/companies/{company}/users/{user}` (409 when it would leave no administrator). */
export async function removeCompanyUser({ companyId, userId }: TRemoveCompanyUser): Promise<void> {
  await api.delete('/companies/{company}/users/{user}', { params: { company: companyId, user: userId } });
}

export function useRemoveCompanyUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCompanyUser,
    onSettled: (_data, error, { companyId }) =>
      invalidateAfterWrite(queryClient, companyUsersKeys.list(companyId), error),
  });
}
