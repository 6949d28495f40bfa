import {
  csvNumber,
  EMISSIONS_UNIT,
  formatDate,
  formatNumber,
  formatRatio,
  INDICATOR_DASHBOARD_FIRST_YEAR,
  listFilter,
  ZDate,
  ZId,
  type TExportFormat,
  type TIndicatorDashboard,
  type TIndicatorDashboardDefaults,
} from '@huella/shared';
import { translate } from '@huella/shared/i18n/messages';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { z } from 'zod';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ChartCard,
  DownloadMenu,
  FigureCard,
  Loading,
  NoData,
  Swatch,
} from '../../../components/charts/chart-card.tsx';
import { EmissionsAreaChart } from '../../../components/charts/emissions-charts.tsx';
import { filterFieldsOf } from '../../../components/data/list-filter-fields.ts';
import { FiltersButton, type TFilterOptions } from '../../../components/data/list-filters.tsx';
import { LocaleDateInput } from '../../../components/data/locale-date-input.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { apiQuery } from '../../../lib/api.ts';
import {
  readDashboardFilters,
  subscribeDashboardFilters,
  writeDashboardFilters,
} from '../../../lib/dashboard-filters-storage.ts';
import { downloadTable } from '../../../lib/download-table.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { chartColor } from '../../../lib/theme.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** The table's file. */
export const INDICATOR_DASHBOARD_CSV = 'emission-indicators-by-month.csv';

/** What the indicator dashboard shows: a key indicator (of a sector) over a period. */
export type TIndicatorFilter = TIndicatorDashboardDefaults;

/** The catalogue's sectors and key indicators, loaded as a list's filter loads them. */
const CHOICES = filterFieldsOf({
  sector_id: listFilter.sector(),
  key_indicator_id: listFilter.keyIndicator(),
});

type TSection = 'reference_intensity' | 'carbon_print' | 'indicator_intensity';
const SECTIONS: readonly TSection[] = ['reference_intensity', 'carbon_print', 'indicator_intensity'];

/** One catalogue source of the period: its name and, per section, its figure of each month. */
export type TSourceRow = { source_id: number; source: string; values: Record<TSection, number[]> };

/**
 * The table of the answer: its months in order, and a row per catalogue source (in the order the
 * answer first names them) with each section's figure of every month — 0 where the source has no
 * record that month, or no intensity (a month without a value of the indicator).
 */
export function indicatorTable(data: TIndicatorDashboard): { months: string[]; rows: TSourceRow[] } {
  const months = data.months.map((month) => month.month).sort();
  const rows = new Map<number, TSourceRow>();
  for (const month of data.months) {
    for (const entry of month.sources) {
      if (!rows.has(entry.source_id)) {
        const zeros = () => months.map(() => 0);
        rows.set(entry.source_id, {
          source_id: entry.source_id,
          source: entry.source,
          values: { reference_intensity: zeros(), carbon_print: zeros(), indicator_intensity: zeros() },
        });
      }
      const row = rows.get(entry.source_id)!;
      const at = months.indexOf(month.month);
      for (const section of SECTIONS) row.values[section][at] = entry[section] ?? 0;
    }
  }
  return { months, rows: [...rows.values()] };
}

/** The words of the table's sections, with the indicator's unit. */
function useSectionTitles(unit: string): Record<TSection, string> {
  const { t } = useTranslation('emission-indicators');
  return {
    reference_intensity: t('dashboard.table.unitReference', { unit }),
    carbon_print: t('dashboard.table.carbonPrint'),
    indicator_intensity: t('dashboard.table.intensity', { unit }),
  };
}

/**
 * The table's CSV: a row per section and source, a column per month (`YYYY-MM`), every figure the
 * API answered with the language's decimal mark.
 */
export function indicatorCsvRows(
  table: ReturnType<typeof indicatorTable>,
  titles: Record<TSection, string>,
  words: { section: string; source: string },
): (readonly unknown[])[] {
  return [
    [words.section, words.source, ...table.months],
    ...SECTIONS.flatMap((section) =>
      table.rows.map((row) => [titles[section], row.source, ...row.values[section]]),
    ),
  ];
}

/** `2025-03` as the reader says it (`mar 2025`, `Mar 2025`). */
function monthLabel(month: string, lang: string): string {
  return dayjs(`${month}-01`).locale(lang).format('MMM YYYY');
}

/** A period's query needs a key indicator; the sector goes along when chosen. */
function dashboardQuery(filter: TIndicatorFilter, companyId: number) {
  return {
    company_id: companyId,
    key_indicator_id: filter.key_indicator_id ?? 0,
    ...(filter.sector_id === null ? {} : { sector_id: filter.sector_id }),
    date_from: filter.date_from,
    date_to: filter.date_to,
  };
}

/**
 * /emission-indicators-dashboard (spec/workspace.md §2): the company's footprint per unit of a key
 * indicator over a period — opened on the first sector and key indicator with data and the last
 * full calendar year (DESIGN §9) — with the indicator's total, the footprint and the intensity, the
 * intensity by month stacked by catalogue source, and the table by source and month with its CSV.
 */
export function IndicatorDashboardPage({
  companyId,
  companyName,
}: {
  companyId: number;
  companyName: string;
}) {
  const { t } = useTranslation('emission-indicators');
  usePageTitle(t('dashboard.title'));
  const defaults = useQuery(
    apiQuery('/api/dashboard-emission-indicators/defaults', { query: { company_id: companyId } }),
  );
  // The filter chosen last, kept per company between visits as the emissions dashboard keeps its own.
  const kept = useSyncExternalStore(subscribeDashboardFilters, () =>
    readDashboardFilters(companyId, 'indicators'),
  );
  const chosen = parseKeptIndicatorFilter(kept);
  const choose = (next: TIndicatorFilter) =>
    writeDashboardFilters(companyId, JSON.stringify(next), 'indicators');
  const filter = chosen ?? defaults.data ?? null;
  const ready = filter !== null && filter.key_indicator_id !== null;
  const dashboard = useQuery({
    ...apiQuery('/api/dashboard-emission-indicators', {
      query: dashboardQuery(filter ?? emptyFilter(), companyId),
    }),
    enabled: ready,
  });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <PageHeader
          title={t('dashboard.title')}
          description={t('dashboard.description', { company: companyName })}
        />
        {filter && defaults.data ? (
          <IndicatorFilters value={filter} defaults={defaults.data} onApply={choose} />
        ) : null}
      </Group>
      {defaults.isPending ? (
        <Loading />
      ) : !filter ? (
        <LoadFailed message={t('dashboard.loadFailed')} onRetry={() => void defaults.refetch()} />
      ) : !ready ? (
        <NoData hint={t('dashboard.noIndicators')} />
      ) : dashboard.isPending ? (
        <Loading h={240} />
      ) : !dashboard.data ? (
        <LoadFailed message={t('dashboard.loadFailed')} onRetry={() => void dashboard.refetch()} />
      ) : isEmpty(dashboard.data) ? (
        <NoData hint={t('dashboard.noDataHint')} />
      ) : (
        <IndicatorFigures data={dashboard.data} />
      )}
    </Stack>
  );
}

/** A filter as kept between visits: a key indicator and a forward period, or nothing usable. */
const ZKeptFilter = z
  .object({ sector_id: ZId.nullable(), key_indicator_id: ZId, date_from: ZDate, date_to: ZDate })
  .refine((filter) => filter.date_from <= filter.date_to);

/** The filter a company's indicator dashboard kept (its stored text), or null to open on the defaults. */
export function parseKeptIndicatorFilter(text: string | null): TIndicatorFilter | null {
  if (!text) return null;
  try {
    const kept = ZKeptFilter.safeParse(JSON.parse(text));
    return kept.success ? kept.data : null;
  } catch {
    return null;
  }
}

function emptyFilter(): TIndicatorFilter {
  return { sector_id: null, key_indicator_id: null, date_from: '', date_to: '' };
}

/** Nothing in the period: no value of the indicator and no footprint of its sources. */
function isEmpty(data: TIndicatorDashboard): boolean {
  return data.totals.indicator === 0 && data.totals.carbon_footprint === 0;
}

function IndicatorFigures({ data }: { data: TIndicatorDashboard }) {
  const { t } = useTranslation(['emission-indicators', 'dashboard']);
  const lang = currentLanguage();
  const unit = data.key_indicator.unit;
  const { totals } = data;
  const table = indicatorTable(data);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" role="group" aria-label={t('dashboard:cards.label')}>
        <FigureCard
          label={t('dashboard.cards.indicator')}
          value={`${formatNumber(totals.indicator, lang)} ${unit}`}
          lines={[`${data.key_indicator.name} · ${data.key_indicator.sector}`]}
        />
        <FigureCard
          label={t('dashboard.cards.footprint')}
          value={`${formatNumber(totals.carbon_footprint, lang)} ${EMISSIONS_UNIT}`}
        />
        <FigureCard
          label={t('dashboard.cards.intensity')}
          value={
            totals.intensity === null
              ? t('dashboard.cards.noIntensity')
              : `${formatRatio(totals.intensity, lang)} ${EMISSIONS_UNIT}/${unit}`
          }
          lines={[t('dashboard.cards.intensityUnit', { unit })]}
        />
      </SimpleGrid>
      <IntensityChart data={data} table={table} />
      <IndicatorTable unit={unit} table={table} />
    </Stack>
  );
}

/** The intensity of every month, stacked by catalogue source. */
function IntensityChart({
  data,
  table,
}: {
  data: TIndicatorDashboard;
  table: ReturnType<typeof indicatorTable>;
}) {
  const { t } = useTranslation('emission-indicators');
  const lang = currentLanguage();
  const unit = data.key_indicator.unit;
  return (
    <ChartCard
      title={t('dashboard.chart.title')}
      description={t('dashboard.chart.description', { unit, indicator: data.key_indicator.name })}
    >
      {table.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.table.empty')}
        </Text>
      ) : (
        <EmissionsAreaChart
          h={320}
          // Series keys are plain (`s0`, `s1`…): a source's name may hold dots, which a chart reads as paths.
          data={table.months.map((month, at) => ({
            month: monthLabel(month, lang),
            ...Object.fromEntries(
              table.rows.map((row, index) => [`s${index}`, row.values.indicator_intensity[at] ?? 0]),
            ),
          }))}
          dataKey="month"
          series={table.rows.map((row, index) => ({
            name: `s${index}`,
            label: row.source,
            color: chartColor(index),
          }))}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          curveType="monotone"
          unitLabel={t('dashboard.chart.unit', { unit })}
        />
      )}
    </ChartCard>
  );
}

/**
 * The table by source and month, in three sections (the indicator's value, the footprint and the
 * intensity), with its CSV. It scrolls sideways when the months do not fit.
 */
function IndicatorTable({ unit, table }: { unit: string; table: ReturnType<typeof indicatorTable> }) {
  const { t } = useTranslation('emission-indicators');
  const lang = currentLanguage();
  const titles = useSectionTitles(unit);
  const title = t('dashboard.table.title');
  const download = (format: TExportFormat) =>
    downloadTable(
      INDICATOR_DASHBOARD_CSV,
      indicatorCsvRows(table, titles, {
        section: t('dashboard.table.section'),
        source: t('dashboard.table.source'),
      }),
      format,
      { sheet: title, csv: { formatNumber: (value) => csvNumber(value, lang) } },
    );
  return (
    <ChartCard
      title={title}
      actions={<DownloadMenu chart={title} onDownload={download} disabled={table.rows.length === 0} />}
    >
      {/* A year's months are wider than most screens: the table scrolls, from the keyboard too. */}
      <Table.ScrollContainer
        minWidth={Math.max(480, 160 + table.months.length * 96)}
        type="native"
        tabIndex={0}
        role="group"
        aria-label={title}
      >
        <Table verticalSpacing="xs" highlightOnHover aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('dashboard.table.source')}</Table.Th>
              {table.months.map((month) => (
                <Table.Th key={month} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {monthLabel(month, lang)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          {table.rows.length === 0 ? (
            <Table.Tbody>
              <Table.Tr>
                <Table.Td colSpan={table.months.length + 1}>
                  <Text size="sm" c="dimmed" ta="center">
                    {t('dashboard.table.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          ) : (
            SECTIONS.map((section) => (
              <Table.Tbody key={section}>
                <Table.Tr>
                  <Table.Th
                    colSpan={table.months.length + 1}
                    scope="colgroup"
                    bg="var(--mantine-color-default-hover)"
                  >
                    {titles[section]}
                  </Table.Th>
                </Table.Tr>
                {table.rows.map((row, index) => (
                  <Table.Tr key={row.source_id}>
                    <Table.Th scope="row" fw={500}>
                      <Group gap={8} wrap="nowrap">
                        <Swatch color={chartColor(index)} />
                        <Text size="sm" inherit>
                          {row.source}
                        </Text>
                      </Group>
                    </Table.Th>
                    {row.values[section].map((value, at) => (
                      <Table.Td key={table.months[at]} ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {section === 'indicator_intensity'
                          ? formatRatio(value, lang)
                          : formatNumber(value, lang)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            ))
          )}
        </Table>
      </Table.ScrollContainer>
    </ChartCard>
  );
}

/** The days the pickers offer: 1 January 1980 to the last day of this year. */
function pickerLimits() {
  return {
    minDate: `${INDICATOR_DASHBOARD_FIRST_YEAR}-01-01`,
    maxDate: dayjs().endOf('year').format('YYYY-MM-DD'),
  };
}

/** How many of the filter's choices differ from the defaults. */
export function countChangedFilters(value: TIndicatorFilter, defaults: TIndicatorFilter): number {
  return (['date_from', 'date_to', 'sector_id', 'key_indicator_id'] as const).filter(
    (name) => value[name] !== defaults[name],
  ).length;
}

/**
 * The dashboard's period and its Filters button (counting the choices that differ from the
 * defaults), with its dialog: date from and until (pickers from 1980 to this year), sector and key
 * indicator (the chosen sector's; changing the sector empties it).
 */
function IndicatorFilters({
  value,
  defaults,
  onApply,
}: {
  value: TIndicatorFilter;
  defaults: TIndicatorFilter;
  onApply: (filter: TIndicatorFilter) => void;
}) {
  const { t } = useTranslation(['emission-indicators', 'dashboard', 'common']);
  const lang = currentLanguage();
  const [opened, setOpened] = useState(false);
  return (
    <Group gap="sm" align="center" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="dashboard-period">
        {t('dashboard:period', {
          from: formatDate(value.date_from, lang),
          to: formatDate(value.date_to, lang),
        })}
      </Text>
      <FiltersButton active={countChangedFilters(value, defaults)} onClick={() => setOpened(true)} />
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('dashboard.filters.title')}
        centered
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        {opened ? (
          <IndicatorFiltersForm
            value={value}
            defaults={defaults}
            onClose={() => setOpened(false)}
            onApply={(next) => {
              onApply(next);
              setOpened(false);
            }}
          />
        ) : null}
      </Modal>
    </Group>
  );
}

type TFilterErrors = Partial<Record<keyof TIndicatorFilter, string>>;

function IndicatorFiltersForm({
  value,
  defaults,
  onApply,
  onClose,
}: {
  value: TIndicatorFilter;
  defaults: TIndicatorFilter;
  onApply: (filter: TIndicatorFilter) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['emission-indicators', 'common']);
  const lang = currentLanguage();
  const [draft, setDraft] = useState<TIndicatorFilter>(value);
  const [errors, setErrors] = useState<TFilterErrors>({});
  const change = (next: Partial<TIndicatorFilter>) => {
    setDraft((previous) => ({ ...previous, ...next }));
    setErrors((previous) => {
      const kept = { ...previous };
      for (const name of Object.keys(next) as (keyof TIndicatorFilter)[]) delete kept[name];
      return kept;
    });
  };
  const apply = () => {
    const found: TFilterErrors = {};
    const dateError = translate('validation.date', lang);
    if (!isDay(draft.date_from)) found.date_from = dateError;
    if (!isDay(draft.date_to)) found.date_to = dateError;
    if (!found.date_from && !found.date_to && draft.date_from > draft.date_to)
      found.date_to = t('dashboard.filters.order');
    if (draft.key_indicator_id === null) found.key_indicator_id = t('dashboard.filters.keyIndicatorRequired');
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(draft);
  };
  const [sectorField, keyIndicatorField] = CHOICES;
  const keyIndicatorOptions =
    keyIndicatorField?.kind === 'select' && keyIndicatorField.narrowedBy && draft.sector_id !== null
      ? keyIndicatorField.narrowedBy.options(draft.sector_id)
      : keyIndicatorField?.kind === 'select'
        ? keyIndicatorField.options
        : null;
  const limits = pickerLimits();

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <LocaleDateInput
            label={t('dashboard.filters.dateFrom')}
            value={draft.date_from}
            {...limits}
            onChange={(next) => change({ date_from: next ?? '' })}
            error={errors.date_from}
            required
          />
          <LocaleDateInput
            label={t('dashboard.filters.dateTo')}
            value={draft.date_to}
            {...limits}
            onChange={(next) => change({ date_to: next ?? '' })}
            error={errors.date_to}
            required
          />
        </SimpleGrid>
        <ChoiceSelect
          label={t('dashboard.filters.sector')}
          options={sectorField?.kind === 'select' ? sectorField.options : null}
          value={draft.sector_id}
          // A key indicator belongs to one sector: choosing another empties it.
          onChange={(sector_id) => change({ sector_id, key_indicator_id: null })}
        />
        <ChoiceSelect
          label={t('dashboard.filters.keyIndicator')}
          options={keyIndicatorOptions}
          value={draft.key_indicator_id}
          onChange={(key_indicator_id) => change({ key_indicator_id })}
          error={errors.key_indicator_id}
          required
        />
        <Group justify="space-between" gap="sm">
          <Button
            variant="subtle"
            onClick={() => {
              setErrors({});
              setDraft(defaults);
            }}
          >
            {t('dashboard.filters.reset')}
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit">{t('dashboard.filters.apply')}</Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** Whether a text is a whole day (`YYYY-MM-DD`). */
function isDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && dayjs(text).isValid();
}

/** A sector or a key indicator of the catalogue (its choices loaded when the dialog opens). */
function ChoiceSelect({
  label,
  options,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  options: TFilterOptions | null;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string;
  required?: boolean;
}) {
  const { t } = useTranslation('common');
  const choices = useQuery({
    ...(options ?? { queryKey: ['none'], queryFn: () => Promise.resolve([]) }),
    staleTime: 60_000,
  });
  return (
    <Select
      label={label}
      data={(choices.data ?? []).map((option) => ({ value: String(option.value), label: option.label }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      searchable
      clearable={!required}
      allowDeselect={!required}
      error={error}
      required={required}
      nothingFoundMessage={choices.isPending ? t('loading') : t('noResults')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
