import type { TCurrentLimits } from '@huella/shared/schemas/plans';
import { firstWorkspaceScreen, type TNavItem } from '../../components/layout/app/nav-items.ts';
import type { TRole } from '../../lib/session.ts';

const COMPANY_ADMINS: readonly TRole[] = ['administrator', 'super-admin'];

/**
 * Where entering a company ends: the first screen of its menu (emission sources, until the
 * dashboard exists). An administrator of a company that is not set up yet — no source category
 * or no headquarter, without which no emission source can be recorded — starts on its settings
 * instead, where the first steps lead through that.
 */
export function companyHome(
  roles: readonly TRole[],
  limits: Pick<TCurrentLimits, 'sources' | 'entities'> | null,
): TNavItem['to'] {
  const administers = roles.some((role) => COMPANY_ADMINS.includes(role));
  const setUp = !limits || (limits.sources.used > 0 && limits.entities.used > 0);
  if (administers && !setUp) return '/settings';
  return firstWorkspaceScreen(roles) ?? '/account';
}
