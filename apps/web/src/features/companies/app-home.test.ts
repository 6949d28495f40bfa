import { describe, expect, it } from 'vitest';
import { companyHome } from './app-home.ts';

const limits = (sources: number, headquarters: number) => ({
  sources: { limit: 5, used: sources },
  entities: { limit: 3, used: headquarters },
});

describe('company home', () => {
  it('opens the first screen of the menu: emission sources, for members and administrators', () => {
    expect(companyHome(['member'], limits(2, 1))).toBe('/emission-sources');
    expect(companyHome(['administrator'], limits(2, 1))).toBe('/emission-sources');
    expect(companyHome(['super-admin'], limits(2, 1))).toBe('/emission-sources');
  });

  it('opens the settings for an administrator of a company without categories or headquarters', () => {
    expect(companyHome(['administrator'], limits(0, 1))).toBe('/settings');
    expect(companyHome(['administrator'], limits(2, 0))).toBe('/settings');
    expect(companyHome(['super-admin'], limits(0, 0))).toBe('/settings');
    // A member cannot set the company up: their screen is the same either way.
    expect(companyHome(['member'], limits(0, 0))).toBe('/emission-sources');
  });

  it('opens the first screen when the usage is not known', () => {
    expect(companyHome(['administrator'], null)).toBe('/emission-sources');
  });
});
