import { Alert, Stack, Text } from '@mantine/core';
import { IconClockHour4, IconLock, IconRocket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
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
      <PlanNotice color="orange" icon={IconLock} title={t('plan.noPlanTitle')} testId="no-plan-banner">
        {t(company.trial_ends_at ? 'plan.noPlanEnded' : 'plan.noPlanNoTrial')}
      </PlanNotice>
    );
  return (
    <Stack gap="xs">
      {plan.trial ? (
        <PlanNotice color="blue" icon={IconClockHour4} title={t('plan.trialTitle')} testId="trial-banner">
          {daysLeft === null
            ? t('plan.trialOpen')
            : daysLeft === 0
              ? t('plan.trialEnded')
              : t('plan.trial', { count: daysLeft })}
        </PlanNotice>
      ) : null}
      {plan.top ? null : (
        <PlanNotice
          color="huella"
          icon={IconRocket}
          title={t('plan.upgradeTitle')}
          testId="upgrade-banner"
          link={t('plan.upgradeLink')}
        >
          {t('plan.upgrade', { plan: plan.name })}
        </PlanNotice>
      )}
    </Stack>
  );
}

/** One banner about the plan: its words, and a link to the company's plan (its settings). */
function PlanNotice({
  color,
  icon: Icon,
  title,
  testId,
  link,
  children,
}: {
  color: string;
  icon: typeof IconLock;
  title: string;
  testId: string;
  /** The link's words; "Choose a plan" unless told. */
  link?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Alert
      color={color}
      variant="light"
      icon={<Icon size={18} aria-hidden />}
      title={title}
      data-testid={testId}
    >
      <Text size="sm">{children}</Text>
      <NoticeLink to="/settings">{link ?? t('plan.trialLink')}</NoticeLink>
    </Alert>
  );
}
