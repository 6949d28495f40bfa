import type { TCurrentLimits } from '@huella/shared/schemas/plans';
import { firstWorkspaceScreen, type TNavItem } from '../../components/layout/app/nav-items.ts';
import type { TCapability } from '@huella/shared/schemas/identity';

/**
 * Where entering a company ends: the first screen of its menu, its dashboard (spec/workspace.md
 * §2). An administrator of a company that is not set up yet — no source category or no
 * headquarter, without which no emission source can be recorded and the dashboard has nothing to
 * show — starts on its settings instead, where the first steps lead through that.
 */
export function companyHome(
  capabilities: readonly TCapability[],
  limits: Pick<TCurrentLimits, 'sources' | 'entities'> | null,
): TNavItem['to'] {
  const administers = capabilities.includes('administer_company');
  const setUp = !limits || (limits.sources.used > 0 && limits.entities.used > 0);
  if (administers && !setUp) return '/settings';
  return firstWorkspaceScreen(capabilities) ?? '/account';
}
