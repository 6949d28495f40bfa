import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/recovery-password/send-code` (the answer is the same whether the account exists). */
export function sendRecoveryCode(email: string): Promise<{ message: string } | null> {
  return api.post('/auth/recovery-password/send-code', { email }, { auth: false });
}

export function useSendRecoveryCode() {
  return useMutation({ mutationFn: sendRecoveryCode });
}
