import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type TVerifyRecoveryCode = { email: string; code: string };

/** `POST /api/auth/recovery-password/verify-code`: checks the code (a wrong one counts an attempt). */
export function verifyRecoveryCode(input: TVerifyRecoveryCode): Promise<{ message: string } | null> {
  return api.post('/auth/recovery-password/verify-code', input, { auth: false });
}

export function useVerifyRecoveryCode() {
  return useMutation({ mutationFn: verifyRecoveryCode });
}
