import type { TSession } from '@huella/shared';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { startSession } from '../../lib/session.ts';
import { safeRedirectTarget, SIGNED_IN_HOME } from './guards.ts';

/**
 * Stores a session the API answered and leaves the auth screens: back to the page that asked for
 * a sign-in (`redirect`), else to /welcome. The guards take it from there (an unverified e-mail
 * goes to /verify-account).
 */
export function useStartSession() {
  const navigate = useNavigate();
  return useCallback(
    (session: TSession, redirect?: string | null) => {
      startSession(session);
      const target = safeRedirectTarget(redirect) ?? SIGNED_IN_HOME;
      void navigate({ href: target, replace: true });
    },
    [navigate],
  );
}
