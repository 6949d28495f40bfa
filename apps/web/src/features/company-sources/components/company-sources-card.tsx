import { SELECTOR_PAGE_SIZE, type TCompanySource, type TLimitUsage, type TSource } from '@huella/shared';
import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Checkbox,
  Group,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCategory } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { SOURCE_ICONS } from '../../../components/source-icons.ts';
import { api, apiKey, apiQuery, apiQueryEveryPage } from '../../../lib/api.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/notify.tsx';

/** A catalogue source as the choice shows it. */
type TSourceChoice = Pick<TSource, 'id' | 'display_name' | 'icon' | 'offered'>;

/** The catalogue sources the company uses, by name (read where every company screen reads them). */
function useCompanySources(companyId: number) {
  return useQuery({
    ...apiQuery('/api/companies/{company}/sources', { path: { company: companyId } }),
    select: (answer) => answer?.data ?? null,
  });
}

/**
 * The whole catalogue to choose from, by name: `GET /api/sources`, every page. Not loaded for who
 * only reads the company's choice (`enabled`).
 */
function useSourceChoices(enabled: boolean) {
  return useQuery({
    ...apiQueryEveryPage('/api/sources', { query: { page: 1, per_page: SELECTOR_PAGE_SIZE } }),
    select: (rows): TSourceChoice[] | null =>
      rows?.map(({ id, display_name, icon, offered }) => ({ id, display_name, icon, offered })) ?? null,
    enabled,
  });
}

/**
 * Replaces the set the company uses (at least one); the answer is the company's sources for every
 * screen that reads them. A 409 (a source its emission sources use, the plan's limit) is said in the
 * card, not in a toast.
 */
function useSaveCompanySources(companyId: number) {
  const queryClient = useQueryClient();
  const company = { path: { company: companyId } };
  return useMutation({
    mutationFn: (sources: number[]) =>
      api.post('/api/companies/{company}/sources', {
        ...company,
        body: { sources },
        notify: (error) => error.status !== 409,
      }),
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(apiKey('/api/companies/{company}/sources', company), saved);
    },
  });
}

export type TCompanySourcesCardProps = {
  companyId: number;
  /** Members see the categories the company uses; administrators choose them. */
  readOnly?: boolean;
  /** The plan's `sources`: how many categories it allows and how many the company uses. */
  usage?: TLimitUsage | null;
  /** After a saved choice (the plan's usage and the first steps follow it). */
  onSaved?: () => void | Promise<void>;
};

function SourceIcon({ icon }: { icon: string }) {
  const Icon = SOURCE_ICONS[icon] ?? IconCategory;
  return (
    <ThemeIcon variant="light" size={32} radius="md" aria-hidden>
      <Icon size={18} />
    </ThemeIcon>
  );
}

/**
 * Settings card: the catalogue's emission-source categories the company works with (its emission
 * sources take theirs among them). At least one; the plan says how many.
 */
export function CompanySourcesCard({
  companyId,
  readOnly = false,
  usage,
  onSaved,
}: TCompanySourcesCardProps) {
  const { t } = useTranslation(['company-sources', 'common']);
  const used = useCompanySources(companyId);
  const choices = useSourceChoices(!readOnly);
  const loading = used.isPending || (!readOnly && choices.isPending);
  const failed = !used.data || (!readOnly && !choices.data);

  let body;
  if (loading) {
    body = (
      <Center mih={120} role="status">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  } else if (failed) {
    body = (
      <LoadFailed
        message={t('loadFailed')}
        onRetry={() => {
          void used.refetch();
          if (!readOnly) void choices.refetch();
        }}
      />
    );
  } else if (readOnly) {
    body = <UsedSources sources={used.data!} />;
  } else {
    body = (
      <SourcesChoice
        // A new answer of the server (saved elsewhere, another company) starts the choice again.
        key={`${companyId}:${used.dataUpdatedAt}`}
        companyId={companyId}
        used={used.data!}
        choices={choices.data!}
        usage={usage}
        onSaved={onSaved}
      />
    );
  }

  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby="company-sources-title"
      // The first steps lead here.
      id="company-sources"
      tabIndex={-1}
    >
      <Stack gap={4} mb="md">
        <Group gap="xs">
          <Title order={2} fz="h4" id="company-sources-title">
            {t('title')}
          </Title>
          {usage ? (
            <Badge variant="light" data-testid="company-sources-plan">
              {t('planAllows', { count: usage.limit })}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {t(readOnly ? 'descriptionReadOnly' : 'description')}
        </Text>
      </Stack>
      {body}
    </Card>
  );
}

/** What a member sees: the categories in use, with their icons. */
function UsedSources({ sources }: { sources: TCompanySource[] }) {
  const { t } = useTranslation('company-sources');
  if (sources.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('none')}
      </Text>
    );
  }
  return (
    <List spacing="xs" listStyleType="none" aria-label={t('usedLabel')}>
      {sources.map((source) => (
        <List.Item key={source.id} icon={<SourceIcon icon={source.icon} />}>
          <Text size="sm">{source.name}</Text>
        </List.Item>
      ))}
    </List>
  );
}

/**
 * The sources a company may choose: those the catalogue offers (enabled, with at least one emission
 * factor), and those it already uses.
 */
function choosable(choices: TSourceChoice[], used: TCompanySource[]): TSourceChoice[] {
  const held = new Set(used.map((source) => source.id));
  return choices.filter((source) => source.offered || held.has(source.id));
}

type TSourcesChoiceProps = {
  companyId: number;
  used: TCompanySource[];
  choices: TSourceChoice[];
  usage?: TLimitUsage | null;
  onSaved?: () => void | Promise<void>;
};

/** An administrator's choice: one checkbox card per category, and Save. */
function SourcesChoice({ companyId, used, choices, usage, onSaved }: TSourcesChoiceProps) {
  const { t } = useTranslation(['company-sources', 'common']);
  const labelId = useId();
  const reasonId = useId();
  const save = useSaveCompanySources(companyId);
  const [chosen, setChosen] = useState<string[]>(() => used.map((source) => String(source.id)));
  const [refusal, setRefusal] = useState<string | null>(null);
  // A company that has chosen nothing yet is not in error: the line turns red only once the
  // administrator has emptied the choice or pressed Save with nothing chosen.
  const [touched, setTouched] = useState(false);
  const options = choosable(choices, used);
  const count = chosen.length;
  const empty = count === 0;
  const overLimit = usage ? count > usage.limit : false;

  const submit = async () => {
    setTouched(true);
    if (empty) return;
    setRefusal(null);
    try {
      const saved = await save.mutateAsync(chosen.map(Number));
      if (!saved) return;
      showToast({ kind: 'success', message: t('saved', { count: saved.data.length }) });
      await onSaved?.();
    } catch (error) {
      // A conflict (a category in use, the plan's limit) or a refused set is said here, in words;
      // a save never confirmed has had its toast and keeps the choice as it is.
      if (isApiError(error) && error.status >= 400) {
        setRefusal(error.errors.sources?.join(' ') ?? error.message);
      }
    }
  };

  if (options.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('catalogueEmpty')}
      </Text>
    );
  }

  return (
    <Stack gap="md">
      <div role="group" aria-labelledby={labelId}>
        <Text size="sm" fw={500} id={labelId} mb="xs">
          {t('chooseLabel')}
        </Text>
        <Checkbox.Group
          value={chosen}
          onChange={(next) => {
            setChosen(next);
            setTouched(true);
            setRefusal(null);
          }}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            {options.map((source) => (
              <Checkbox.Card key={source.id} value={String(source.id)} radius="md" p="sm">
                <Group wrap="nowrap" gap="sm" align="center">
                  <Checkbox.Indicator />
                  <SourceIcon icon={source.icon} />
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {source.display_name}
                  </Text>
                </Group>
              </Checkbox.Card>
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      </div>
      {refusal ? (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
          {refusal}
        </Alert>
      ) : null}
      <Group justify="space-between" align="center" gap="sm">
        <Text
          size="sm"
          id={reasonId}
          c={(empty && touched) || overLimit ? 'var(--mantine-color-error)' : 'dimmed'}
          aria-live="polite"
        >
          {empty
            ? t('atLeastOne')
            : usage
              ? t(overLimit ? 'overLimit' : 'chosenOfLimit', { count, limit: usage.limit })
              : t('chosen', { count })}
        </Text>
        <Button
          loading={save.isPending}
          // With nothing chosen it stays reachable and says why it does nothing (the line beside it).
          data-disabled={empty || undefined}
          aria-disabled={empty || undefined}
          aria-describedby={reasonId}
          onClick={(event) => {
            if (empty) {
              event.preventDefault();
              setTouched(true);
            } else void submit();
          }}
        >
          {t('save')}
        </Button>
      </Group>
    </Stack>
  );
}
