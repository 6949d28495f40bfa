import { ZSession, type TSession, type TSignIn } from '@huella/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/sign-in`; the screen shows failures itself (wrong password, blocked account, 429). */
export function signIn(input: TSignIn): Promise<TSession | null> {
  return api.post('/auth/sign-in', input, { auth: false, notify: false, parse: ZSession.parse });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
