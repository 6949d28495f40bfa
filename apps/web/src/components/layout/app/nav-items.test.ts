import { IconPalette } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { isNavItemActive, NAV_ITEMS, visibleNavItems, type TNavItem } from './nav-items.ts';

const item = (to: string, roles?: TNavItem['roles']): TNavItem =>
  ({ labelKey: 'nav.design', icon: IconPalette, to, roles }) as TNavItem;

describe('sidebar entries', () => {
  it('shows entries without roles to everyone and role entries to those roles only', () => {
    const items = [
      item('/design'),
      item('/settings', ['administrator', 'super-admin']),
      item('/gases', ['super-admin']),
    ];
    expect(visibleNavItems(items, []).map((i) => i.to)).toEqual(['/design']);
    expect(visibleNavItems(items, ['member']).map((i) => i.to)).toEqual(['/design']);
    expect(visibleNavItems(items, ['administrator']).map((i) => i.to)).toEqual(['/design', '/settings']);
    expect(visibleNavItems(items, ['super-admin']).map((i) => i.to)).toEqual([
      '/design',
      '/settings',
      '/gases',
    ]);
  });

  it('marks an entry active on its page and the pages below it', () => {
    expect(isNavItemActive('/gases', '/gases')).toBe(true);
    expect(isNavItemActive('/gases/3', '/gases')).toBe(true);
    expect(isNavItemActive('/gases-report', '/gases')).toBe(false);
    expect(isNavItemActive('/', '/gases')).toBe(false);
  });

  it('lists only screens that exist today: the design system, public', () => {
    expect(NAV_ITEMS.map((i) => [i.to, i.roles])).toEqual([['/design', undefined]]);
  });
});
