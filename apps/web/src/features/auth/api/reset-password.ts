import type { TResetPassword } from '@huella/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/recovery-password/reset-password`: the new password, with the e-mailed code. */
export function resetPassword(input: TResetPassword): Promise<{ message: string } | null> {
  return api.post('/auth/recovery-password/reset-password', input, { auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
