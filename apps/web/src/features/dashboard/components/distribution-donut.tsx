import type { TExportFormat } from '@huella/shared';
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmissionsDonutChart } from '../../../components/charts/emissions-charts.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { shareOf } from '../dashboard-csv.ts';
import { ChartCard, DownloadMenu, Swatch } from '../../../components/charts/chart-card.tsx';
import { percent, tonnes } from './dashboard-parts.tsx';
import { WorkingButton, type TWorkingTarget } from './working-drawer.tsx';

export type TDonutItem = {
  key: string;
  name: string;
  value: number;
  color: string;
  /** The slice's figure, whose working its button and the slice open. */
  working?: TWorkingTarget;
};

/**
 * A donut of the footprint's distribution with its legend as a list (each part's name, t CO2e and
 * share, readable without the chart), the total in its middle, and its table to download (CSV or
 * Excel).
 */
export function DistributionDonut({
  title,
  items,
  onDownload,
  selector,
  onWorking,
}: {
  title: string;
  items: readonly TDonutItem[];
  onDownload: (format: TExportFormat) => Promise<void>;
  selector?: ReactNode;
  /** Opens a slice's working (from its legend button, or a click on the slice). */
  onWorking?: (target: TWorkingTarget) => void;
}) {
  const { t } = useTranslation('dashboard');
  const lang = currentLanguage();
  const total = items.reduce((sum, item) => sum + item.value, 0);
  const shown = items.filter((item) => item.value > 0);
  return (
    <ChartCard
      title={title}
      actions={
        <>
          {selector}
          <DownloadMenu chart={title} onDownload={onDownload} />
        </>
      }
    >
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('charts.empty')}
        </Text>
      ) : (
        <Stack align="center" gap="md">
          <EmissionsDonutChart
            data={shown.map((item) => ({ name: item.name, value: item.value, color: item.color }))}
            size={180}
            thickness={26}
            paddingAngle={1}
            chartLabel={tonnes(total, lang)}
            pieProps={
              onWorking
                ? {
                    cursor: 'pointer',
                    onClick: (_: unknown, index: number) => {
                      const item = shown[index];
                      if (item?.working) onWorking(item.working);
                    },
                  }
                : undefined
            }
          />
          <Stack gap={6} w="100%" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <Group key={item.key} gap={8} wrap="nowrap" align="flex-start" component="li">
                <span style={{ paddingTop: 5 }}>
                  <Swatch color={item.color} />
                </span>
                <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                  <Text size="sm" lineClamp={2} title={item.name}>
                    {item.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    <Text span inherit fw={600} c="var(--mantine-color-text)">
                      {tonnes(item.value, lang)}
                    </Text>
                    {` · ${percent(shareOf(item.value, total), lang)}`}
                  </Text>
                </Stack>
                {onWorking && item.working ? (
                  <WorkingButton label={item.name} onClick={() => onWorking(item.working!)} />
                ) : null}
              </Group>
            ))}
          </Stack>
        </Stack>
      )}
    </ChartCard>
  );
}
