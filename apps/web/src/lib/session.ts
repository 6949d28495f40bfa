// Types only: the schemas module builds Zod objects, which must stay out of the initial bundle.
import type {
  TAccount,
  TCapability,
  TCompanyCapability,
  TCompanyRole,
  TSession,
} from '@huella/shared/schemas/identity';
import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

/**
 * The browser session. The access token lives only in memory (never in storage, so a script
 * injected into the page cannot read it from there); the refresh token is an httpOnly cookie the
 * API sets, which this code never sees. The signed-in account (with its companies) is kept here so
 * route guards can decide synchronously; the selected company id is kept in localStorage
 * (`company_id`) and forgotten when another user signs in.
 *
 * Network calls that change the session (refresh, sign-out, reload of the account) live in
 * `session-api.ts`; this module only holds the state.
 */

/**
 * The company the user works in: one of the account's, with the role there, or — for one who
 * administers the platform — any other company, entered from the administration (DESIGN.md §9)
 * with no role of its own (`role` null). Either way it carries what the API says the user may do
 * there (`capabilities`). Such a visit is remembered like a selection, with the company's name and
 * logo for the header.
 */
export type TSelectedCompany = {
  id: number;
  name: string;
  logo: string | null;
  role: TCompanyRole | null;
  capabilities: TCompanyCapability[];
};

/** A company entered without being a member: what the header shows of it, and what the API lets one do there. */
export type TVisitedCompany = {
  id: number;
  name: string;
  logo: string | null;
  capabilities: TCompanyCapability[];
};

export type TSessionUser = {
  id: number;
  name: string;
  last_name?: string | null;
  email: string;
  avatar?: string | null;
  /** What the API lets the user do: on the platform, and in the selected company. */
  capabilities: TCapability[];
};

type TSessionState = {
  accessToken: string | null;
  account: TAccount | null;
  /**
   * The selected company: one of `account.companies`, or a super-admin's visit to another (null
   * when none is selected).
   */
  company: TSelectedCompany | null;
  /** Derived from the account and the selected company, for the header and the menu. */
  user: TSessionUser | null;
};

const EMPTY: TSessionState = { accessToken: null, account: null, company: null, user: null };

let state: TSessionState = EMPTY;
const listeners = new Set<() => void>();
const signedOutListeners = new Set<(reason: TSignOutReason) => void>();

/**
 * What decides menus and guards: what the API says the account may do on the platform, and in the
 * selected company. The web keeps no rule of its own about roles.
 */
export function sessionCapabilities(
  account: TAccount | null,
  company: TSelectedCompany | null,
): TCapability[] {
  if (!account) return [];
  return [...account.capabilities, ...(company?.capabilities ?? [])];
}

/** Whether the account administers the platform (and so may enter any company). */
export function administersPlatform(account: TAccount | null): boolean {
  return account?.capabilities.includes('administer_platform') ?? false;
}

function storedCompanyId(): number | null {
  const value = Number(readStorage(STORAGE_KEYS.companyId));
  return Number.isInteger(value) && value > 0 ? value : null;
}

function storedVisit(): TVisitedCompany | null {
  try {
    const value = JSON.parse(
      readStorage(STORAGE_KEYS.companyVisit) ?? 'null',
    ) as Partial<TVisitedCompany> | null;
    if (!value || !Number.isInteger(value.id) || typeof value.name !== 'string') return null;
    return {
      id: value.id!,
      name: value.name,
      logo: typeof value.logo === 'string' ? value.logo : null,
      capabilities: Array.isArray(value.capabilities) ? value.capabilities : [],
    };
  } catch {
    return null;
  }
}

/**
 * The company `id` as the account may select it: one of its companies, else — for a super-admin —
 * the company they entered without being a member (`visit`, or the one remembered).
 */
function findCompany(
  account: TAccount | null,
  id: number | null,
  visit: TVisitedCompany | null = storedVisit(),
): TSelectedCompany | null {
  if (!account || id === null) return null;
  const own = account.companies.find((company) => company.id === id);
  if (own) return own;
  if (administersPlatform(account) && visit?.id === id) return { ...visit, role: null };
  return null;
}

function toUser(account: TAccount | null, company: TSelectedCompany | null): TSessionUser | null {
  if (!account) return null;
  return {
    id: account.id,
    name: account.name,
    last_name: account.last_name,
    email: account.email,
    avatar: account.avatar,
    capabilities: sessionCapabilities(account, company),
  };
}

function update(next: Partial<Pick<TSessionState, 'accessToken' | 'account' | 'company'>>): void {
  const merged = { ...state, ...next };
  state = { ...merged, user: toUser(merged.account, merged.company) };
  for (const listener of listeners) listener();
}

export function getAccessToken(): string | null {
  return state.accessToken;
}

export function setAccessToken(token: string | null): void {
  update({ accessToken: token });
}

export function getAccount(): TAccount | null {
  return state.account;
}

export function getSessionUser(): TSessionUser | null {
  return state.user;
}

export function getSelectedCompany(): TSelectedCompany | null {
  return state.company;
}

export function isSignedIn(): boolean {
  return state.accessToken !== null;
}

/** True when a previous page load signed in and has not signed out since (see STORAGE_KEYS.signedIn). */
export function hasSessionHint(): boolean {
  return readStorage(STORAGE_KEYS.signedIn) === '1';
}

/**
 * Stores a session the API answered (sign-in, sign-up verification, invitation, refresh). A user
 * other than the one who selected the remembered company starts without a selection.
 */
export function startSession(session: Pick<TSession, 'access_token' | 'user'>): void {
  const account = session.user;
  if (readStorage(STORAGE_KEYS.companyUser) !== String(account.id)) {
    removeStorage(STORAGE_KEYS.companyId);
    removeStorage(STORAGE_KEYS.companyVisit);
    writeStorage(STORAGE_KEYS.companyUser, String(account.id));
  }
  writeStorage(STORAGE_KEYS.signedIn, '1');
  update({
    accessToken: session.access_token,
    account,
    company: findCompany(account, storedCompanyId()),
  });
}

/** Replaces the account (after a profile change or a new company); a selection it no longer has is dropped. */
export function setAccount(account: TAccount): void {
  const company = findCompany(account, state.company?.id ?? storedCompanyId());
  if (!company) forgetSelection();
  update({ account, company });
}

function forgetSelection(): void {
  removeStorage(STORAGE_KEYS.companyId);
  removeStorage(STORAGE_KEYS.companyVisit);
}

/**
 * Selects one of the account's companies, or for a super-admin any company (`visit`: the company
 * as loaded, for the header). False when the account may not select it.
 */
export function selectCompany(id: number | null, visit?: TVisitedCompany): boolean {
  if (id === null) {
    forgetSelection();
    update({ company: null });
    return true;
  }
  const company = findCompany(state.account, id, visit ?? null);
  if (!company) return false;
  writeStorage(STORAGE_KEYS.companyId, String(id));
  if (company.role === null) {
    const remembered: TVisitedCompany = {
      id: company.id,
      name: company.name,
      logo: company.logo,
      capabilities: company.capabilities,
    };
    writeStorage(STORAGE_KEYS.companyVisit, JSON.stringify(remembered));
  } else {
    removeStorage(STORAGE_KEYS.companyVisit);
  }
  if (state.account) writeStorage(STORAGE_KEYS.companyUser, String(state.account.id));
  update({ company });
  return true;
}

/**
 * Why a session ended: `signed-out` (the user asked: the selected company is forgotten too, and
 * the caller leaves for /sign-in) or `expired` (a refresh failed, another tab signed out: the
 * company stays for the same user's next sign-in, and the router re-checks the current screen).
 */
export type TSignOutReason = 'signed-out' | 'expired';

/**
 * Ends the session in this tab: forgets the token and the account, then tells every `onSignedOut`
 * listener (data cache, router) — only when there was a session to end.
 */
export function clearSession({ reason = 'expired' }: { reason?: TSignOutReason } = {}): void {
  removeStorage(STORAGE_KEYS.signedIn);
  if (reason === 'signed-out') {
    forgetSelection();
    removeStorage(STORAGE_KEYS.companyUser);
  }
  const hadSession = state.accessToken !== null || state.account !== null;
  state = EMPTY;
  for (const listener of listeners) listener();
  if (hadSession) for (const listener of signedOutListeners) listener(reason);
}

/** Runs `listener` whenever a session ends (sign-out or a failed token refresh). */
export function onSignedOut(listener: (reason: TSignOutReason) => void): () => void {
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

function useSessionState<T>(select: (current: TSessionState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => select(EMPTY),
  );
}

/** The signed-in user, re-rendering when it changes; null when nobody is signed in. */
export function useSessionUser(): TSessionUser | null {
  return useSessionState((current) => current.user);
}

/** The signed-in account with its companies; null when nobody is signed in. */
export function useAccount(): TAccount | null {
  return useSessionState((current) => current.account);
}

/** The selected company (id, name, logo, role: null on a super-admin's visit); null when none is selected. */
export function useSelectedCompany(): TSelectedCompany | null {
  return useSessionState((current) => current.company);
}
