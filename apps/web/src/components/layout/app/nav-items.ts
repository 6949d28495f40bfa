import type { Icon } from '@tabler/icons-react';
import { IconPalette } from '@tabler/icons-react';
import type { LinkProps } from '@tanstack/react-router';
import type { ParseKeys } from 'i18next';
import type { TRole } from '../../../lib/session.ts';

/**
 * One entry of the sidebar. `roles` lists who sees it; without `roles` everyone does. Each area
 * adds its entry here when its screens exist (spec/workspace.md §2 gives the order: dashboard,
 * emission sources, activities, indicators; settings and billing for administrators; the platform
 * catalogue for super-admins).
 */
export type TNavItem = {
  labelKey: ParseKeys<'layout'>;
  icon: Icon;
  to: NonNullable<LinkProps['to']>;
  roles?: readonly TRole[];
};

export const NAV_ITEMS: readonly TNavItem[] = [{ labelKey: 'nav.design', icon: IconPalette, to: '/design' }];

export function visibleNavItems(items: readonly TNavItem[], roles: readonly TRole[]): TNavItem[] {
  return items.filter((item) => !item.roles || item.roles.some((role) => roles.includes(role)));
}

/** A menu entry is active on its own page and on the pages below it (`/gases` for `/gases/3`). */
export function isNavItemActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
