import type { TCompany } from '@huella/shared';
import { Alert, Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleDashed, IconLock } from '@tabler/icons-react';
import { Link, linkOptions } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage.ts';

/** What the guided start needs to know about the company's people. */
export type TTeam = { members: number; invitations: number };

/** The screens the later steps lead to: a new emission source, a new activity, the import, the footprint. */
const START_LINKS = linkOptions([
  { to: '/emission-sources/$id', params: { id: '0' } },
  { to: '/emission-activities/$id', params: { id: '0' } },
  { to: '/emission-activities' },
  { to: '/dashboard' },
]);
const [NEW_EMISSION_SOURCE, NEW_ACTIVITY, ACTIVITIES, DASHBOARD] = START_LINKS;

/** A link of a step: the screen, and which of the step's words name it. */
type TStartLink = { action: 'action' | 'import'; link: (typeof START_LINKS)[number] };

export type TStartStep = {
  key: 'companyData' | 'sources' | 'headquarters' | 'team' | 'emissionSources' | 'activity' | 'footprint';
  done: boolean;
  /**
   * Where the step is done: the id of an element of the settings screen (focused on "go"), or the
   * screens it links to (its first link the main one).
   */
  target: { id: string } | { links: TStartLink[] };
};

/**
 * The steps of a new company, in the order its work needs them: its data, the emission-source
 * categories it works with, a first headquarter (where its emission sources are recorded), its
 * people (spec/workspace.md §2 gives the settings cards in that order), then an emission source, a
 * first activity (typed or imported) and the footprint it makes. Each is ticked from the company's
 * real data, never from a click: a logo (the one piece of its data the creation form does not ask
 * for, and the one its reports and the header show); at least one category, headquarter, emission
 * source and activity (the plan's usage counts them); someone besides its creator (another member
 * or a pending invitation). The footprint is there once an activity is: its step then links to the
 * dashboard that shows it.
 */
export function startSteps(company: Pick<TCompany, 'logo' | 'current_limits'>, team: TTeam): TStartStep[] {
  const used = company.current_limits;
  const hasActivity = used.emission_activities.used > 0;
  return [
    { key: 'companyData', done: Boolean(company.logo), target: { id: 'company-data' } },
    { key: 'sources', done: used.sources.used > 0, target: { id: 'company-sources' } },
    { key: 'headquarters', done: used.entities.used > 0, target: { id: 'stakeholders' } },
    { key: 'team', done: team.members > 1 || team.invitations > 0, target: { id: 'invite-email' } },
    {
      key: 'emissionSources',
      done: used.emission_sources.used > 0,
      target: { links: [{ action: 'action', link: NEW_EMISSION_SOURCE }] },
    },
    {
      key: 'activity',
      done: hasActivity,
      target: {
        links: [
          { action: 'action', link: NEW_ACTIVITY },
          { action: 'import', link: ACTIVITIES },
        ],
      },
    },
    { key: 'footprint', done: hasActivity, target: { links: [{ action: 'action', link: DASHBOARD }] } },
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
              <StepActions step={step} />
            </Group>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}

/**
 * What leads to a step's work: a button that moves to the part of the settings screen, or links to
 * the screens. A done step has none, but the footprint, whose link is the point once it exists.
 */
function StepActions({ step }: { step: TStartStep }) {
  const { t } = useTranslation('companies');
  const { target } = step;
  if ('id' in target) {
    if (step.done) return null;
    return (
      <Button size="xs" variant="light" onClick={() => goTo(target.id)}>
        {t(`start.steps.${step.key}.action`)}
      </Button>
    );
  }
  // The footprint's link appears once there is a footprint; the other steps' links until done.
  const shown = step.key === 'footprint' ? step.done : !step.done;
  if (!shown) return null;
  return (
    <Group gap="xs">
      {target.links.map((link, index) => {
        const label =
          link.action === 'import' ? t('start.steps.activity.import') : t(`start.steps.${step.key}.action`);
        return (
          <Button
            key={link.action}
            size="xs"
            variant={index === 0 ? 'light' : 'subtle'}
            renderRoot={(props) => <Link {...props} {...link.link} />}
          >
            {label}
          </Button>
        );
      })}
    </Group>
  );
}
