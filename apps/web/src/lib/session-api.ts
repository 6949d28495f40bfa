// Types only: the schemas module builds Zod objects, which must stay out of the initial bundle.
import { api } from './api.ts';
import { isUnconfirmedWrite, setRefreshHandler } from './api-client.ts';
import { clearSession, hasSessionHint, setAccount, startSession } from './session.ts';
import { STORAGE_KEYS } from './storage.ts';

/** The session's own calls carry no bearer (the cookie says who) and show no toast of their own. */
const withoutBody = { auth: false, notify: false } as const;

/** Name of the Web Lock that serialises refreshes across the tabs of this browser. */
const REFRESH_LOCK = 'huella-session-refresh';

type TLocks = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };

/**
 * Runs `task` while no other tab of the app runs it. A refresh token works once, and the API
 * treats a second use as a theft (it revokes every session of that sign-in), so two tabs opened at
 * the same moment must not both send the same cookie: the second waits and then sends the cookie
 * the first one received.
 */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as (Navigator & { locks?: TLocks }) | undefined)?.locks;
  return locks ? locks.request(REFRESH_LOCK, task) : task();
}

type TRenewal = 'renewed' | 'refused' | 'unreachable';

/** Trades the refresh cookie for a new access token (`POST /api/auth/refresh`). */
async function renewAccessToken(): Promise<TRenewal> {
  try {
    const session = await withRefreshLock(() => api.post('/api/auth/refresh', withoutBody));
    if (!session) return 'refused';
    startSession(session);
    return 'renewed';
  } catch (error) {
    return isUnconfirmedWrite(error) ? 'unreachable' : 'refused';
  }
}

/**
 * Renews the session with the refresh cookie (`POST /api/auth/refresh`). Resolves true when a new
 * access token is in place; when the API refuses, the session is cleared and it resolves false.
 */
export async function refreshSession(): Promise<boolean> {
  const renewal = await renewAccessToken();
  // No connection (or no answer): keep the hint, the next page load may succeed.
  if (renewal === 'refused') clearSession();
  return renewal === 'renewed';
}

let restoring: Promise<void> | null = null;

/**
 * Restores the session once per page load, before any guard decides: when an earlier page load
 * signed in (and did not sign out), the refresh cookie is traded for a new access token. Every
 * caller gets the same promise; it never rejects.
 */
export function restoreSession(): Promise<void> {
  restoring ??= hasSessionHint() ? refreshSession().then(() => undefined) : Promise.resolve();
  return restoring;
}

/** Test hook: the next `restoreSession` starts over. */
export function resetSessionRestore(): void {
  restoring = null;
}

/**
 * Wires the session into the API client (a 401 triggers one shared refresh) and follows other
 * tabs: signing out in one tab signs out the others. A refresh the API refuses leaves the account
 * in place: the client may still ask the person to sign in again over the page (and clears the
 * session itself when they do not).
 */
export function installSessionRefresh(): () => void {
  setRefreshHandler(async () => (await renewAccessToken()) === 'renewed');
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.signedIn && event.newValue === null) clearSession();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    setRefreshHandler(null);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Signs out: the API revokes the refresh token (and clears its cookie), then the tab forgets the
 * token, the account and the selected company; `onSignedOut` listeners clear the data cache. The
 * caller goes to /sign-in.
 */
export async function signOut(): Promise<void> {
  try {
    await api.post('/api/auth/sign-out', withoutBody);
  } catch {
    // Already signed out on the server (or it is unreachable): the tab forgets the session anyway.
  }
  clearSession({ reason: 'signed-out' });
}

/** Reloads the account (`GET /api/account`) after something changed its companies or profile. */
export async function reloadAccount() {
  const account = await api.get('/api/account');
  if (account) setAccount(account);
  return account;
}
