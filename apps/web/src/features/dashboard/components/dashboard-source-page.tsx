import { formatNumber, type TEmissionsBySource, type TQuantification } from '@huella/shared';
import { Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EmissionsBarChart } from '../../../components/charts/emissions-charts.tsx';
import { BackLink } from '../../../components/layout/auth-card-header.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { apiQuery } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { chartColor } from '../../../lib/theme.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { byResourceTable, CSV_FILES, twoDecimalsOptions } from '../dashboard-csv.ts';
import { dashboardQuery, defaultDashboardFilters, type TDashboardFilters } from '../dashboard-filters.ts';
import { useDashboardFilters } from '../use-dashboard-filters.ts';
import { DashboardFilters } from './dashboard-filters-dialog.tsx';
import {
  ChartCard,
  DownloadMenu,
  FigureCard,
  Loading,
  NoData,
} from '../../../components/charts/chart-card.tsx';
import { tonnes, useTableDownload, useUncertaintyText } from './dashboard-parts.tsx';

type TSourceFigures = TEmissionsBySource[number];

/** A name that fits the chart's axis (the whole name is in the table and the tooltip). */
function shorten(name: string, max: number): string {
  return name.length > max ? `${name.slice(0, max - 1)}…` : name;
}

/**
 * /dashboard/source/{source} (spec/workspace.md §2): one catalogue source under the dashboard's
 * filter (its period, standards and stakeholders; the source is the page's) — its footprint,
 * avoided footprint, consumption per unit and count of activities, the footprint of each of its
 * inventory items (chart with CSV, and table) and of each gas. Its filter dialog takes exactly one
 * source: choosing another opens that source's page.
 */
export function DashboardSourcePage({ companyId, sourceId }: { companyId: number; sourceId: number }) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const kept = useDashboardFilters(companyId);
  const filters: TDashboardFilters | null = kept.filters ? { ...kept.filters, sources: [sourceId] } : null;
  const defaults = kept.defaults ? { ...kept.defaults, sources: [sourceId] } : null;
  const query = dashboardQuery(filters ?? defaultDashboardFilters([sourceId]), companyId);
  const enabled = filters !== null && sourceId > 0;
  const figures = useQuery({ ...apiQuery('/api/dashboard/graph/emissions-by-source', { query }), enabled });
  const records = useQuery({ ...apiQuery('/api/quantify', { query }), enabled });
  const source = figures.data?.find((entry) => entry.source_id === sourceId);
  const name =
    kept.sources.find((entry) => entry.id === sourceId)?.name ?? source?.name ?? t('source.unknown');
  usePageTitle(name);

  const applyFilters = (next: TDashboardFilters) => {
    // The dashboard keeps its own sources; the source chosen here is the page's.
    kept.apply({ ...next, sources: kept.filters?.sources ?? next.sources });
    const chosen = next.sources[0];
    if (chosen !== undefined && chosen !== sourceId)
      void navigate({ to: '/dashboard/source/$source', params: { source: String(chosen) } });
  };

  return (
    <Stack gap="lg">
      <BackLink to="/dashboard" label={t('source.back')} />
      <Group justify="space-between" align="flex-start" gap="md">
        <PageHeader title={name} description={t('source.description', { name })} />
        {filters && defaults ? (
          <DashboardFilters
            companyId={companyId}
            mode="one"
            value={filters}
            defaults={defaults}
            sources={kept.sources}
            onApply={applyFilters}
          />
        ) : null}
      </Group>
      {!enabled || figures.isPending || records.isPending ? (
        <Loading h={240} />
      ) : !figures.data || !records.data ? (
        <LoadFailed
          message={t('loadFailed')}
          onRetry={() => {
            void figures.refetch();
            void records.refetch();
          }}
        />
      ) : !source ||
        (source.count === 0 && source.carbon_footprint === 0 && source.carbon_footprint_avoided === 0) ? (
        <NoData />
      ) : (
        <SourceFigures source={source} records={records.data} />
      )}
    </Stack>
  );
}

function SourceFigures({ source, records }: { source: TSourceFigures; records: TQuantification[] }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const lang = currentLanguage();
  const uncertainty = useUncertaintyText();
  const tables = useTableDownload();
  const chartTitle = t('source.byResource');
  // The items' names take the chart's left side: less of it on a phone.
  const wide = useMediaQuery('(min-width: 48em)') ?? true;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        <FigureCard
          label={t('source.cards.footprint')}
          value={tonnes(source.carbon_footprint, lang)}
          lines={[uncertainty(source.uncertainty, source.carbon_footprint)]}
        />
        <FigureCard label={t('source.cards.avoided')} value={tonnes(source.carbon_footprint_avoided, lang)} />
        <FigureCard
          label={t('source.cards.consumption')}
          value={
            source.consumption.length === 0 ? (
              t('source.cards.noConsumption')
            ) : (
              <Stack gap={0} component="span">
                {source.consumption.map((line) => (
                  <span
                    key={line.unit_measurement_id}
                  >{`${formatNumber(line.value, lang)} ${line.unit}`}</span>
                ))}
              </Stack>
            )
          }
        />
        <FigureCard label={t('source.cards.count')} value={formatNumber(source.count, lang)} />
      </SimpleGrid>
      <ChartCard
        title={chartTitle}
        actions={
          <DownloadMenu
            chart={chartTitle}
            onDownload={(format) =>
              tables.download(
                CSV_FILES.byResource,
                byResourceTable(records),
                format,
                chartTitle,
                twoDecimalsOptions(lang),
              )
            }
          />
        }
      >
        {records.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('charts.empty')}
          </Text>
        ) : (
          <EmissionsBarChart
            h={Math.max(240, 36 * records.length + 60)}
            orientation="vertical"
            data={records.map((record) => ({
              resource: record.resource.name,
              footprint: record.carbon_footprint,
            }))}
            dataKey="resource"
            series={[{ name: 'footprint', label: t('charts.footprint'), color: 'huella.6' }]}
            // Bars lie down: the names of the items on the vertical axis, the tCO2e on the horizontal one.
            unitLabel=""
            xAxisLabel={t('charts.unit')}
            xAxisProps={{ tickFormatter: (value: number) => formatNumber(value, lang) }}
            yAxisProps={{
              width: wide ? 220 : 120,
              tickFormatter: (value: string) => shorten(String(value), wide ? 22 : 11),
            }}
          />
        )}
      </ChartCard>
      <ChartCard title={t('source.gases')}>
        {source.gases.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('source.noGases')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
            {source.gases.map((gas, index) => (
              <FigureCard
                key={gas.gas_id}
                accent={chartColor(index)}
                label={gas.formula && gas.formula !== gas.name ? `${gas.name} (${gas.formula})` : gas.name}
                value={tonnes(gas.carbon_footprint, lang)}
                lines={[
                  uncertainty(gas.uncertainty, gas.carbon_footprint),
                  ...(gas.carbon_footprint_avoided > 0
                    ? [t('source.gasAvoided', { value: tonnes(gas.carbon_footprint_avoided, lang) })]
                    : []),
                ]}
              />
            ))}
          </SimpleGrid>
        )}
      </ChartCard>
      <ResourcesTable records={records} />
    </Stack>
  );
}

/** The inventory items of the source: one row per item and emission factor (the table scrolls on a phone). */
function ResourcesTable({ records }: { records: TQuantification[] }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const lang = currentLanguage();
  const uncertainty = useUncertaintyText();
  const rows = records.flatMap((record, recordIndex) =>
    record.emission_factors.map((factor) => ({ key: `${recordIndex}-${factor.id}`, record, factor })),
  );
  const title = t('source.table.title');
  return (
    <ChartCard title={title}>
      <Table.ScrollContainer minWidth={760} type="native">
        <Table verticalSpacing="xs" highlightOnHover aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('source.table.name')}</Table.Th>
              <Table.Th>{t('source.table.code')}</Table.Th>
              <Table.Th>{t('source.table.factor')}</Table.Th>
              <Table.Th ta="right">{t('source.table.consumption')}</Table.Th>
              <Table.Th ta="right">{t('source.table.count')}</Table.Th>
              <Table.Th ta="right">{t('source.table.footprint')}</Table.Th>
              <Table.Th ta="right">{t('source.table.uncertainty')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={7}>
                  <Text size="sm" c="dimmed" ta="center">
                    {t('common:noResults')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map(({ key, record, factor }) => (
                <Table.Tr key={key}>
                  <Table.Th scope="row" fw={500}>
                    {record.resource.name}
                  </Table.Th>
                  <Table.Td>{record.resource.code ?? t('source.table.byFactor')}</Table.Td>
                  <Table.Td>{factor.name}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {`${formatNumber(factor.consumption, lang)} ${factor.UDA}`}
                  </Table.Td>
                  <Table.Td ta="right">{formatNumber(factor.count, lang)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatNumber(factor.carbon_footprint, lang)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {uncertainty(factor.uncertainty, factor.carbon_footprint, false)}
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ChartCard>
  );
}
