import { ZSession, type TSession } from '@huella/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type TVerifyAccount = { email: string; code: string };

/** `POST /api/sign-up/verify-account`: a correct code verifies the e-mail and answers the session. */
export function verifyAccount(input: TVerifyAccount): Promise<TSession | null> {
  return api.post('/sign-up/verify-account', input, { auth: false, parse: ZSession.parse });
}

export function useVerifyAccount() {
  return useMutation({ mutationFn: verifyAccount });
}
