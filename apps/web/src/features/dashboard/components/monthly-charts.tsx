import { Text } from '@mantine/core';
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
import { ChartCard, CsvButton, Loading, useCsvDownload } from './dashboard-parts.tsx';

type TQuery = ReturnType<typeof dashboardQuery>;

/** `2025-03` as the reader says it (`mar 2025`, `Mar 2025`). */
function monthLabel(month: string, lang: string): string {
  return dayjs(`${month}-01`).locale(lang).format('MMM YYYY');
}

/** The footprint of every month of the period (`/api/quantify-by-month-total`), with its CSV. */
export function MonthlyTotalChart({ query }: { query: TQuery }) {
  const { t } = useTranslation('dashboard');
  const csv = useCsvDownload();
  const lang = currentLanguage();
  const answer = useQuery(apiQuery('/api/quantify-by-month-total', { query }));
  const title = t('charts.monthlyTotal');
  const data = answer.data;
  return (
    <ChartCard
      title={title}
      actions={
        <CsvButton
          chart={title}
          disabled={!data}
          onClick={() => data && csv.download(CSV_FILES.monthlyTotal, monthlyTotalTable(data, csv.words))}
        />
      }
    >
      {answer.isPending ? (
        <Loading h={280} />
      ) : !data ? (
        <LoadFailed message={t('loadFailed')} onRetry={() => void answer.refetch()} />
      ) : (
        <EmissionsBarChart
          h={280}
          data={monthsOf(data).map((month) => ({ month: monthLabel(month, lang), total: data[month] ?? 0 }))}
          dataKey="month"
          series={[{ name: 'total', label: t('charts.footprint'), color: 'huella.6' }]}
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
}: {
  query: TQuery;
  /** The company's source names in their order: a source keeps its colour and place everywhere. */
  order: readonly string[];
  colorOf: (name: string, index: number) => string;
}) {
  const { t } = useTranslation('dashboard');
  const csv = useCsvDownload();
  const lang = currentLanguage();
  const answer = useQuery(apiQuery('/api/quantify-by-month-source', { query }));
  const title = t('charts.monthlyBySource');
  const data = answer.data;
  const sources = data ? sourcesOfMonths(data, order) : [];
  return (
    <ChartCard
      title={title}
      actions={
        <CsvButton
          chart={title}
          disabled={!data}
          onClick={() =>
            data && csv.download(CSV_FILES.monthlyBySource, monthlyBySourceTable(data, csv.words, order))
          }
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
          data={monthsOf(data).map((month) => ({
            month: monthLabel(month, lang),
            ...Object.fromEntries(sources.map((name, index) => [`s${index}`, data[month]?.[name] ?? 0])),
          }))}
          dataKey="month"
          series={sources.map((name, index) => ({
            name: `s${index}`,
            label: name,
            color: colorOf(name, index),
          }))}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          unitLabel={t('charts.unit')}
        />
      )}
    </ChartCard>
  );
}
