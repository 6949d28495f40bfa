import { Alert, Box, useComputedColorScheme } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';

/**
 * Google Identity Services: the script loads only when the API has a Google client id (the
 * Content-Security-Policy allows accounts.google.com only then). Google draws its own button; the
 * credential it returns (an ID token) goes to `onCredential`.
 */
export const GSI_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

type TGoogleIdentity = {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: { credential?: string }) => void;
        ux_mode?: 'popup' | 'redirect';
        use_fedcm_for_prompt?: boolean;
      }): void;
      renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
    };
  };
};

declare global {
  // The global the Google script installs (declaration merging needs an interface).
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    google?: TGoogleIdentity;
  }
}

let loading: Promise<TGoogleIdentity> | null = null;

function loadGoogleIdentity(): Promise<TGoogleIdentity> {
  if (window.google?.accounts?.id) return Promise.resolve(window.google);
  loading ??= new Promise<TGoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('GSI missing')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('GSI failed to load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

type TGoogleSignInButtonProps = {
  clientId: string;
  onCredential: (credential: string) => void;
  /** Google's wording: "Sign in with Google" or "Sign up with Google"/"Continue with Google". */
  text?: 'signin_with' | 'signup_with' | 'continue_with';
};

export function GoogleSignInButton({
  clientId,
  onCredential,
  text = 'signin_with',
}: TGoogleSignInButtonProps) {
  const { t } = useTranslation('auth');
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const scheme = useComputedColorScheme('light');
  const lang = currentLanguage();
  // The latest handler, without re-initialising Google on every render.
  const handler = useRef(onCredential);
  useEffect(() => {
    handler.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity().then(
      (google) => {
        if (cancelled || !container.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => {
            if (response.credential) handler.current(response.credential);
          },
        });
        google.accounts.id.renderButton(container.current, {
          type: 'standard',
          theme: scheme === 'dark' ? 'filled_black' : 'outline',
          size: 'large',
          shape: 'rectangular',
          text,
          locale: lang,
          width: Math.min(container.current.clientWidth || 320, 400),
        });
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, scheme, lang, text]);

  if (failed) {
    return (
      <Alert color="yellow" variant="light">
        {t('google.unavailable')}
      </Alert>
    );
  }
  return <Box ref={container} mih={44} style={{ display: 'flex', justifyContent: 'center' }} />;
}
