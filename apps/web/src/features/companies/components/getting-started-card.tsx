import type { TCompany } from '@huella/shared';
import { Alert, Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleDashed, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage.ts';

/** What the guided start needs to know about the company's people. */
export type TTeam = { members: number; invitations: number };

export type TStartStep = {
  key: 'companyData' | 'sources' | 'headquarters' | 'team';
  done: boolean;
  /** The id of the element of the settings screen where the step is done (focused on "go"). */
  target: string;
};

/**
 * The steps of a new company, in the order spec/workspace.md §2 gives the settings cards: its
 * data, the emission-source categories it works with, a first headquarter (where its emission
 * sources are recorded), then its people. Each is ticked from the company's real data: a logo (the
 * one piece of its data the creation form does not ask for, and the one its reports and the header
 * show); at least one category and one headquarter in use (the plan's usage counts them); someone
 * besides its creator (another member or a pending invitation). Emission sources and activities
 * join here when their screens exist; a step only ever links to a screen that does.
 */
export function startSteps(company: Pick<TCompany, 'logo' | 'current_limits'>, team: TTeam): TStartStep[] {
  return [
    { key: 'companyData', done: Boolean(company.logo), target: 'company-data' },
    { key: 'sources', done: company.current_limits.sources.used > 0, target: 'company-sources' },
    { key: 'headquarters', done: company.current_limits.entities.used > 0, target: 'stakeholders' },
    { key: 'team', done: team.members > 1 || team.invitations > 0, target: 'invite-email' },
  ];
}

function hiddenCompanies(): string[] {
  return (readStorage(STORAGE_KEYS.gettingStartedHidden) ?? '').split(',').filter(Boolean);
}

/** Moves to the part of the screen where a step is done, and puts the keyboard there. */
function goTo(id: string) {
  const element = document.getElementById(id);
  element?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  element?.focus({ preventScroll: true });
}

type TGettingStartedCardProps = {
  company: TCompany;
  /** Undefined while the members are loading: nothing is shown before the steps are known. */
  team: TTeam | undefined;
};

/**
 * Settings of a company without data: a checklist of what to set up first, each step ticked from
 * the company's real data and leading to where it is done. It leaves when every step is done, or
 * when an administrator hides it (remembered in this browser).
 */
export function GettingStartedCard({ company, team }: TGettingStartedCardProps) {
  const { t } = useTranslation('companies');
  const [hidden, setHidden] = useState(() => hiddenCompanies().includes(String(company.id)));
  if (!team || hidden) return null;
  const steps = startSteps(company, team);
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;

  const hide = () => {
    writeStorage(STORAGE_KEYS.gettingStartedHidden, [...hiddenCompanies(), String(company.id)].join(','));
    setHidden(true);
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="getting-started-title">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="md">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={2} fz="h4" id="getting-started-title">
              {t('start.title')}
            </Title>
            <Badge variant="light">{t('start.progress', { done, total: steps.length })}</Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('start.description', { name: company.name })}
          </Text>
        </Stack>
        <Button variant="subtle" color="gray" size="xs" onClick={hide} aria-label={t('start.hideLabel')}>
          {t('start.hide')}
        </Button>
      </Group>
      {company.current_plan === null ? (
        <Alert color="orange" variant="light" icon={<IconLock size={18} aria-hidden />} mb="md">
          {t('start.noPlan')}
        </Alert>
      ) : null}
      <List
        component="ol"
        spacing="md"
        center
        listStyleType="none"
        aria-label={t('start.stepsLabel')}
        styles={{ itemWrapper: { width: '100%' }, itemLabel: { width: '100%' } }}
      >
        {steps.map((step) => (
          <List.Item
            key={step.key}
            icon={
              <ThemeIcon
                size={28}
                radius="xl"
                color={step.done ? 'huella' : 'gray'}
                variant={step.done ? 'filled' : 'light'}
                aria-hidden
              >
                {step.done ? <IconCheck size={16} /> : <IconCircleDashed size={16} />}
              </ThemeIcon>
            }
          >
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0} style={{ flex: '1 1 240px' }}>
                <Text fw={600} size="sm" td={step.done ? 'line-through' : undefined}>
                  {t(`start.steps.${step.key}.title`)}
                  <Text component="span" size="xs" c="dimmed" fw={400}>
                    {' · '}
                    {step.done ? t('start.done') : t('start.pending')}
                  </Text>
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`start.steps.${step.key}.description`)}
                </Text>
              </Stack>
              {step.done ? null : (
                <Button size="xs" variant="light" onClick={() => goTo(step.target)}>
                  {t(`start.steps.${step.key}.action`)}
                </Button>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
