import {
  DASHBOARD_PERIOD_MAX_YEARS,
  DASHBOARD_SOURCES_MAX,
  DATE_GROUPS,
  formatDate,
  listFilter,
  STANDARD_ISO,
  type TDateGroup,
} from '@huella/shared';
import { translate } from '@huella/shared/i18n/messages';
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { DatePickerInput, MonthPickerInput, YearPickerInput } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiltersButton, type TListFilter } from '../../../components/data/list-filters.tsx';
import { filterFieldsOf } from '../../../components/data/list-filter-fields.ts';
import { LocaleDateInput } from '../../../components/data/locale-date-input.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import {
  countActiveFilters,
  FIRST_PICKER_DAY,
  monthsPeriod,
  periodForGroup,
  STANDARD_IDS,
  today,
  validateFilters,
  weekPeriod,
  yearsPeriod,
  type TDashboardFilters,
  type TFilterErrors,
  type TFiltersMode,
  type TStakeholderFilter,
  type TStandardId,
} from '../dashboard-filters.ts';
import type { TCompanySource } from '../use-dashboard-filters.ts';

/** The company's stakeholders of each kind, loaded as the activity list's filter loads them. */
const STAKEHOLDERS = {
  headquarter_id: listFilter.stakeholder('HEADQUARTERS'),
  client_id: listFilter.stakeholder('CLIENTS'),
  provider_id: listFilter.stakeholder('PROVIDERS'),
  project_id: listFilter.stakeholder('PROJECTS'),
};

export type TDashboardFiltersProps = {
  companyId: number;
  /** `all`: the dashboard (one source or more); `one`: a source's page (exactly one). */
  mode: TFiltersMode;
  value: TDashboardFilters;
  defaults: TDashboardFilters;
  sources: readonly TCompanySource[];
  onApply: (filters: TDashboardFilters) => void;
};

/**
 * The period a dashboard shows and its Filters button, counting the filters that narrow it, with
 * its dialog (which gives the focus back to the button when it closes).
 */
export function DashboardFilters(props: TDashboardFiltersProps) {
  const { t } = useTranslation(['dashboard', 'common']);
  const lang = currentLanguage();
  const [opened, setOpened] = useState(false);
  // Each opening starts from the filters applied, not from what an earlier opening left.
  const [opening, setOpening] = useState(0);
  return (
    <Group gap="sm" align="center" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="dashboard-period">
        {t('period', {
          from: formatDate(props.value.date_from, lang),
          to: formatDate(props.value.date_to, lang),
        })}
      </Text>
      <FiltersButton
        active={countActiveFilters(props.value, props.defaults, props.mode)}
        onClick={() => {
          setOpening((count) => count + 1);
          setOpened(true);
        }}
      />
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t(props.mode === 'one' ? 'filters.titleSource' : 'filters.title')}
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        <DashboardFiltersForm
          key={opening}
          {...props}
          onClose={() => setOpened(false)}
          onApply={(filters) => {
            props.onApply(filters);
            setOpened(false);
          }}
        />
      </Modal>
    </Group>
  );
}

/** The words of a rule the filters broke: the shared message. */
function useErrorText() {
  const { t } = useTranslation('dashboard');
  const lang = currentLanguage();
  return (key: string | undefined): string | undefined => {
    if (!key) return undefined;
    // The shared messages name the contract's limits.
    const max = key === 'validation.too_many' ? DASHBOARD_SOURCES_MAX : DASHBOARD_PERIOD_MAX_YEARS;
    const text = translate(key, lang, { max });
    return text === key ? t('filters.errors.invalid') : text;
  };
}

const yearOf = (day: string) => dayjs(day).year();
const yearDay = (day: string) => `${yearOf(day)}-01-01`;

/**
 * The dashboard's filter dialog (spec/workspace.md §2, §5): how the period is chosen (whole years,
 * whole months, a week, or two days) with its pickers from 1980 to today, the company's catalogue
 * sources (at least one, or exactly one on a source's page), the standards and one stakeholder of
 * each kind. Checked with the shared contract before it applies; Reset goes back to the defaults.
 * It is the content of the dialog `DashboardFilters` opens.
 */
export function DashboardFiltersForm({
  companyId,
  mode,
  value,
  defaults,
  sources,
  onApply,
  onClose,
}: TDashboardFiltersProps & { onClose: () => void }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const errorText = useErrorText();
  const lang = currentLanguage();
  const [draft, setDraft] = useState<TDashboardFilters>(value);
  const [errors, setErrors] = useState<TFilterErrors>({});
  const on = today();
  const change = (next: Partial<TDashboardFilters>) => {
    setDraft((previous) => ({ ...previous, ...next }));
    setErrors((previous) => {
      const kept = { ...previous };
      for (const name of Object.keys(next) as (keyof TDashboardFilters)[]) delete kept[name];
      return kept;
    });
  };
  const apply = () => {
    const found = validateFilters(draft, companyId, mode);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(draft);
  };
  const reset = () => {
    setErrors({});
    // A source's page stays on its source.
    setDraft(mode === 'one' ? { ...defaults, sources: draft.sources } : defaults);
  };
  // A custom period says what is wrong on its boxes; the pickers cannot name a wrong day, only an order.
  const periodError = errorText(
    draft.date_group === 'CUSTOM'
      ? errors.date_group
      : (errors.date_from ?? errors.date_to ?? errors.date_group),
  );
  const sourceOptions = sources.map((source) => ({ value: String(source.id), label: source.name }));
  const stakeholderFields = filterFieldsOf(STAKEHOLDERS, companyId);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <Stack gap="md">
        <Select
          label={t('filters.dateGroup')}
          data={DATE_GROUPS.map((group) => ({ value: group, label: t(`filters.groups.${group}`) }))}
          value={draft.date_group}
          allowDeselect={false}
          onChange={(next) => {
            if (!next) return;
            const group = next as TDateGroup;
            // A custom period being typed may not name days yet: the default one is the start then.
            const base = isDay(draft.date_from) && isDay(draft.date_to) ? draft : defaults;
            change({ date_group: group, ...periodForGroup(group, base, on) });
          }}
          comboboxProps={{ withinPortal: true }}
        />
        <PeriodFields
          draft={draft}
          on={on}
          change={change}
          errors={{ from: errorText(errors.date_from), to: errorText(errors.date_to) }}
        />
        <Text size="sm" c={periodError ? 'red' : 'dimmed'} aria-live="polite" data-testid="filter-period">
          {periodError ??
            (isDay(draft.date_from) && isDay(draft.date_to)
              ? t('filters.period', {
                  from: formatDate(draft.date_from, lang),
                  to: formatDate(draft.date_to, lang),
                })
              : null)}
        </Text>
        {mode === 'all' ? (
          <Stack gap={4}>
            <MultiSelect
              label={t('filters.sources')}
              placeholder={draft.sources.length === 0 ? t('filters.sourcesPlaceholder') : undefined}
              data={sourceOptions}
              value={draft.sources.map(String)}
              onChange={(next) => change({ sources: next.map(Number) })}
              searchable
              clearable
              hidePickedOptions={false}
              error={errorText(errors.sources)}
              comboboxProps={{ withinPortal: true }}
            />
            {draft.sources.length < sources.length ? (
              <Anchor
                component="button"
                type="button"
                size="sm"
                ta="left"
                onClick={() => change({ sources: sources.map((source) => source.id) })}
              >
                {t('filters.allSources')}
              </Anchor>
            ) : null}
          </Stack>
        ) : (
          <Select
            label={t('filters.source')}
            data={sourceOptions}
            value={draft.sources.length === 1 ? String(draft.sources[0]) : null}
            onChange={(next) => change({ sources: next ? [Number(next)] : [] })}
            searchable
            allowDeselect={false}
            error={errorText(errors.sources)}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Checkbox.Group
          label={t('filters.standards')}
          description={t('filters.standardsHelp')}
          value={draft.standards.map(String)}
          onChange={(next) => change({ standards: next.map(Number) as TStandardId[] })}
          error={errorText(errors.standards)}
        >
          <Group gap="lg" mt={6}>
            {STANDARD_IDS.map((id) => (
              <Checkbox
                key={id}
                value={String(id)}
                label={t(id === STANDARD_ISO ? 'filters.standardIso' : 'filters.standardGhg')}
              />
            ))}
          </Group>
        </Checkbox.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {stakeholderFields.map((field) => (
            <StakeholderSelect
              key={field.name}
              field={field}
              value={draft[field.name]}
              error={errorText(errors[field.name])}
              onChange={(next) => change({ [field.name]: next })}
            />
          ))}
        </SimpleGrid>
        <Group justify="space-between" gap="sm">
          <Button variant="subtle" onClick={reset}>
            {t('filters.reset')}
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit">{t('filters.apply')}</Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

type TPeriodFieldsProps = {
  draft: TDashboardFilters;
  on: string;
  change: (next: Partial<TDashboardFilters>) => void;
  /** The words of what is wrong with each end of a custom period (typed days). */
  errors: { from?: string; to?: string };
};

/** Whether a text is a whole day (`YYYY-MM-DD`), as the pickers and the summary need. */
function isDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && dayjs(text).isValid();
}

/** The pickers of the period, by how it is chosen. */
function PeriodFields({ draft, on, change, errors }: TPeriodFieldsProps) {
  const { t } = useTranslation('dashboard');
  const lang = currentLanguage();
  const limits = { minDate: FIRST_PICKER_DAY, maxDate: on };
  switch (draft.date_group) {
    case 'YEARLY':
      return (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <YearPickerInput
            label={t('filters.fromYear')}
            value={yearDay(draft.date_from)}
            {...limits}
            onChange={(next) => {
              if (!next) return;
              change({ ...yearsPeriod(yearOf(next), Math.max(yearOf(next), yearOf(draft.date_to)), on) });
            }}
          />
          <YearPickerInput
            label={t('filters.toYear')}
            value={yearDay(draft.date_to)}
            {...limits}
            onChange={(next) => {
              if (!next) return;
              const to = yearOf(next);
              const from = Math.min(yearOf(draft.date_from), to);
              // The first year keeps its first day unless it moves.
              const period = yearsPeriod(from, to, on);
              change(from === yearOf(draft.date_from) ? { date_to: period.date_to } : period);
            }}
          />
        </SimpleGrid>
      );
    case 'MONTHLY':
      return (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <MonthPickerInput
            label={t('filters.fromMonth')}
            value={dayjs(draft.date_from).startOf('month').format('YYYY-MM-DD')}
            {...limits}
            onChange={(next) => {
              if (!next) return;
              change(monthsPeriod(next, next > draft.date_to ? next : draft.date_to, on));
            }}
          />
          <MonthPickerInput
            label={t('filters.toMonth')}
            value={dayjs(draft.date_to).startOf('month').format('YYYY-MM-DD')}
            {...limits}
            onChange={(next) => {
              if (!next) return;
              change(monthsPeriod(next < draft.date_from ? next : draft.date_from, next, on));
            }}
          />
        </SimpleGrid>
      );
    case 'WEEKLY':
      return (
        <DatePickerInput
          label={t('filters.week')}
          value={draft.date_from}
          {...limits}
          valueFormatter={() =>
            t('filters.weekValue', {
              from: formatDate(draft.date_from, lang),
              to: formatDate(draft.date_to, lang),
            })
          }
          getDayProps={(day) => {
            const inWeek = day >= draft.date_from && day <= draft.date_to;
            return inWeek
              ? {
                  inRange: true,
                  firstInRange: day === draft.date_from,
                  lastInRange: day === draft.date_to,
                  selected: day === draft.date_from || day === draft.date_to,
                }
              : {};
          }}
          onChange={(next) => {
            if (next) change(weekPeriod(next));
          }}
        />
      );
    case 'CUSTOM':
      return (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <LocaleDateInput
            label={t('filters.fromDate')}
            value={draft.date_from}
            {...limits}
            onChange={(next) => change({ date_from: next ?? '' })}
            error={errors.from}
          />
          <LocaleDateInput
            label={t('filters.toDate')}
            value={draft.date_to}
            {...limits}
            onChange={(next) => change({ date_to: next ?? '' })}
            error={errors.to}
          />
        </SimpleGrid>
      );
  }
}

/** One stakeholder of a kind (its choices loaded when the dialog opens). */
function StakeholderSelect({
  field,
  value,
  error,
  onChange,
}: {
  field: TListFilter<TStakeholderFilter>;
  value: number | null;
  error?: string;
  onChange: (value: number | null) => void;
}) {
  const { t } = useTranslation('common');
  const options = useQuery({
    ...(field.kind === 'select' ? field.options : { queryKey: ['none'], queryFn: () => [] }),
    enabled: field.kind === 'select',
    staleTime: 60_000,
  });
  const choices = options.data ?? [];
  return (
    <Select
      label={field.label}
      data={choices.map((option) => ({ value: String(option.value), label: option.label }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      searchable
      clearable
      error={error}
      nothingFoundMessage={options.isPending ? t('loading') : t('noResults')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
