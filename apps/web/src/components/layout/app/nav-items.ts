import type { Icon } from '@tabler/icons-react';
import {
  IconAtom2,
  IconBuildingFactory2,
  IconFlame,
  IconGauge,
  IconListDetails,
  IconMathFunction,
  IconRuler2,
  IconSettings,
  IconStack2,
} from '@tabler/icons-react';
import type { LinkProps } from '@tanstack/react-router';
import type { ParseKeys } from 'i18next';
import type { TRole } from '../../../lib/session.ts';

/**
 * One entry of the sidebar. `roles` lists who sees it; without `roles` everyone does.
 * `needsCompany` entries are about the selected company and only show once one is selected.
 * Each area adds its entry here when its screens exist (spec/workspace.md §2 gives the order:
 * dashboard, emission sources, activities, indicators; settings and billing for administrators;
 * the platform catalogue for super-admins, in the Administration group). The dashboard, the
 * activities and the indicators group join the workspace section, in that order around emission
 * sources, once their screens exist. The design showcase (/design) is a tool for whoever builds
 * the screens, reached by its address: in nobody's menu.
 */
export type TNavItem = {
  labelKey: ParseKeys<'layout'>;
  icon: Icon;
  to: NonNullable<LinkProps['to']>;
  roles?: readonly TRole[];
  needsCompany?: boolean;
};

/** A block of the sidebar; a labelled one is a group (Administration). */
export type TNavSection = {
  id: string;
  labelKey?: ParseKeys<'layout'>;
  /** Who sees the whole group; each item may narrow it further. */
  roles?: readonly TRole[];
  items: readonly TNavItem[];
};

/** Who works in a company's data: its members and administrators, and a super-admin inside it. */
const COMPANY_PEOPLE: readonly TRole[] = ['member', 'administrator', 'super-admin'];
const COMPANY_ADMINS: readonly TRole[] = ['administrator', 'super-admin'];

export const NAV_SECTIONS: readonly TNavSection[] = [
  {
    id: 'workspace',
    items: [
      {
        labelKey: 'nav.emissionSources',
        icon: IconStack2,
        to: '/emission-sources',
        roles: COMPANY_PEOPLE,
        needsCompany: true,
      },
      {
        labelKey: 'nav.emissionActivities',
        icon: IconListDetails,
        to: '/emission-activities',
        roles: COMPANY_PEOPLE,
        needsCompany: true,
      },
      {
        labelKey: 'nav.settings',
        icon: IconSettings,
        to: '/settings',
        roles: COMPANY_ADMINS,
        needsCompany: true,
      },
    ],
  },
  {
    id: 'administration',
    labelKey: 'nav.administration',
    roles: ['super-admin'],
    items: [
      { labelKey: 'nav.sources', icon: IconFlame, to: '/sources' },
      { labelKey: 'nav.gases', icon: IconAtom2, to: '/gases' },
      { labelKey: 'nav.unitMeasurements', icon: IconRuler2, to: '/unit-measurements' },
      { labelKey: 'nav.emissionFactors', icon: IconMathFunction, to: '/emission-factors' },
      { labelKey: 'nav.sectors', icon: IconBuildingFactory2, to: '/sectors' },
      { labelKey: 'nav.keyIndicators', icon: IconGauge, to: '/key-indicators' },
    ],
  },
];

/**
 * Where a super-admin's work starts: the first screen of the Administration group (after sign-in,
 * and the way offered from /welcome).
 */
export const ADMINISTRATION_HOME: TNavItem['to'] = NAV_SECTIONS.find(
  (section) => section.id === 'administration',
)!.items[0]!.to;

export type TNavViewer = { roles: readonly TRole[]; hasCompany: boolean };

/**
 * The first screen of the workspace menu for the roles in a company: where entering a company
 * ends (null when the roles see no company screen).
 */
export function firstWorkspaceScreen(roles: readonly TRole[]): TNavItem['to'] | null {
  const workspace = NAV_SECTIONS.find((section) => section.id === 'workspace')!;
  return visibleNavItems(workspace.items, { roles, hasCompany: true })[0]?.to ?? null;
}

function canSee(roles: readonly TRole[] | undefined, viewer: TNavViewer): boolean {
  return !roles || roles.some((role) => viewer.roles.includes(role));
}

export function visibleNavItems(items: readonly TNavItem[], viewer: TNavViewer): TNavItem[] {
  return items.filter((item) => canSee(item.roles, viewer) && (!item.needsCompany || viewer.hasCompany));
}

/** The sections the viewer may see, each with only its visible entries; an empty section is left out. */
export function visibleNavSections(sections: readonly TNavSection[], viewer: TNavViewer): TNavSection[] {
  return sections.flatMap((section) => {
    if (!canSee(section.roles, viewer)) return [];
    const items = visibleNavItems(section.items, viewer);
    return items.length > 0 ? [{ ...section, items }] : [];
  });
}

/** A menu entry is active on its own page and on the pages below it (`/gases` for `/gases/3`). */
export function isNavItemActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
