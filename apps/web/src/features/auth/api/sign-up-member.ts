import { ZSession, type TSession, type TSignUpMember } from '@huella/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/sign-up-member`: completes an invitation (password, policies) and answers the session. */
export function signUpMember(input: TSignUpMember): Promise<TSession | null> {
  return api.post('/sign-up-member', input, { auth: false, parse: ZSession.parse });
}

export function useSignUpMember() {
  return useMutation({ mutationFn: signUpMember });
}
