import { categoryWorkingKey, formatDate, type TDashboard } from '@huella/shared';
import { Alert, Button, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconSettings } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeLink } from '../../../components/notice-link.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { apiQuery } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { chartColor } from '../../../lib/theme.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { byGhgTable, byIsoTable, bySourceTable, CSV_FILES } from '../dashboard-csv.ts';
import { dashboardQuery, defaultDashboardFilters, type TDashboardFilters } from '../dashboard-filters.ts';
import { useDashboardFilters, type TCompanySource } from '../use-dashboard-filters.ts';
import { CompositionChart } from './composition-chart.tsx';
import { DashboardFilters } from './dashboard-filters-dialog.tsx';
import { FigureCard, Loading, NoData } from '../../../components/charts/chart-card.tsx';
import { tonnes, useTableDownload, useUncertaintyText } from './dashboard-parts.tsx';
import { DistributionDonut, type TDonutItem } from './distribution-donut.tsx';
import { MonthlyBySourceChart, MonthlyTotalChart } from './monthly-charts.tsx';
import { PlanBanners } from './plan-banners.tsx';
import { ReportButton } from './report-button.tsx';
import { SourcesSummaryTable } from './sources-summary-table.tsx';
import { WorkingButton, WorkingDrawer, type TWorkingTarget } from './working-drawer.tsx';

/** The colours of the GHG Protocol scopes (as the design system's sample shows them). */
const SCOPE_COLORS: Record<number, string> = { 1: 'huella.6', 2: 'blue.6', 3: 'orange.6' };

/** Colours by the company's source order: a source has the same colour in every chart and table. */
export function sourceColors(sources: readonly TCompanySource[]) {
  const byId = new Map(sources.map((source, index) => [source.id, index]));
  const byName = new Map(sources.map((source, index) => [source.name, index]));
  return {
    ofId: (id: number, fallback: number) => chartColor(byId.get(id) ?? fallback),
    ofName: (name: string, fallback: number) => chartColor(byName.get(name) ?? fallback),
  };
}

/** True when the filter holds nothing at all: no footprint, nothing avoided, no activity. */
export function isEmptyPeriod(totals: TDashboard['totals']): boolean {
  return totals.carbon_footprint === 0 && totals.carbon_footprint_avoided === 0 && totals.activities === 0;
}

/**
 * /dashboard (spec/workspace.md §2): the company's footprint under the kept filter — the cards of
 * the footprint, the avoided, the operational and the embedded footprint with their uncertainty,
 * the donuts by catalogue source, ISO 14064-1 category and GHG Protocol category or scope (each
 * with its CSV), the summary by source leading to each source's page, the monthly totals and the
 * months by source, and — when the company asks for it — the composition by gas. Flagged
 * activities, the trial and a higher plan are announced above.
 */
export function DashboardPage({ companyId, companyName }: { companyId: number; companyName: string }) {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('title'));
  const company = useQuery(apiQuery('/api/companies/{company}', { path: { company: companyId } }));
  const { filters, defaults, sources, apply, failed } = useDashboardFilters(companyId);
  const query = dashboardQuery(filters ?? defaultDashboardFilters([]), companyId);
  const ready = filters !== null && filters.sources.length > 0;
  const dashboard = useQuery({ ...apiQuery('/api/dashboard', { query }), enabled: ready });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <PageHeader title={t('title')} description={t('description', { company: companyName })} />
        <Group gap="xs">
          <ReportButton
            query={query}
            disabled={
              !ready || dashboard.isPending || !dashboard.data || isEmptyPeriod(dashboard.data.totals)
            }
          />
          {filters && defaults ? (
            <DashboardFilters
              companyId={companyId}
              mode="all"
              value={filters}
              defaults={defaults}
              sources={sources}
              onApply={apply}
            />
          ) : null}
        </Group>
      </Group>
      {company.data ? <PlanBanners company={company.data} /> : null}
      {failed ? (
        <LoadFailed message={t('loadFailed')} onRetry={() => window.location.reload()} />
      ) : filters === null ? (
        <Loading />
      ) : sources.length === 0 ? (
        <NoSources />
      ) : dashboard.isPending ? (
        <Loading h={240} />
      ) : !dashboard.data ? (
        <LoadFailed message={t('loadFailed')} onRetry={() => void dashboard.refetch()} />
      ) : (
        <DashboardFigures
          data={dashboard.data}
          filters={filters}
          companyId={companyId}
          sources={sources}
          showComposition={company.data?.show_composition_chart === true}
        />
      )}
    </Stack>
  );
}

/** What fills an empty dashboard: recording an activity, or importing a year of them. */
function FillActions() {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <Button
        size="sm"
        renderRoot={(props) => <Link {...props} to="/emission-activities/$id" params={{ id: '0' }} />}
      >
        {t('fill.record')}
      </Button>
      <Button size="sm" variant="light" renderRoot={(props) => <Link {...props} to="/emission-activities" />}>
        {t('fill.import')}
      </Button>
    </>
  );
}

/** A company that uses no catalogue source has nothing to show: where to choose them. */
function NoSources() {
  const { t } = useTranslation('dashboard');
  const user = useSessionUser();
  const administers = user?.capabilities.includes('administer_company') ?? false;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconSettings size={18} aria-hidden />}
      title={t('noSources.title')}
    >
      <Text size="sm">{t('noSources.body')}</Text>
      {administers ? (
        <NoticeLink to="/settings">{t('noSources.admin')}</NoticeLink>
      ) : (
        <Text size="sm">{t('noSources.member')}</Text>
      )}
    </Alert>
  );
}

function DashboardFigures({
  data,
  filters,
  companyId,
  sources,
  showComposition,
}: {
  data: TDashboard;
  filters: TDashboardFilters;
  companyId: number;
  sources: readonly TCompanySource[];
  showComposition: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const uncertainty = useUncertaintyText();
  const tables = useTableDownload();
  const [ghgView, setGhgView] = useState<'category' | 'scope'>('category');
  const [working, setWorking] = useState<TWorkingTarget | null>(null);
  const { totals } = data;
  const colors = sourceColors(sources);
  const query = dashboardQuery(filters, companyId);
  const flagged = (
    <>
      {data.closed.state === 'open' ? null : <ClosedNotice closed={data.closed} />}
      {totals.flagged_activities > 0 ? <FlaggedNotice count={totals.flagged_activities} /> : null}
    </>
  );

  if (isEmptyPeriod(totals)) {
    return (
      <Stack gap="md">
        {flagged}
        <NoData actions={<FillActions />} />
      </Stack>
    );
  }

  const bySource: TDonutItem[] = data.by_source.map((row, index) => ({
    key: String(row.source_id),
    name: row.name,
    value: row.carbon_footprint,
    color: colors.ofId(row.source_id, index),
    working: { group: 'source', key: String(row.source_id), label: row.name },
  }));
  const byIso: TDonutItem[] = data.by_iso.map((row, index) => {
    const key = categoryWorkingKey(row.category_id);
    return {
      key,
      name: row.name,
      value: row.carbon_footprint,
      color: chartColor(index),
      working: { group: 'iso', key, label: row.name },
    };
  });
  const scopeName = (scope: number) => t('charts.scope', { scope });
  const byGhg: TDonutItem[] =
    ghgView === 'scope'
      ? data.by_scope.map((row) => ({
          key: `scope-${row.scope}`,
          name: scopeName(row.scope),
          value: row.carbon_footprint,
          color: SCOPE_COLORS[row.scope] ?? chartColor(row.scope),
          working: { group: 'scope', key: String(row.scope), label: scopeName(row.scope) },
        }))
      : data.by_ghg.map((row, index) => {
          // The sources without a GHG category stay apart by the scope the keyword rule gives them.
          const key = categoryWorkingKey(row.category_id, row.category_id === null ? row.scope : undefined);
          const label = row.category_id === null ? `${row.name} · ${scopeName(row.scope)}` : row.name;
          return {
            key,
            name: row.name,
            value: row.carbon_footprint,
            color: chartColor(index),
            working: { group: 'ghg', key, label },
          };
        });
  const cardWorking = (label: string, target: Omit<TWorkingTarget, 'label'>) => (
    <WorkingButton label={label} onClick={() => setWorking({ ...target, label })} />
  );
  const sourceIdOf = (name: string) => sources.find((source) => source.name === name)?.id;

  return (
    <Stack gap="lg">
      {flagged}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" aria-label={t('cards.label')} role="group">
        <FigureCard
          label={t('cards.footprint')}
          action={cardWorking(t('cards.footprint'), { group: 'total' })}
          value={tonnes(totals.carbon_footprint)}
          lines={[uncertainty(totals.uncertainty, totals.carbon_footprint)]}
        />
        <FigureCard
          label={t('cards.avoided')}
          action={cardWorking(t('cards.avoided'), { group: 'total' })}
          value={tonnes(totals.carbon_footprint_avoided)}
          lines={[uncertainty(totals.avoided_uncertainty, totals.carbon_footprint_avoided)]}
        />
        <FigureCard
          label={t('cards.operational')}
          action={cardWorking(t('cards.operational'), { group: 'type', key: 'operational' })}
          value={tonnes(totals.operational)}
          lines={[uncertainty(totals.operational_uncertainty, totals.operational)]}
        />
        <FigureCard
          label={t('cards.embedded')}
          action={cardWorking(t('cards.embedded'), { group: 'type', key: 'embedded' })}
          value={tonnes(totals.embedded)}
          lines={[uncertainty(totals.embedded_uncertainty, totals.embedded)]}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="md">
        <DistributionDonut
          title={t('charts.bySource')}
          items={bySource}
          onWorking={setWorking}
          onDownload={(format) =>
            tables.download(
              CSV_FILES.bySource,
              bySourceTable(data.by_source, tables.words),
              format,
              t('charts.bySource'),
            )
          }
        />
        <DistributionDonut
          title={t('charts.byIso')}
          items={byIso}
          onWorking={setWorking}
          onDownload={(format) =>
            tables.download(CSV_FILES.byIso, byIsoTable(data.by_iso, tables.words), format, t('charts.byIso'))
          }
        />
        <DistributionDonut
          title={t('charts.byGhg')}
          items={byGhg}
          onWorking={setWorking}
          selector={
            <SegmentedControl
              size="xs"
              aria-label={t('charts.ghgView')}
              value={ghgView}
              onChange={(value) => setGhgView(value === 'scope' ? 'scope' : 'category')}
              data={[
                { value: 'category', label: t('charts.ghgByCategory') },
                { value: 'scope', label: t('charts.ghgByScope') },
              ]}
            />
          }
          onDownload={(format) =>
            tables.download(
              CSV_FILES.byGhg,
              byGhgTable(
                data.by_ghg,
                tables.words,
                ghgView === 'scope' ? { rows: data.by_scope, name: scopeName } : undefined,
              ),
              format,
              t('charts.byGhg'),
            )
          }
        />
      </SimpleGrid>
      <SourcesSummaryTable
        rows={data.by_source}
        colorOf={colors.ofId}
        onWorking={(row) => setWorking({ group: 'source', key: String(row.source_id), label: row.name })}
      />
      <MonthlyTotalChart
        query={query}
        onWorking={(month, label) => setWorking({ group: 'month', key: month, label })}
      />
      <MonthlyBySourceChart
        query={query}
        order={sources.map((source) => source.name)}
        colorOf={colors.ofName}
        onWorking={(month, label, sourceName) => {
          const id = sourceName === undefined ? undefined : sourceIdOf(sourceName);
          setWorking({ group: 'month', key: month, label, ...(id === undefined ? {} : { sources: [id] }) });
        }}
      />
      {showComposition ? <CompositionChart gases={data.by_gas} /> : null}
      <WorkingDrawer query={query} target={working} onClose={() => setWorking(null)} />
    </Stack>
  );
}

/**
 * The filter's period is closed (its figures are the reported ones: no catalogue change restates
 * them), or mixes closed and open months: which periods, closed when and by whom.
 */
function ClosedNotice({ closed }: { closed: TDashboard['closed'] }) {
  const { t } = useTranslation('dashboard');
  const lang = currentLanguage();
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconLock size={18} aria-hidden />}
      title={t(closed.state === 'closed' ? 'closed.title' : 'closed.mixedTitle')}
      data-testid="dashboard-closed"
    >
      <Stack gap={2}>
        {closed.periods.map((period) => (
          <Text key={period.id} size="sm">
            {t('closed.period', {
              from: formatDate(period.date_from, lang),
              to: formatDate(period.date_to, lang),
              date: formatDate(period.closed_at.slice(0, 10), lang),
              name: period.closed_by ?? '—',
            })}
          </Text>
        ))}
        <Text size="sm" c="dimmed">
          {t(closed.state === 'closed' ? 'closed.body' : 'closed.mixedBody')}
        </Text>
      </Stack>
    </Alert>
  );
}

/** The flagged activities of the filter: they count 0, with a link to the list filtered on them. */
function FlaggedNotice({ count }: { count: number }) {
  const { t } = useTranslation('dashboard');
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t('flaggedTitle')}
      data-testid="dashboard-flagged"
    >
      <Text size="sm">{t('flagged', { count })}</Text>
      <NoticeLink to="/emission-activities" search={{ flagged: true }}>
        {t('flaggedLink')}
      </NoticeLink>
    </Alert>
  );
}
