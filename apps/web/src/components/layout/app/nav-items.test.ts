import { IconAtom2, IconChartDonut, IconSettings, IconStack2 } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import type { TCapability } from '@huella/shared/schemas/identity';
import {
  ADMINISTRATION_HOME,
  firstWorkspaceScreen,
  isNavItemActive,
  NAV_SECTIONS,
  visibleNavItems,
  visibleNavSections,
  type TNavItem,
  type TNavSection,
} from './nav-items.ts';

const item = (to: string, needs?: TNavItem['needs'], needsCompany?: boolean): TNavItem =>
  ({ labelKey: 'nav.gases', icon: IconAtom2, to, needs, needsCompany }) as TNavItem;

/** Who a test speaks of, and what the API lets each do (the menu reads only the latter). */
type TPerson = 'member' | 'administrator' | 'super-admin';
const GRANTED: Record<TPerson, { platform: TCapability[]; company: TCapability[] }> = {
  member: { platform: [], company: ['work_in_company'] },
  administrator: { platform: [], company: ['work_in_company', 'administer_company'] },
  // Inside a company, one who administers the platform acts as its administrators.
  'super-admin': { platform: ['administer_platform'], company: ['work_in_company', 'administer_company'] },
};
const viewer = (people: TPerson[], hasCompany = true) => ({
  capabilities: [
    ...new Set(
      people.flatMap((person) => [
        ...GRANTED[person].platform,
        ...(hasCompany ? GRANTED[person].company : []),
      ]),
    ),
  ],
  hasCompany,
});
const paths = (items: readonly TNavItem[]) => items.map((i) => i.to);
const layout = (sections: readonly TNavSection[]) => sections.map((s) => [s.id, paths(s.items)]);

describe('sidebar entries', () => {
  it('shows entries without roles to everyone and role entries to those roles only', () => {
    const items = [
      item('/design'),
      item('/settings', 'administer_company'),
      item('/gases', 'administer_platform'),
    ];
    expect(paths(visibleNavItems(items, viewer([])))).toEqual(['/design']);
    expect(paths(visibleNavItems(items, viewer(['member'])))).toEqual(['/design']);
    expect(paths(visibleNavItems(items, viewer(['administrator'])))).toEqual(['/design', '/settings']);
    expect(paths(visibleNavItems(items, viewer(['super-admin'])))).toEqual([
      '/design',
      '/settings',
      '/gases',
    ]);
  });

  it('hides company entries until a company is selected', () => {
    const items = [item('/settings', 'administer_company', true), item('/design')];
    expect(paths(visibleNavItems(items, viewer(['super-admin'], false)))).toEqual(['/design']);
    expect(paths(visibleNavItems(items, viewer(['super-admin', 'member'], true)))).toEqual([
      '/settings',
      '/design',
    ]);
  });

  it('shows a role group only to its role, and never an empty group', () => {
    const sections: TNavSection[] = [
      { id: 'workspace', items: [item('/design')] },
      {
        id: 'administration',
        labelKey: 'nav.administration',
        needs: 'administer_platform',
        items: [item('/gases')],
      },
      { id: 'empty', labelKey: 'nav.administration', items: [item('/admin-only', 'administer_platform')] },
    ];
    expect(layout(visibleNavSections(sections, viewer(['administrator'])))).toEqual([
      ['workspace', ['/design']],
    ]);
    expect(layout(visibleNavSections(sections, viewer(['super-admin'])))).toEqual([
      ['workspace', ['/design']],
      ['administration', ['/gases']],
      ['empty', ['/admin-only']],
    ]);
    expect(
      layout(
        visibleNavSections(
          [{ id: 'administration', needs: 'administer_platform', items: [] }],
          viewer(['super-admin']),
        ),
      ),
    ).toEqual([]);
  });

  it('marks an entry active on its page and the pages below it', () => {
    expect(isNavItemActive('/gases', '/gases')).toBe(true);
    expect(isNavItemActive('/gases/3', '/gases')).toBe(true);
    expect(isNavItemActive('/gases-report', '/gases')).toBe(false);
    expect(isNavItemActive('/', '/gases')).toBe(false);
  });

  it('gives the company settings to company administrators and the Administration group to super-admins', () => {
    const member = visibleNavSections(NAV_SECTIONS, viewer(['member']));
    const admin = visibleNavSections(NAV_SECTIONS, viewer(['administrator']));
    const superAdminWithoutCompany = visibleNavSections(NAV_SECTIONS, viewer(['super-admin'], false));
    const settings = (sections: readonly TNavSection[]) =>
      sections.some((section) => section.items.some((entry) => entry.to === '/settings'));
    expect(settings(member)).toBe(false);
    expect(settings(admin)).toBe(true);
    expect(settings(superAdminWithoutCompany)).toBe(false);
    expect(NAV_SECTIONS.flatMap((s) => s.items).find((i) => i.to === '/settings')?.icon).toBe(IconSettings);
    const administration = NAV_SECTIONS.find((s) => s.id === 'administration');
    expect(administration?.needs).toEqual('administer_platform');
    for (const sections of [member, admin]) expect(sections.map((s) => s.id)).not.toContain('administration');
    // Drawn for super-admins once it holds a screen, never empty.
    expect(superAdminWithoutCompany.some((s) => s.id === 'administration')).toBe(
      visibleNavItems(administration?.items ?? [], viewer(['super-admin'], false)).length > 0,
    );
  });

  it('gives the dashboard, then emission sources, activities and the carbon-print indicators group, to everyone who works in a company, and nothing not built yet', () => {
    const workspace = (roles: TPerson[], hasCompany = true) =>
      visibleNavSections(NAV_SECTIONS, viewer(roles, hasCompany))
        .filter((section) => section.id !== 'administration')
        .flatMap((section) => paths(section.items));
    const inCompany = [
      '/dashboard',
      '/emission-sources',
      '/emission-activities',
      '/emission-indicators',
      '/emission-indicators-dashboard',
    ];
    expect(workspace(['member'])).toEqual(inCompany);
    expect(workspace(['administrator'])).toEqual([...inCompany, '/settings']);
    // A super-admin inside a company, member of it or not.
    expect(workspace(['super-admin'])).toEqual([...inCompany, '/settings']);
    expect(workspace(['super-admin', 'member'])).toEqual([...inCompany, '/settings']);
    // No company selected: nothing of a company.
    expect(workspace(['super-admin'], false)).toEqual([]);
    expect(workspace([], false)).toEqual([]);
    // The indicators are a group of their own, named in the menu.
    expect(NAV_SECTIONS.find((s) => s.id === 'indicators')?.labelKey).toBe('nav.carbonPrintIndicators');
    // Billing joins the menu with its screens.
    for (const missing of ['/billing']) {
      expect(NAV_SECTIONS.flatMap((section) => paths(section.items))).not.toContain(missing);
    }
    const workspaceItems = NAV_SECTIONS.find((s) => s.id === 'workspace')?.items ?? [];
    expect(workspaceItems.find((i) => i.to === '/emission-sources')?.icon).toBe(IconStack2);
    expect(workspaceItems.find((i) => i.to === '/dashboard')?.icon).toBe(IconChartDonut);
  });

  it('names the first screen of the workspace menu for what one may do in a company: the dashboard', () => {
    expect(firstWorkspaceScreen(viewer(['member']).capabilities)).toBe('/dashboard');
    expect(firstWorkspaceScreen(viewer(['administrator']).capabilities)).toBe('/dashboard');
    expect(firstWorkspaceScreen(viewer(['super-admin']).capabilities)).toBe('/dashboard');
    expect(firstWorkspaceScreen([])).toBeNull();
  });

  it("puts the design showcase in nobody's menu", () => {
    for (const roles of [
      [],
      ['member'],
      ['administrator'],
      ['super-admin', 'administrator'],
    ] as TPerson[][]) {
      const entries = visibleNavSections(NAV_SECTIONS, viewer(roles)).flatMap((s) => paths(s.items));
      expect(entries).not.toContain('/design');
    }
  });

  it('starts a super-admin on the first screen of the Administration group', () => {
    const administration = NAV_SECTIONS.find((s) => s.id === 'administration')!;
    expect(ADMINISTRATION_HOME).toBe(administration.items[0]!.to);
    expect(ADMINISTRATION_HOME).toBe('/sources');
  });
});
