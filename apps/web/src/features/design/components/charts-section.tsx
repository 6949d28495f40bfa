import { Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { EMISSIONS_UNIT, formatNumber } from '@huella/shared/format/index';
import dayjs from 'dayjs';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EmissionsAreaChart,
  EmissionsBarChart,
  EmissionsDonutChart,
} from '../../../components/charts/emissions-charts.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { chartColor } from '../../../lib/theme.ts';
import { CHART_SOURCES, SAMPLE_SCOPE_TOTALS, sampleMonthlyEmissions } from '../sample-data.ts';
import { DesignSection } from './design-section.tsx';

const SCOPE_COLORS = { scope1: 'huella.6', scope2: 'blue.6', scope3: 'orange.6' } as const;

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Title order={3} fz="md" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export function ChartsSection() {
  const { t } = useTranslation('design');
  const lang = currentLanguage();

  const monthly = useMemo(
    () =>
      sampleMonthlyEmissions().map(({ month, ...values }) => ({
        ...values,
        month: dayjs(month).locale(lang).format('MMM'),
      })),
    [lang],
  );
  const series = CHART_SOURCES.map((name, index) => ({
    name,
    label: t(`charts.${name}`),
    color: chartColor(index),
  }));
  const donut = (Object.keys(SAMPLE_SCOPE_TOTALS) as (keyof typeof SAMPLE_SCOPE_TOTALS)[]).map((scope) => ({
    name: t(`charts.${scope}`),
    value: SAMPLE_SCOPE_TOTALS[scope],
    color: SCOPE_COLORS[scope],
  }));
  const total = donut.reduce((sum, item) => sum + item.value, 0);

  return (
    <DesignSection id="charts" title={t('sections.charts')} description={t('charts.description')}>
      <Stack gap="lg">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <ChartCard title={t('charts.donut')}>
              <Stack align="center" gap="md">
                <EmissionsDonutChart
                  data={donut}
                  size={180}
                  thickness={26}
                  paddingAngle={2}
                  chartLabel={`${formatNumber(total, lang)} ${EMISSIONS_UNIT}`}
                />
                <Stack gap={6} w="100%">
                  {donut.map((item) => (
                    <Group key={item.name} justify="space-between" gap="xs" wrap="nowrap">
                      <Group gap={8} wrap="nowrap">
                        <span
                          aria-hidden
                          style={{
                            width: 10,
                            height: 10,
                            borderRadius: 3,
                            background: `var(--mantine-color-${item.color.replace('.', '-')})`,
                          }}
                        />
                        <Text size="sm">{item.name}</Text>
                      </Group>
                      <Text size="sm" fw={600}>
                        {formatNumber(item.value, lang)} {EMISSIONS_UNIT}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              </Stack>
            </ChartCard>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <ChartCard title={t('charts.bars')}>
              <EmissionsBarChart
                h={300}
                data={monthly}
                dataKey="month"
                series={series}
                withLegend
                unitLabel={t('charts.unit')}
              />
            </ChartCard>
          </Grid.Col>
        </Grid>
        <ChartCard title={t('charts.area')}>
          <EmissionsAreaChart
            h={280}
            data={monthly}
            dataKey="month"
            series={series}
            withLegend
            curveType="monotone"
            unitLabel={t('charts.unit')}
          />
        </ChartCard>
      </Stack>
    </DesignSection>
  );
}
