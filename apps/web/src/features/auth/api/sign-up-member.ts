import { ZSession, type TSession, type TSignUpMember } from '@huella/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * `POST /api/sign-up-member`: creates the account of an invited e-mail from its link (the
 * invitation's id and token prove the address) and answers the session; the person is already a
 * member. The form shows failures itself: 404 (the link stopped working), 409 (the e-mail got an
 * account meanwhile), 429.
 */
export function signUpMember(input: TSignUpMember): Promise<TSession | null> {
  return api.post('/sign-up-member', input, { auth: false, notify: false, parse: ZSession.parse });
}

export function useSignUpMember() {
  return useMutation({ mutationFn: signUpMember });
}
