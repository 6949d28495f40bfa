import type { Icon } from '@tabler/icons-react';
import {
  IconAtom2,
  IconBuildingFactory2,
  IconChartAreaLine,
  IconChartDonut,
  IconFlame,
  IconGauge,
  IconListDetails,
  IconListNumbers,
  IconMathFunction,
  IconRuler2,
  IconSettings,
  IconStack2,
} from '@tabler/icons-react';
import type { LinkProps } from '@tanstack/react-router';
import type { ParseKeys } from 'i18next';
import type { TCapability } from '@huella/shared/schemas/identity';

/**
 * One entry of the sidebar. `needs` is what the API must let the user do to see it (the account's
 * and the selected company's capabilities); without it everyone does.
 * `needsCompany` entries are about the selected company and only show once one is selected.
 * Each area adds its entry here when its screens exist (spec/workspace.md §2 gives the order:
 * dashboard, emission sources, activities, the carbon-print indicators group; settings and billing
 * for administrators; the platform catalogue for super-admins, in the Administration group). The
 * design showcase (/design)
 * is a tool for whoever builds the screens, reached by its address: in nobody's menu.
 */
export type TNavItem = {
  labelKey: ParseKeys<'layout'>;
  icon: Icon;
  to: NonNullable<LinkProps['to']>;
  needs?: TCapability;
  needsCompany?: boolean;
};

/** A block of the sidebar; a labelled one is a group (Administration). */
export type TNavSection = {
  id: string;
  labelKey?: ParseKeys<'layout'>;
  /** What the whole group needs; each item may need more. */
  needs?: TCapability;
  items: readonly TNavItem[];
};

export const NAV_SECTIONS: readonly TNavSection[] = [
  {
    id: 'workspace',
    items: [
      {
        labelKey: 'nav.dashboard',
        icon: IconChartDonut,
        to: '/dashboard',
        needs: 'work_in_company',
        needsCompany: true,
      },
      {
        labelKey: 'nav.emissionSources',
        icon: IconStack2,
        to: '/emission-sources',
        needs: 'work_in_company',
        needsCompany: true,
      },
      {
        labelKey: 'nav.emissionActivities',
        icon: IconListDetails,
        to: '/emission-activities',
        needs: 'work_in_company',
        needsCompany: true,
      },
    ],
  },
  {
    id: 'indicators',
    labelKey: 'nav.carbonPrintIndicators',
    needs: 'work_in_company',
    items: [
      {
        labelKey: 'nav.emissionIndicators',
        icon: IconListNumbers,
        to: '/emission-indicators',
        needsCompany: true,
      },
      {
        labelKey: 'nav.emissionIndicatorsDashboard',
        icon: IconChartAreaLine,
        to: '/emission-indicators-dashboard',
        needsCompany: true,
      },
    ],
  },
  {
    id: 'company',
    items: [
      {
        labelKey: 'nav.settings',
        icon: IconSettings,
        to: '/settings',
        needs: 'administer_company',
        needsCompany: true,
      },
    ],
  },
  {
    id: 'administration',
    labelKey: 'nav.administration',
    needs: 'administer_platform',
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

export type TNavViewer = { capabilities: readonly TCapability[]; hasCompany: boolean };

/**
 * The first screen of the workspace menu for what the user may do in a company: where entering a
 * company ends (null when they see no company screen).
 */
export function firstWorkspaceScreen(capabilities: readonly TCapability[]): TNavItem['to'] | null {
  const workspace = NAV_SECTIONS.find((section) => section.id === 'workspace')!;
  return visibleNavItems(workspace.items, { capabilities, hasCompany: true })[0]?.to ?? null;
}

function canSee(needs: TCapability | undefined, viewer: TNavViewer): boolean {
  return !needs || viewer.capabilities.includes(needs);
}

export function visibleNavItems(items: readonly TNavItem[], viewer: TNavViewer): TNavItem[] {
  return items.filter((item) => canSee(item.needs, viewer) && (!item.needsCompany || viewer.hasCompany));
}

/** The sections the viewer may see, each with only its visible entries; an empty section is left out. */
export function visibleNavSections(sections: readonly TNavSection[], viewer: TNavViewer): TNavSection[] {
  return sections.flatMap((section) => {
    if (!canSee(section.needs, viewer)) return [];
    const items = visibleNavItems(section.items, viewer);
    return items.length > 0 ? [{ ...section, items }] : [];
  });
}

/** A menu entry is active on its own page and on the pages below it (`/gases` for `/gases/3`). */
export function isNavItemActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
