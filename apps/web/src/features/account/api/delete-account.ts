import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `DELETE /api/account` confirmed with the password (409 when a company would lose its last administrator). */
export function deleteAccount(password: string): Promise<{ message: string } | null> {
  return api.delete('/account', { body: { password } });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
