import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/recovery-password/resend-code`: a new code replaces the previous one. */
export function resendRecoveryCode(email: string): Promise<{ message: string } | null> {
  return api.post('/auth/recovery-password/resend-code', { email }, { auth: false });
}

export function useResendRecoveryCode() {
  return useMutation({ mutationFn: resendRecoveryCode });
}
