import { Center, Loader } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { useSignInWithGoogle } from '../api/sign-in-google.ts';
import { useStartSession } from '../use-start-session.ts';
import { GoogleSignInButton } from './google-sign-in-button.tsx';

type TGoogleSignInProps = {
  clientId: string;
  redirect?: string;
  /** Shows a failure to the user (DESIGN.md §9: Google sign-in failures are not only logged). */
  onFailure: (message: string | null) => void;
  text?: 'signin_with' | 'signup_with' | 'continue_with';
};

/** Google's button, then `POST /auth/sign-in/social/google` with its credential, then the session. */
export function GoogleSignIn({ clientId, redirect, onFailure, text }: TGoogleSignInProps) {
  const { t } = useTranslation('common');
  const signIn = useSignInWithGoogle();
  const startSession = useStartSession();
  const { mutateAsync } = signIn;

  const onCredential = useCallback(
    async (credential: string) => {
      onFailure(null);
      try {
        const session = await mutateAsync(credential);
        if (session) startSession(session, redirect);
      } catch (error) {
        onFailure(isApiError(error) ? error.message : t('apiErrors.unknown'));
      }
    },
    [mutateAsync, onFailure, redirect, startSession, t],
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
