import { Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { EmissionsBarChart } from '../../../components/charts/emissions-charts.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { apiQuery } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import {
  CSV_FILES,
  monthlyBySourceTable,
  monthlyTotalTable,
  monthsOf,
  sourcesOfMonths,
} from '../dashboard-csv.ts';
import type { dashboardQuery } from '../dashboard-filters.ts';
import { ChartCard, DownloadMenu, Loading } from '../../../components/charts/chart-card.tsx';
import { useTableDownload } from './dashboard-parts.tsx';

/** Opens the working of a month (`YYYY-MM`), of one source's part of it when named. */
type TOnMonthWorking = (month: string, label: string, sourceName?: string) => void;

/** The month picker that opens a month's working: the bars' own way for the keyboard. */
function MonthWorkingPicker({
  months,
  onPick,
}: {
  months: readonly string[];
  onPick: (month: string) => void;
}) {
  const { t } = useTranslation('dashboard');
  const lang = currentLanguage();
  return (
    <Select
      size="xs"
      w={170}
      aria-label={t('working.month')}
      placeholder={t('working.monthPlaceholder')}
      data={months.map((month) => ({ value: month, label: monthLabel(month, lang) }))}
      value={null}
      onChange={(month) => month && onPick(month)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

type TQuery = ReturnType<typeof dashboardQuery>;

/** `2025-03` as the reader says it (`mar 2025`, `Mar 2025`). */
function monthLabel(month: string, lang: string): string {
  return dayjs(`${month}-01`).locale(lang).format('MMM YYYY');
}

/** The footprint of every month of the period (`/api/quantify-by-month-total`), with its CSV. */
export function MonthlyTotalChart({ query, onWorking }: { query: TQuery; onWorking?: TOnMonthWorking }) {
  const { t } = useTranslation('dashboard');
  const tables = useTableDownload();
  const lang = currentLanguage();
  const answer = useQuery(apiQuery('/api/quantify-by-month-total', { query }));
  const title = t('charts.monthlyTotal');
  const data = answer.data;
  const months = data ? monthsOf(data) : [];
  const open = onWorking
    ? (month: string | undefined) => month && onWorking(month, monthLabel(month, lang))
    : undefined;
  return (
    <ChartCard
      title={title}
      actions={
        <>
          {open && months.length > 0 ? <MonthWorkingPicker months={months} onPick={open} /> : null}
          <DownloadMenu
            chart={title}
            disabled={!data}
            onDownload={async (format) => {
              if (data)
                await tables.download(
                  CSV_FILES.monthlyTotal,
                  monthlyTotalTable(data, tables.words),
                  format,
                  title,
                );
            }}
          />
        </>
      }
    >
      {answer.isPending ? (
        <Loading h={280} />
      ) : !data ? (
        <LoadFailed message={t('loadFailed')} onRetry={() => void answer.refetch()} />
      ) : (
        <EmissionsBarChart
          h={280}
          data={months.map((month) => ({ month: monthLabel(month, lang), total: data[month] ?? 0 }))}
          dataKey="month"
          series={[{ name: 'total', label: t('charts.footprint'), color: 'huella.6' }]}
          barProps={
            open
              ? { cursor: 'pointer', onClick: (_: unknown, index: number) => open(months[index]) }
              : undefined
          }
          unitLabel={t('charts.unit')}
        />
      )}
    </ChartCard>
  );
}

/**
 * The footprint of every month by catalogue source, stacked (`/api/quantify-by-month-source`), each
 * source in its colour, with its CSV.
 */
export function MonthlyBySourceChart({
  query,
  order,
  colorOf,
  onWorking,
}: {
  query: TQuery;
  /** The company's source names in their order: a source keeps its colour and place everywhere. */
  order: readonly string[];
  colorOf: (name: string, index: number) => string;
  onWorking?: TOnMonthWorking;
}) {
  const { t } = useTranslation('dashboard');
  const tables = useTableDownload();
  const lang = currentLanguage();
  const answer = useQuery(apiQuery('/api/quantify-by-month-source', { query }));
  const title = t('charts.monthlyBySource');
  const data = answer.data;
  const sources = data ? sourcesOfMonths(data, order) : [];
  const months = data ? monthsOf(data) : [];
  return (
    <ChartCard
      title={title}
      actions={
        <DownloadMenu
          chart={title}
          disabled={!data}
          onDownload={async (format) => {
            if (data)
              await tables.download(
                CSV_FILES.monthlyBySource,
                monthlyBySourceTable(data, tables.words, order),
                format,
                title,
              );
          }}
        />
      }
    >
      {answer.isPending ? (
        <Loading h={320} />
      ) : !data ? (
        <LoadFailed message={t('loadFailed')} onRetry={() => void answer.refetch()} />
      ) : sources.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('charts.empty')}
        </Text>
      ) : (
        <EmissionsBarChart
          h={320}
          // Series keys are plain (`s0`, `s1`…): a source's name may hold dots, which a chart reads as paths.
          data={months.map((month) => ({
            month: monthLabel(month, lang),
            ...Object.fromEntries(sources.map((name, index) => [`s${index}`, data[month]?.[name] ?? 0])),
          }))}
          dataKey="month"
          series={sources.map((name, index) => ({
            name: `s${index}`,
            label: name,
            color: colorOf(name, index),
          }))}
          // A segment opens its source's part of the month.
          barProps={
            onWorking
              ? (series) => ({
                  cursor: 'pointer',
                  onClick: (_: unknown, index: number) => {
                    const month = months[index];
                    if (month)
                      onWorking(month, `${monthLabel(month, lang)} · ${series.label ?? ''}`, series.label);
                  },
                })
              : undefined
          }
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          unitLabel={t('charts.unit')}
        />
      )}
    </ChartCard>
  );
}
