import type { TAccount, TSession } from '@huella/shared';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ADMINISTRATION_HOME } from '../../components/layout/app/nav-items.ts';
import { startSession } from '../../lib/session.ts';
import { safeRedirectTarget, SIGNED_IN_HOME } from './guards.ts';

/**
 * Where a new session starts when no page asked for it: a super-admin in the platform
 * administration (the catalogue is their work, with or without a company of their own), anyone
 * else on /welcome, which picks or creates their company.
 */
export function startScreen(account: Pick<TAccount, 'capabilities'>): string {
  return account.capabilities.includes('administer_platform') ? ADMINISTRATION_HOME : SIGNED_IN_HOME;
}

/**
 * Stores a session the API answered and leaves the auth screens: back to the page that asked for
 * a sign-in (`redirect`), else to the account's start screen. The guards take it from there (an
 * unverified e-mail goes to /verify-account).
 */
export function useStartSession() {
  const navigate = useNavigate();
  return useCallback(
    (session: TSession, redirect?: string | null) => {
      startSession(session);
      const target = safeRedirectTarget(redirect) ?? startScreen(session.user);
      void navigate({ href: target, replace: true });
    },
    [navigate],
  );
}
