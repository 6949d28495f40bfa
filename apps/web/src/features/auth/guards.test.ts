import { notifications, notificationsStore } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady } from '../../lib/i18n.ts';
import { clearSession, selectCompany, startSession } from '../../lib/session.ts';
import { ENTERED_COMPANY_CAPABILITIES, makeAccount, SUPER_ADMIN } from '../../test/accounts.ts';
import {
  decideAuthRoute,
  decideCapability,
  decideSignedInRoute,
  redirectIfSignedIn,
  requireAppSession,
  requireCapability,
  requireSession,
  safeRedirectTarget,
} from './guards.ts';

const verified = makeAccount();
const unverified = makeAccount({ email_verified_at: null, email: 'new@example.com' });

function args(href: string, preload = false) {
  const restoreSession = vi.fn(() => Promise.resolve());
  const [pathname = '/'] = href.split('?');
  return {
    context: { queryClient: {} as QueryClient, restoreSession },
    location: { href, pathname } as ParsedLocation,
    preload,
  };
}

/** The redirect a guard threw (its options), or null when it let the visit through. */
async function outcome(run: () => Promise<void>) {
  try {
    await run();
    return null;
  } catch (error) {
    if (!isRedirect(error)) throw error;
    return error.options as { to?: string; params?: unknown; search?: unknown };
  }
}

function toastMessages() {
  const state = notificationsStore.getState();
  return [...state.notifications, ...state.queue].map((n) => String(n.message));
}

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('en');
});
beforeEach(() => {
  localStorage.clear();
  notifications.clean();
});
afterEach(() => clearSession({ reason: 'signed-out' }));

describe('guard decisions', () => {
  it('a screen that needs a session sends visitors to sign in, unverified users to verify, and lets others in', () => {
    expect(decideSignedInRoute({ signedIn: false, account: null }, '/settings?x=1')).toEqual({
      kind: 'sign-in',
      redirect: '/settings?x=1',
    });
    expect(decideSignedInRoute({ signedIn: true, account: unverified }, '/welcome')).toEqual({
      kind: 'verify-account',
      email: 'new@example.com',
    });
    expect(decideSignedInRoute({ signedIn: true, account: verified }, '/welcome')).toEqual({ kind: 'allow' });
  });

  it('the sign-in screens send a verified signed-in user to /welcome but keep an unverified one', () => {
    expect(decideAuthRoute({ signedIn: false, account: null })).toEqual({ kind: 'allow' });
    expect(decideAuthRoute({ signedIn: true, account: unverified })).toEqual({ kind: 'allow' });
    expect(decideAuthRoute({ signedIn: true, account: verified })).toEqual({
      kind: 'welcome',
      reason: 'signed-in',
    });
  });

  it('a screen needs a selected company and what the API lets the user do there; super-admins pass', () => {
    const [andina, costa] = verified.companies;
    const administer = 'administer_company';
    expect(decideCapability(verified, null, administer)).toEqual({ kind: 'welcome', reason: 'no-company' });
    expect(decideCapability(verified, andina!, administer)).toEqual({ kind: 'allow' });
    expect(decideCapability(verified, costa!, administer)).toEqual({ kind: 'welcome', reason: 'forbidden' });
    // A super-admin inside a company acts as its administrators (the company's answer says so).
    const entered = { ...costa!, capabilities: [...ENTERED_COMPANY_CAPABILITIES] };
    expect(decideCapability(makeAccount(SUPER_ADMIN), entered, administer)).toEqual({ kind: 'allow' });
    expect(
      decideCapability(makeAccount(SUPER_ADMIN), null, 'administer_platform', { needsCompany: false }),
    ).toEqual({ kind: 'allow' });
    expect(decideCapability(verified, andina!, 'administer_platform', { needsCompany: false })).toEqual({
      kind: 'welcome',
      reason: 'forbidden',
    });
  });

  it('returns after sign-in only to a local path', () => {
    expect(safeRedirectTarget('/settings?tab=members')).toBe('/settings?tab=members');
    expect(safeRedirectTarget('//evil.example/x')).toBeNull();
    expect(safeRedirectTarget('/\\evil.example')).toBeNull();
    expect(safeRedirectTarget('https://evil.example')).toBeNull();
    expect(safeRedirectTarget('/sign-in?redirect=/x')).toBeNull();
    expect(safeRedirectTarget(undefined)).toBeNull();
  });
});

describe('route guards', () => {
  it('wait for the session restore before deciding', async () => {
    const call = args('/settings');
    let restored = false;
    call.context.restoreSession.mockImplementation(async () => {
      startSession({ access_token: 't', user: verified });
      restored = true;
    });
    await expect(outcome(() => requireSession(call))).resolves.toBeNull();
    expect(restored).toBe(true);
  });

  it('send a visitor without session to /sign-in with the page to come back to', async () => {
    await expect(outcome(() => requireSession(args('/account?tab=1')))).resolves.toMatchObject({
      to: '/sign-in',
      search: { redirect: '/account?tab=1' },
    });
  });

  it('send an unverified user to /verify-account/{email}', async () => {
    startSession({ access_token: 't', user: unverified });
    await expect(outcome(() => requireSession(args('/welcome')))).resolves.toMatchObject({
      to: '/verify-account/$email',
      params: { email: 'new@example.com' },
    });
  });

  it('leave /design public inside the app frame', async () => {
    await expect(outcome(() => requireAppSession(args('/design')))).resolves.toBeNull();
    await expect(outcome(() => requireAppSession(args('/settings')))).resolves.toMatchObject({
      to: '/sign-in',
    });
  });

  it('send a signed-in visitor of the auth screens to /welcome', async () => {
    await expect(outcome(() => redirectIfSignedIn(args('/sign-in')))).resolves.toBeNull();
    startSession({ access_token: 't', user: verified });
    await expect(outcome(() => redirectIfSignedIn(args('/sign-in')))).resolves.toMatchObject({
      to: '/welcome',
    });
  });

  it('requireCapability sends a member back to /welcome with a warning, lets an administrator in', async () => {
    const settings = requireCapability('administer_company');
    startSession({ access_token: 't', user: verified });
    selectCompany(11);
    await expect(outcome(() => settings(args('/settings')))).resolves.toMatchObject({ to: '/welcome' });
    expect(toastMessages()).toEqual(['Your role in this company does not give access to that screen.']);
    selectCompany(10);
    await expect(outcome(() => settings(args('/settings')))).resolves.toBeNull();
  });

  it('requireCapability sends a user without a company to pick one, then back to the screen asked for', async () => {
    startSession({ access_token: 't', user: verified });
    selectCompany(null);
    const activity = requireCapability('work_in_company');
    await expect(outcome(() => activity(args('/emission-activities/1173')))).resolves.toMatchObject({
      to: '/welcome',
      search: { redirect: '/emission-activities/1173' },
    });
    // The picker says why it is shown (with one company there is none): no toast on the way.
    expect(toastMessages()).toEqual([]);
    // Refused for its role, nobody is sent back to that screen afterwards.
    selectCompany(11);
    const refused = await outcome(() => requireCapability('administer_company')(args('/settings')));
    expect(refused).toMatchObject({ to: '/welcome' });
    expect(refused?.search).toEqual({});
  });

  it('requireCapability raises no toast for a preload (hovering a link)', async () => {
    startSession({ access_token: 't', user: verified });
    selectCompany(11);
    await expect(
      outcome(() => requireCapability('administer_company')(args('/settings', true))),
    ).resolves.toMatchObject({
      to: '/welcome',
    });
    expect(toastMessages()).toEqual([]);
  });
});
