import { ZSession, type TSession } from '@huella/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/sign-in/social/google` with the ID token (credential) Google gave the button. */
export function signInWithGoogle(token: string): Promise<TSession | null> {
  return api.post(
    '/auth/sign-in/social/google',
    { token },
    { auth: false, notify: false, parse: ZSession.parse },
  );
}

export function useSignInWithGoogle() {
  return useMutation({ mutationFn: signInWithGoogle });
}
