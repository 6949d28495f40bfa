import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/sign-up/send-verification-email`: a new code (the answer is the same for any e-mail). */
export function sendVerificationEmail(email: string): Promise<{ message: string } | null> {
  return api.post('/sign-up/send-verification-email', { email }, { auth: false });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
