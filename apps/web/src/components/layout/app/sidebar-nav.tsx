import { ActionIcon, NavLink, Stack, Tooltip } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/session.ts';
import { isNavItemActive, NAV_ITEMS, visibleNavItems } from './nav-items.ts';

type TSidebarNavProps = {
  /** Icons only (the collapsed desktop sidebar); labels move to tooltips and aria-labels. */
  collapsed: boolean;
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
};

/** The menu entries the current user may see. The caller provides the `<nav>` landmark. */
export function SidebarNav({ collapsed, onNavigate }: TSidebarNavProps) {
  const { t } = useTranslation('layout');
  const user = useSessionUser();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const items = visibleNavItems(NAV_ITEMS, user?.roles ?? []);

  return (
    <Stack gap={4} align={collapsed ? 'center' : 'stretch'}>
      {items.map((item) => {
        const label = t(item.labelKey);
        const active = isNavItemActive(pathname, item.to);
        const ItemIcon = item.icon;
        if (collapsed) {
          return (
            <Tooltip key={item.to} label={label} position="right" openDelay={0}>
              <ActionIcon
                component={Link}
                to={item.to}
                size={36}
                variant={active ? 'light' : 'subtle'}
                color={active ? undefined : 'gray'}
                aria-label={label}
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
            label={label}
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
