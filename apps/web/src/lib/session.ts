import { redirect } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';

/**
 * The browser session. The access token lives only in memory (never in storage, so a script
 * injected into the page cannot read it from there); the refresh token is an httpOnly cookie the
 * API sets, which this code never sees. The identity feature (sign-in, refresh on start-up,
 * sign-out) fills these in; until then nobody is signed in.
 */

export type TRole = 'member' | 'administrator' | 'super-admin';

export type TSessionUser = {
  id: number;
  name: string;
  last_name?: string | null;
  email: string;
  avatar?: string | null;
  /** Platform role (super-admin) plus the role in the selected company. */
  roles: TRole[];
};

type TSessionState = { accessToken: string | null; user: TSessionUser | null };

let state: TSessionState = { accessToken: null, user: null };
const listeners = new Set<() => void>();
const signedOutListeners = new Set<() => void>();

function update(next: Partial<TSessionState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function getAccessToken(): string | null {
  return state.accessToken;
}

export function setAccessToken(token: string | null): void {
  update({ accessToken: token });
}

export function getSessionUser(): TSessionUser | null {
  return state.user;
}

export function setSessionUser(user: TSessionUser | null): void {
  update({ user });
}

export function isSignedIn(): boolean {
  return state.accessToken !== null;
}

/** Forgets the token and the user, then tells every `onSignedOut` listener (router, caches…). */
export function clearSession(): void {
  update({ accessToken: null, user: null });
  for (const listener of signedOutListeners) listener();
}

/** Runs `listener` whenever the session ends (sign-out or a failed token refresh). */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => {
    signedOutListeners.delete(listener);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The signed-in user, re-rendering when it changes; null when nobody is signed in. */
export function useSessionUser(): TSessionUser | null {
  return useSyncExternalStore(
    subscribe,
    () => state.user,
    () => null,
  );
}

/** Where a signed-in visitor of a sign-in/sign-up screen is sent. */
export const SIGNED_IN_HOME = '/welcome';

/**
 * `beforeLoad` of the auth layout: a visitor who is already signed in has nothing to do on the
 * sign-in screens and goes to /welcome.
 */
export function redirectIfSignedIn(): void {
  if (isSignedIn()) {
    // `href` because /welcome arrives with the identity feature; a typed `to` would not compile yet.
    throw redirect({ href: SIGNED_IN_HOME });
  }
}
