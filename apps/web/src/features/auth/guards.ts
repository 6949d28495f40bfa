// Types only: the schemas module builds Zod objects, and guards run in the initial bundle.
import type { TAccount, TCapability } from '@huella/shared/schemas/identity';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { i18n } from '../../lib/i18n.ts';
import { showToast } from '../../lib/notify.tsx';
import type { TRouterContext } from '../../lib/router-context.ts';
import {
  getAccount,
  getSelectedCompany,
  isSignedIn,
  sessionCapabilities,
  type TSelectedCompany,
} from '../../lib/session.ts';

/**
 * Route guards (spec/workspace.md §2, §6). Each `beforeLoad` waits for the page load's session
 * restore, then applies a pure decision (exported for the unit tests) and turns it into a redirect.
 */

/** Where a signed-in visitor of the sign-in screens goes, and where a refused visitor is sent back. */
export const SIGNED_IN_HOME = '/welcome';

/** Screens inside the app frame that need no session (the design-system showcase). */
export const PUBLIC_APP_PATHS: readonly string[] = ['/design'];

export type TGuardDecision =
  | { kind: 'allow' }
  | { kind: 'sign-in'; redirect: string }
  | { kind: 'verify-account'; email: string }
  | { kind: 'welcome'; reason: 'signed-in' | 'no-company' | 'forbidden' };

type TGuardSession = { signedIn: boolean; account: TAccount | null };

const ALLOW: TGuardDecision = { kind: 'allow' };

/**
 * A path of this app to return to after signing in, or null for anything else: only a local
 * absolute path (`/settings?tab=1`), never another origin (`//evil.example`, `/\evil.example`)
 * nor a sign-in screen.
 */
export function safeRedirectTarget(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\') || value.length > 2000) return null;
  if (/^\/(sign-in|sign-up|forgot-password|verify-account)(\/|\?|#|$)/.test(value)) return null;
  return value;
}

/** A screen that needs a session: none → /sign-in (remembering the target); unverified → verify. */
export function decideSignedInRoute(session: TGuardSession, href: string): TGuardDecision {
  if (!session.signedIn || !session.account) return { kind: 'sign-in', redirect: href };
  if (!session.account.email_verified_at) return { kind: 'verify-account', email: session.account.email };
  return ALLOW;
}

/**
 * The sign-in screens: a verified, signed-in visitor has nothing to do there (→ /welcome). A user
 * whose e-mail is not verified yet stays, since /verify-account is one of them.
 */
export function decideAuthRoute(session: TGuardSession): TGuardDecision {
  if (session.signedIn && session.account?.email_verified_at) return { kind: 'welcome', reason: 'signed-in' };
  return ALLOW;
}

/**
 * A screen for those the API lets do something (work in the selected company's data, administer
 * the platform). Without a selected company there is nothing to work in: pick one first.
 */
export function decideCapability(
  account: TAccount | null,
  company: TSelectedCompany | null,
  needed: TCapability,
  options: { needsCompany?: boolean } = {},
): TGuardDecision {
  if (options.needsCompany !== false && !company) return { kind: 'welcome', reason: 'no-company' };
  return sessionCapabilities(account, company).includes(needed)
    ? ALLOW
    : { kind: 'welcome', reason: 'forbidden' };
}

function currentSession(): TGuardSession {
  return { signedIn: isSignedIn(), account: getAccount() };
}

type TGuardArgs = { context: TRouterContext; location: ParsedLocation; preload?: boolean };

/**
 * `href`: the screen asked for; a user sent to pick a company first comes back to it afterwards
 * (a deep link opened before signing in).
 */
function enforce(decision: TGuardDecision, preload = false, href?: string): void {
  switch (decision.kind) {
    case 'allow':
      return;
    case 'sign-in':
      throw redirect({
        to: '/sign-in',
        search: { redirect: safeRedirectTarget(decision.redirect) ?? undefined },
      });
    case 'verify-account':
      throw redirect({ to: '/verify-account/$email', params: { email: decision.email } });
    case 'welcome':
      // A preload (hovering a link) must not raise a toast; only a real visit does. A screen that
      // needs a company first says nothing here: the picker says why it is shown, and with one
      // company to enter there is no picker (nothing flashes on the way to the screen).
      if (!preload && decision.reason === 'forbidden') {
        showToast({
          kind: 'warning',
          id: `guard-${decision.reason}`,
          message: i18n.t('guards.forbidden', { ns: 'layout' }),
        });
      }
      throw redirect({
        to: SIGNED_IN_HOME,
        search: decision.reason === 'no-company' ? { redirect: safeRedirectTarget(href) ?? undefined } : {},
      });
  }
}

/** `beforeLoad` of the screens that need a signed-in user with a verified e-mail. */
export async function requireSession({ context, location }: TGuardArgs): Promise<void> {
  await context.restoreSession();
  enforce(decideSignedInRoute(currentSession(), location.href));
}

/** `beforeLoad` of the app frame: every screen needs a session except the public ones (/design). */
export async function requireAppSession(args: TGuardArgs): Promise<void> {
  if (PUBLIC_APP_PATHS.includes(args.location.pathname)) {
    await args.context.restoreSession();
    return;
  }
  await requireSession(args);
}

/** `beforeLoad` of the auth frame: a signed-in visitor goes to /welcome. */
export async function redirectIfSignedIn({ context }: Pick<TGuardArgs, 'context'>): Promise<void> {
  await context.restoreSession();
  enforce(decideAuthRoute(currentSession()));
}

/**
 * `beforeLoad` for screens that need a capability: a user the API does not let do it is sent back
 * to /welcome with a warning. Use after (or below) a `requireSession` route.
 */
export function requireCapability(needed: TCapability, options: { needsCompany?: boolean } = {}) {
  return async (args: TGuardArgs): Promise<void> => {
    await requireSession(args);
    enforce(
      decideCapability(getAccount(), getSelectedCompany(), needed, options),
      args.preload,
      args.location.href,
    );
  };
}
