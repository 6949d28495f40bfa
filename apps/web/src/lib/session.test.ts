import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  getAccount,
  getSelectedCompany,
  getSessionUser,
  hasSessionHint,
  isSignedIn,
  onSignedOut,
  selectCompany,
  sessionCapabilities,
  setAccessToken,
  setAccount,
  startSession,
} from './session.ts';
import { ENTERED_COMPANY_CAPABILITIES, makeAccount as account, SUPER_ADMIN } from '../test/accounts.ts';

beforeEach(() => localStorage.clear());
afterEach(() => clearSession({ reason: 'signed-out' }));

describe('session', () => {
  it('keeps the access token in memory only and leaves a sign-in hint in storage', () => {
    startSession({ access_token: 'token-1', user: account() });
    expect(isSignedIn()).toBe(true);
    expect(getAccount()?.email).toBe('ana@example.com');
    expect(hasSessionHint()).toBe(true);
    expect(JSON.stringify(localStorage)).not.toContain('token-1');
  });

  it('remembers the selected company for the same user and forgets it when another user signs in', () => {
    startSession({ access_token: 't', user: account() });
    expect(selectCompany(11)).toBe(true);
    expect(localStorage.getItem('company_id')).toBe('11');
    clearSession();
    startSession({ access_token: 't2', user: account() });
    expect(getSelectedCompany()?.id).toBe(11);
    clearSession();
    startSession({ access_token: 't3', user: account({ id: 2, email: 'bob@example.com' }) });
    expect(getSelectedCompany()).toBeNull();
    expect(localStorage.getItem('company_id')).toBeNull();
  });

  it('refuses to select a company that is not one of the account', () => {
    startSession({ access_token: 't', user: account() });
    expect(selectCompany(99)).toBe(false);
    expect(getSelectedCompany()).toBeNull();
  });

  it('drops the selection when the account no longer has that company', () => {
    startSession({ access_token: 't', user: account() });
    selectCompany(10);
    setAccount(
      account({
        companies: [{ id: 11, name: 'Costa', logo: null, role: 'member', capabilities: ['work_in_company'] }],
      }),
    );
    expect(getSelectedCompany()).toBeNull();
    expect(localStorage.getItem('company_id')).toBeNull();
  });

  it('takes what the user may do from the account and the selected company, as the API says', () => {
    expect(sessionCapabilities(null, null)).toEqual([]);
    const ana = account();
    expect(sessionCapabilities(ana, null)).toEqual([]);
    expect(sessionCapabilities(ana, ana.companies[0]!)).toEqual(['work_in_company', 'administer_company']);
    expect(sessionCapabilities(account(SUPER_ADMIN), ana.companies[1]!)).toEqual([
      'administer_platform',
      'work_in_company',
    ]);
    startSession({ access_token: 't', user: account() });
    selectCompany(11);
    expect(getSessionUser()?.capabilities).toEqual(['work_in_company']);
  });

  it('a sign-out forgets the company; an expired session keeps it for the next sign-in', () => {
    startSession({ access_token: 't', user: account() });
    selectCompany(10);
    clearSession({ reason: 'expired' });
    expect(hasSessionHint()).toBe(false);
    expect(localStorage.getItem('company_id')).toBe('10');
    startSession({ access_token: 't', user: account() });
    clearSession({ reason: 'signed-out' });
    expect(localStorage.getItem('company_id')).toBeNull();
  });

  it('tells listeners why a session ended, only when there was one, until they unsubscribe', () => {
    const listener = vi.fn();
    const stop = onSignedOut(listener);
    clearSession();
    expect(listener).not.toHaveBeenCalled();
    setAccessToken('token');
    clearSession();
    expect(listener).toHaveBeenCalledWith('expired');
    startSession({ access_token: 't', user: account() });
    clearSession({ reason: 'signed-out' });
    expect(listener).toHaveBeenLastCalledWith('signed-out');
    stop();
    setAccessToken('token');
    clearSession();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  describe('a super-admin entering a company they are not a member of', () => {
    const superAdmin = () => account(SUPER_ADMIN);
    const visit = { id: 42, name: 'Bosque SAS', logo: null, capabilities: [...ENTERED_COMPANY_CAPABILITIES] };

    it('selects it with no company role, and what the company’s answer lets them do there', () => {
      startSession({ access_token: 't', user: superAdmin() });
      expect(selectCompany(42, visit)).toBe(true);
      expect(getSelectedCompany()).toEqual({ ...visit, role: null });
      expect(getSessionUser()?.capabilities).toEqual([
        'administer_platform',
        ...ENTERED_COMPANY_CAPABILITIES,
      ]);
      expect(localStorage.getItem('company_id')).toBe('42');
    });

    it('stays in it after a reload and a new account answer, and leaves it on sign-out', () => {
      startSession({ access_token: 't', user: superAdmin() });
      selectCompany(42, visit);
      clearSession();
      startSession({ access_token: 't2', user: superAdmin() });
      expect(getSelectedCompany()).toEqual({ ...visit, role: null });
      setAccount(superAdmin());
      expect(getSelectedCompany()?.id).toBe(42);
      clearSession({ reason: 'signed-out' });
      expect(localStorage.getItem('company_visit')).toBeNull();
      startSession({ access_token: 't3', user: superAdmin() });
      expect(getSelectedCompany()).toBeNull();
    });

    it('is refused to anyone else, and a member company is selected with its role', () => {
      startSession({ access_token: 't', user: account() });
      expect(selectCompany(42, visit)).toBe(false);
      expect(getSelectedCompany()).toBeNull();
      clearSession({ reason: 'signed-out' });
      startSession({ access_token: 't', user: superAdmin() });
      selectCompany(42, visit);
      expect(selectCompany(11, { id: 11, name: 'Costa', logo: null, capabilities: [] })).toBe(true);
      expect(getSelectedCompany()?.role).toBe('member');
      expect(localStorage.getItem('company_visit')).toBeNull();
    });

    it('is forgotten when another user signs in on the same browser', () => {
      startSession({ access_token: 't', user: superAdmin() });
      selectCompany(42, visit);
      clearSession();
      startSession({
        access_token: 't2',
        user: account({ id: 2, email: 'bob@example.com', ...SUPER_ADMIN }),
      });
      expect(getSelectedCompany()).toBeNull();
      expect(localStorage.getItem('company_visit')).toBeNull();
    });
  });
});
