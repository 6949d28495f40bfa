import { ActionIcon, AppShell, Burger, Divider, Drawer, Group, ScrollArea, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../brand-logo.tsx';
import { ColorSchemeToggle } from '../color-scheme-toggle.tsx';
import { LanguageSwitch } from '../language-switch.tsx';
import { OfflineNotice } from '../offline-notice.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../skip-link.tsx';
import { AppBreadcrumbs } from './app-breadcrumbs.tsx';
import classes from './app-layout.module.css';
import { AvatarMenu } from './avatar-menu.tsx';
import { CompanySelector } from './company-selector.tsx';
import { RecomputeStatus } from './recompute-status.tsx';
import { SidebarNav } from './sidebar-nav.tsx';
import {
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
  useSidebarState,
} from './use-sidebar-state.ts';

export const SIDEBAR_ID = 'app-sidebar';

/**
 * Frame of the signed-in app: header (sidebar toggle, logo, company selector, breadcrumb,
 * language, dark mode, account menu), a sidebar that collapses to icons on desktop (Ctrl/⌘+B, kept in the
 * `sidebar_state` cookie) and becomes a drawer below 768 px, and the page, with a notice above it
 * while the browser is offline (on the administration screens, under the state of the emissions
 * recalculation).
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('layout');
  const sidebar = useSidebarState();
  const toggleLabel = sidebar.open ? t('sidebar.collapse') : t('sidebar.expand');

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{
        width: { base: SIDEBAR_WIDTH_MOBILE, sm: sidebar.open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON },
        breakpoint: 'sm',
        collapsed: { mobile: true },
      }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <SkipLink />
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="sm" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Tooltip label={`${toggleLabel} (${t('sidebar.shortcut')})`}>
              <ActionIcon
                visibleFrom="sm"
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={toggleLabel}
                aria-expanded={sidebar.open}
                aria-controls={SIDEBAR_ID}
                onClick={() => sidebar.setOpen(!sidebar.open)}
              >
                {sidebar.open ? (
                  <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
                ) : (
                  <IconLayoutSidebarLeftExpand size={20} aria-hidden />
                )}
              </ActionIcon>
            </Tooltip>
            <Burger
              hiddenFrom="sm"
              size="sm"
              opened={sidebar.mobileOpen}
              onClick={sidebar.toggleMobile}
              aria-label={sidebar.mobileOpen ? t('sidebar.close') : t('sidebar.open')}
              aria-expanded={sidebar.mobileOpen}
            />
            <BrandLogo />
            <Divider orientation="vertical" visibleFrom="xs" h={24} style={{ alignSelf: 'center' }} />
            <CompanySelector />
            <div className={classes.breadcrumbs}>
              <AppBreadcrumbs />
            </div>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            <ColorSchemeToggle />
            <AvatarMenu />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        id={SIDEBAR_ID}
        aria-label={t('sidebar.label')}
        data-collapsed={!sidebar.open || undefined}
        className={classes.navbar}
      >
        <ScrollArea type="scroll" className={classes.navbarScroll}>
          <SidebarNav collapsed={!sidebar.open} />
        </ScrollArea>
      </AppShell.Navbar>

      <Drawer
        opened={sidebar.mobileOpen}
        onClose={sidebar.closeMobile}
        size={SIDEBAR_WIDTH_MOBILE}
        padding="sm"
        hiddenFrom="sm"
        title={<BrandLogo />}
        closeButtonProps={{ 'aria-label': t('sidebar.close') }}
      >
        <nav aria-label={t('sidebar.label')}>
          <SidebarNav collapsed={false} onNavigate={sidebar.closeMobile} />
        </nav>
      </Drawer>

      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <OfflineNotice className={classes.offline} />
        <RecomputeStatus />
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
