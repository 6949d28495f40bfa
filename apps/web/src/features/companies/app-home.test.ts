import { describe, expect, it } from 'vitest';
import { ENTERED_COMPANY_CAPABILITIES } from '../../test/accounts.ts';
import { companyHome } from './app-home.ts';

/** What the API lets each do in a company (a super-admin inside one: what its administrators may). */
const member = ['work_in_company'] as const;
const administrator = ['work_in_company', 'administer_company'] as const;
const superAdmin = ['administer_platform', ...ENTERED_COMPANY_CAPABILITIES] as const;

const limits = (sources: number, headquarters: number) => ({
  sources: { limit: 5, used: sources },
  entities: { limit: 3, used: headquarters },
});

describe('company home', () => {
  it('opens the first screen of the menu: the dashboard, for members and administrators', () => {
    expect(companyHome(member, limits(2, 1))).toBe('/dashboard');
    expect(companyHome(administrator, limits(2, 1))).toBe('/dashboard');
    expect(companyHome(superAdmin, limits(2, 1))).toBe('/dashboard');
  });

  it('opens the settings for an administrator of a company without categories or headquarters', () => {
    expect(companyHome(administrator, limits(0, 1))).toBe('/settings');
    expect(companyHome(administrator, limits(2, 0))).toBe('/settings');
    expect(companyHome(superAdmin, limits(0, 0))).toBe('/settings');
    // A member cannot set the company up: their screen is the same either way.
    expect(companyHome(member, limits(0, 0))).toBe('/dashboard');
  });

  it('opens the first screen when the usage is not known', () => {
    expect(companyHome(administrator, null)).toBe('/dashboard');
  });
});
