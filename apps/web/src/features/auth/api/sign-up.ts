import type { TSignUp } from '@huella/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/sign-up`: creates the account (APPROVAL_PENDING) and e-mails a verification code. */
export function signUp(input: TSignUp): Promise<{ email: string } | null> {
  return api.post('/sign-up', input, { auth: false });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
