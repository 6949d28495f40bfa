import type { TSession } from '@huella/shared/schemas/identity';
import { Center, Loader } from '@mantine/core';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api, apiQuery } from '../../../lib/api.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useStartSession } from '../use-start-session.ts';
import { GoogleSignInButton } from './google-sign-in-button.tsx';

/** `GET /api/configuration`: public settings (Google client id…); they only change with a deploy. */
export const configurationQuery = queryOptions({
  ...apiQuery('/api/configuration', { auth: false, notify: false }),
  staleTime: Infinity,
  retry: false,
});

/** The Google client id when Google sign-in is configured, else null (also while loading or on failure). */
export function useGoogleClientId(): string | null {
  const { data } = useQuery(configurationQuery);
  return data?.google_client_id ?? null;
}

type TGoogleSignInProps = {
  clientId: string;
  redirect?: string;
  /** Shows a failure to the user (DESIGN.md §9: Google sign-in failures are not only logged). */
  onFailure: (message: string | null) => void;
  text?: 'signin_with' | 'signup_with' | 'continue_with';
  /** Takes the session instead of starting it and leaving for `redirect` (signing in again over a page). */
  onSession?: (session: TSession) => void;
};

/** Google's button, then `POST /auth/sign-in/social/google` with its credential, then the session. */
export function GoogleSignIn({ clientId, redirect, onFailure, text, onSession }: TGoogleSignInProps) {
  const { t } = useTranslation('common');
  const signIn = useMutation({
    mutationFn: (token: string) =>
      api.post('/api/auth/sign-in/social/google', { body: { token }, auth: false, notify: false }),
  });
  const startSession = useStartSession();
  const { mutateAsync } = signIn;

  const onCredential = useCallback(
    async (credential: string) => {
      onFailure(null);
      try {
        const session = await mutateAsync(credential);
        if (session && onSession) onSession(session);
        else if (session) startSession(session, redirect);
      } catch (error) {
        onFailure(isApiError(error) ? error.message : t('apiErrors.unknown'));
      }
    },
    [mutateAsync, onFailure, onSession, redirect, startSession, t],
  );

  if (signIn.isPending) {
    return (
      <Center mih={44}>
        <Loader size="sm" aria-label={t('loading')} />
      </Center>
    );
  }
  return <GoogleSignInButton clientId={clientId} onCredential={(c) => void onCredential(c)} text={text} />;
}
