import { ZSession, type TPasswordChange, type TSession } from '@huella/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { startSession } from '../../../lib/session.ts';

export type TChangePassword = TPasswordChange & { email: string };

/**
 * `PUT /api/account/password`. The API then closes every session of the account (a stolen session
 * ends with the old password), so this tab signs in again with the new password to stay signed in.
 */
export async function changePassword({ email, ...input }: TChangePassword): Promise<string | null> {
  const answer = await api.put<{ message: string }>('/account/password', input);
  if (!answer) return null;
  const session = await api
    .post<TSession>(
      '/auth/sign-in',
      { email, password: input.password },
      { auth: false, parse: ZSession.parse },
    )
    .catch(() => null);
  if (session) startSession(session);
  return answer.message;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
