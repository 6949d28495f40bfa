import type { TRecomputeState } from '@huella/shared';
import { formatNumber } from '@huella/shared/format/index';
import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { apiQuery } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { isNavItemActive, NAV_SECTIONS } from './nav-items.ts';

/** While catalogue changes wait, the state is asked again this often (ms); else less often. */
const WHILE_PENDING_MS = 3_000;
const WHEN_IDLE_MS = 30_000;

const ADMINISTRATION_SCREENS = NAV_SECTIONS.find((section) => section.id === 'administration')!.items.map(
  (item) => item.to,
);

/** Whether the path is a screen of the platform catalogue (the Administration group), or below one. */
export function isAdministrationScreen(pathname: string): boolean {
  return (
    ADMINISTRATION_SCREENS.some((to) => isNavItemActive(pathname, to)) || pathname.startsWith('/factors/')
  );
}

/**
 * The recalculation after catalogue changes, in words and counts, on the administration screens of
 * a super-admin: the changes still waiting to reach the stored figures, and the activities it
 * flagged (left without a valid value on their date, and so out of every total). Nothing while the
 * state is unknown.
 */
export function RecomputeStatus() {
  const user = useSessionUser();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const shown =
    Boolean(user?.capabilities.includes('administer_platform')) && isAdministrationScreen(pathname);
  const state = useQuery({
    ...apiQuery('/api/emissions/recompute'),
    enabled: shown,
    refetchInterval: (query) => (query.state.data?.pending ? WHILE_PENDING_MS : WHEN_IDLE_MS),
  });
  if (!shown || !state.data) return null;
  return <RecomputeStatusLine state={state.data} />;
}

/** The state as one line: what waits, what is flagged, or that the figures are up to date. */
export function RecomputeStatusLine({ state }: { state: TRecomputeState }) {
  const { t } = useTranslation('layout');
  const lang = currentLanguage();
  const { pending, flagged } = state;
  const upToDate = pending === 0 && flagged === 0;
  const color = flagged > 0 ? 'orange' : pending > 0 ? 'blue' : 'huella';
  const Icon = flagged > 0 ? IconAlertTriangle : pending > 0 ? IconRefresh : IconCircleCheck;
  return (
    <Paper withBorder radius="md" px="sm" py={6} mb="md" role="status" aria-label={t('recompute.label')}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ThemeIcon size={22} radius="xl" variant="light" color={color} aria-hidden>
          <Icon size={14} />
        </ThemeIcon>
        <Text size="sm">
          <Text span fw={600}>
            {t('recompute.title')}
          </Text>{' '}
          {upToDate
            ? t('recompute.upToDate')
            : [
                t('recompute.pending', { count: pending, formatted: formatNumber(pending, lang) }),
                t('recompute.flagged', { count: flagged, formatted: formatNumber(flagged, lang) }),
              ].join(' ')}
        </Text>
      </Group>
    </Paper>
  );
}
