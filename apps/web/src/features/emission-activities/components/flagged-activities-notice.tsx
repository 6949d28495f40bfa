import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NoticeLink } from '../../../components/notice-link.tsx';
import { apiQuery } from '../../../lib/api.ts';

export type TFlaggedActivitiesNoticeProps = {
  companyId: number;
  /** The list shows only the flagged activities already: the link goes back to all of them. */
  filtered: boolean;
};

/**
 * Above the activity list, what the company's stored figures are waiting on (DESIGN §4): how many
 * activities a catalogue change left without a value (counted 0 until fixed), with a link to the
 * list filtered on them, and whether catalogue changes are still being recalculated for it. Nothing
 * when all is calculated.
 */
export function FlaggedActivitiesNotice({ companyId, filtered }: TFlaggedActivitiesNoticeProps) {
  const { t } = useTranslation('emission-activities');
  const state = useQuery({
    ...apiQuery('/api/companies/{company}', { path: { company: companyId } }),
    select: (company) =>
      company ? { flagged: company.flagged_activities, pending: company.pending_recomputes } : null,
  });
  const flagged = state.data?.flagged ?? 0;
  const pending = state.data?.pending ?? 0;
  if (flagged === 0 && pending === 0) return null;
  return (
    <Stack gap="xs">
      {flagged > 0 ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t('flaggedNotice.title', { count: flagged })}
          data-testid="flagged-activities-notice"
        >
          <Text size="sm">{t('flaggedNotice.body', { count: flagged })}</Text>
          {filtered ? (
            <NoticeLink to="/emission-activities" search={{}}>
              {t('flaggedNotice.showAll')}
            </NoticeLink>
          ) : (
            <NoticeLink to="/emission-activities" search={{ flagged: true }}>
              {t('flaggedNotice.show', { count: flagged })}
            </NoticeLink>
          )}
        </Alert>
      ) : null}
      {pending > 0 ? (
        <Alert color="blue" variant="light" icon={<IconRefresh size={18} aria-hidden />}>
          <Text size="sm">{t('flaggedNotice.pending', { count: pending })}</Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
