import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAccount } from '../test/accounts.ts';
import { api, setReauthenticateHandler } from './api-client.ts';
import { installSessionRefresh, resetSessionRestore, restoreSession, signOut } from './session-api.ts';
import {
  clearSession,
  getAccessToken,
  getAccount,
  isSignedIn,
  setAccessToken,
  startSession,
} from './session.ts';
import { json } from '../test/http.ts';

/** The network is the one thing replaced: a stubbed fetch answers by path. */
type THandler = (init: RequestInit) => Response;

function session(token: string) {
  return {
    access_token: token,
    refresh_token: 'r',
    token_type: 'Bearer',
    expires_in: 900,
    user: makeAccount(),
  };
}

let routes: Record<string, THandler>;
let calls: { path: string; init: RequestInit }[];
let uninstall: () => void;

beforeEach(() => {
  localStorage.clear();
  resetSessionRestore();
  calls = [];
  routes = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api/, '').split('?')[0]!;
      calls.push({ path, init });
      const handler = routes[`${init.method} ${path}`];
      return handler ? handler(init) : json(404, { message: 'not found', code: 'NOT_FOUND' });
    }),
  );
  uninstall = installSessionRefresh();
});

afterEach(() => {
  uninstall();
  clearSession({ reason: 'signed-out' });
  vi.unstubAllGlobals();
});

describe('session restore on start-up', () => {
  it('makes no call for a visitor who never signed in', async () => {
    await restoreSession();
    expect(calls).toEqual([]);
    expect(isSignedIn()).toBe(false);
  });

  it('trades the refresh cookie once for a new session, however many guards ask', async () => {
    localStorage.setItem('signed_in', '1');
    routes['POST /auth/refresh'] = () => json(200, session('fresh'));
    await Promise.all([restoreSession(), restoreSession(), restoreSession()]);
    expect(calls.map((c) => c.path)).toEqual(['/auth/refresh']);
    expect(calls[0]!.init.body).toBeUndefined();
    expect(new Headers(calls[0]!.init.headers).has('Authorization')).toBe(false);
    expect(getAccessToken()).toBe('fresh');
    expect(getAccount()?.email).toBe('ana@example.com');
  });

  it('ends signed out (and forgets the hint) when the cookie has expired', async () => {
    localStorage.setItem('signed_in', '1');
    routes['POST /auth/refresh'] = () => json(401, { message: 'expired', code: 'UNAUTHENTICATED' });
    await restoreSession();
    expect(isSignedIn()).toBe(false);
    expect(localStorage.getItem('signed_in')).toBeNull();
  });

  it('keeps the hint when the server cannot be reached, so the next page load may restore it', async () => {
    localStorage.setItem('signed_in', '1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await restoreSession();
    expect(isSignedIn()).toBe(false);
    expect(localStorage.getItem('signed_in')).toBe('1');
  });
});

describe('refresh on 401', () => {
  it('renews the access token through /auth/refresh and retries the call', async () => {
    startSession(session('stale'));
    routes['POST /auth/refresh'] = () => json(200, session('renewed'));
    routes['GET /account'] = (init) =>
      new Headers(init.headers).get('Authorization') === 'Bearer renewed'
        ? json(200, { ok: true })
        : json(401, { message: 'expired', code: 'UNAUTHENTICATED' });
    await expect(api.get('/account')).resolves.toEqual({ ok: true });
    expect(calls.map((c) => c.path)).toEqual(['/account', '/auth/refresh', '/account']);
  });

  it('signs out when the refresh fails', async () => {
    startSession(session('stale'));
    routes['POST /auth/refresh'] = () => json(401, { message: 'revoked', code: 'UNAUTHENTICATED' });
    routes['GET /account'] = () => json(401, { message: 'expired', code: 'UNAUTHENTICATED' });
    await expect(api.get('/account')).rejects.toMatchObject({ status: 401 });
    expect(isSignedIn()).toBe(false);
  });

  it('keeps the account while the person signs in again, and carries on with the new session', async () => {
    startSession(session('stale'));
    routes['POST /auth/refresh'] = () => json(401, { message: 'revoked', code: 'UNAUTHENTICATED' });
    routes['GET /account'] = (init) =>
      new Headers(init.headers).get('Authorization') === 'Bearer signed-in-again'
        ? json(200, { ok: true })
        : json(401, { message: 'expired', code: 'UNAUTHENTICATED' });
    let accountWhenAsked: unknown = null;
    setReauthenticateHandler(async () => {
      accountWhenAsked = getAccount();
      startSession(session('signed-in-again'));
      return true;
    });
    try {
      await expect(api.get('/account')).resolves.toEqual({ ok: true });
      expect(accountWhenAsked).toMatchObject({ email: makeAccount().email });
      expect(calls.map((c) => c.path)).toEqual(['/account', '/auth/refresh', '/account']);
    } finally {
      setReauthenticateHandler(null);
    }
  });
});

describe('sign-out', () => {
  it('revokes the refresh token on the server and forgets session and company', async () => {
    startSession(session('t'));
    localStorage.setItem('company_id', '10');
    routes['POST /auth/sign-out'] = () => json(200, { message: 'bye' });
    await signOut();
    expect(calls.map((c) => `${c.init.method} ${c.path}`)).toEqual(['POST /auth/sign-out']);
    expect(isSignedIn()).toBe(false);
    expect(localStorage.getItem('company_id')).toBeNull();
    expect(localStorage.getItem('signed_in')).toBeNull();
  });

  it('another tab signing out signs this one out', () => {
    setAccessToken('t');
    window.dispatchEvent(new StorageEvent('storage', { key: 'signed_in', oldValue: '1', newValue: null }));
    expect(isSignedIn()).toBe(false);
  });
});
