import { ActionIcon, Divider, NavLink, Stack, Text, Tooltip } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectedCompany, useSessionUser } from '../../../lib/session.ts';
import { isNavItemActive, NAV_SECTIONS, visibleNavSections, type TNavItem } from './nav-items.ts';

type TSidebarNavProps = {
  /** Icons only (the collapsed desktop sidebar); labels move to tooltips and aria-labels. */
  collapsed: boolean;
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
};

/** The menu entries the current user may see, by section. The caller provides the `<nav>` landmark. */
export function SidebarNav({ collapsed, onNavigate }: TSidebarNavProps) {
  const { t } = useTranslation('layout');
  const user = useSessionUser();
  const company = useSelectedCompany();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const sections = visibleNavSections(NAV_SECTIONS, {
    capabilities: user?.capabilities ?? [],
    hasCompany: company !== null,
  });

  return (
    <Stack gap="md" align={collapsed ? 'center' : 'stretch'}>
      {sections.map((section) => (
        <NavSection
          key={section.id}
          label={section.labelKey ? t(section.labelKey) : null}
          items={section.items}
          collapsed={collapsed}
          pathname={pathname}
          onNavigate={onNavigate}
        />
      ))}
    </Stack>
  );
}

type TNavSectionProps = {
  label: string | null;
  items: readonly TNavItem[];
  collapsed: boolean;
  pathname: string;
  onNavigate?: () => void;
};

function NavSection({ label, items, collapsed, pathname, onNavigate }: TNavSectionProps) {
  const { t } = useTranslation('layout');
  const labelId = useId();
  const heading =
    label &&
    (collapsed ? (
      <Divider w={28} aria-hidden />
    ) : (
      <Text id={labelId} size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pb={2}>
        {label}
      </Text>
    ));
  return (
    <Stack
      gap={4}
      align={collapsed ? 'center' : 'stretch'}
      role={label ? 'group' : undefined}
      aria-labelledby={label && !collapsed ? labelId : undefined}
      aria-label={label && collapsed ? label : undefined}
    >
      {heading}
      {items.map((item) => {
        const itemLabel = t(item.labelKey);
        const active = isNavItemActive(pathname, item.to);
        const ItemIcon = item.icon;
        if (collapsed) {
          return (
            <Tooltip key={item.to} label={itemLabel} position="right" openDelay={0}>
              <ActionIcon
                component={Link}
                to={item.to}
                size={36}
                variant={active ? 'light' : 'subtle'}
                color={active ? undefined : 'gray'}
                aria-label={itemLabel}
                onClick={onNavigate}
              >
                <ItemIcon size={20} stroke={1.7} aria-hidden />
              </ActionIcon>
            </Tooltip>
          );
        }
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={itemLabel}
            leftSection={<ItemIcon size={20} stroke={1.7} aria-hidden />}
            active={active}
            onClick={onNavigate}
            styles={{ root: { borderRadius: 'var(--mantine-radius-md)' }, label: { fontWeight: 500 } }}
          />
        );
      })}
    </Stack>
  );
}
