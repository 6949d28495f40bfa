import { Alert, Stack, Text } from '@mantine/core';
import { IconClockHour4, IconLock, IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NoticeLink } from '../../../components/notice-link.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left of a trial ending at `endsAt` (0 once it ended); null when no end is known. */
export function trialDaysLeft(endsAt: string | null | undefined, now: number = Date.now()): number | null {
  if (!endsAt) return null;
  const end = Date.parse(endsAt);
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - now) / DAY_MS));
}

/** What the banners read of the company's answer. */
export type TPlanOfCompany = {
  current_plan: { name: string; trial: boolean; top: boolean } | null;
  trial_ends_at: string | null;
};

/**
 * The dashboard's plan banners (spec/workspace.md §2, §9): an invitation to a higher plan unless
 * the company is on the top one, and while it is in its trial, how many days are left; without a
 * plan (the trial ended, or the company was given none), that nothing can be added until it has
 * one. Each leads to the company's plan (in its settings: no billing screen yet).
 */
export function PlanBanners({ company }: { company: TPlanOfCompany }) {
  const { t } = useTranslation('dashboard');
  const plan = company.current_plan;
  const daysLeft = trialDaysLeft(company.trial_ends_at);
  if (!plan)
    return (
      <Alert
        color="orange"
        variant="light"
        icon={<IconLock size={18} aria-hidden />}
        title={t('plan.noPlanTitle')}
        data-testid="no-plan-banner"
      >
        <Text size="sm">{t(company.trial_ends_at ? 'plan.noPlanEnded' : 'plan.noPlanNoTrial')}</Text>
        <NoticeLink to="/settings">{t('plan.trialLink')}</NoticeLink>
      </Alert>
    );
  return (
    <Stack gap="xs">
      {plan.trial ? (
        <Alert
          color="blue"
          variant="light"
          icon={<IconClockHour4 size={18} aria-hidden />}
          title={t('plan.trialTitle')}
          data-testid="trial-banner"
        >
          <Text size="sm">
            {daysLeft === null
              ? t('plan.trialOpen')
              : daysLeft === 0
                ? t('plan.trialEnded')
                : t('plan.trial', { count: daysLeft })}
          </Text>
          <NoticeLink to="/settings">{t('plan.trialLink')}</NoticeLink>
        </Alert>
      ) : null}
      {plan.top ? null : (
        <Alert
          color="huella"
          variant="light"
          icon={<IconRocket size={18} aria-hidden />}
          title={t('plan.upgradeTitle')}
          data-testid="upgrade-banner"
        >
          <Text size="sm">{t('plan.upgrade', { plan: plan.name })}</Text>
          <NoticeLink to="/settings">{t('plan.upgradeLink')}</NoticeLink>
        </Alert>
      )}
    </Stack>
  );
}
