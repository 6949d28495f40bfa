import type { TExportFormat } from '@huella/shared';
import { Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChartDonut } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportMenu } from '../data/export-menu.tsx';

// The pieces every dashboard is drawn with (the main one and the indicator dashboard): figures,
// chart cards with their download menu (CSV or Excel), loading and "no data". Their words are the
// dashboards' own (`dashboard` namespace), which each dashboard's route loads.

/** The CSS variable of a Mantine colour such as `blue.6`. */
function colorVar(color: string): string {
  return `var(--mantine-color-${color.replace('.', '-')})`;
}

/** The colour swatch of a series (a Mantine colour such as `blue.6`), beside its name. */
export function Swatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden
      style={{
        flex: 'none',
        width: 10,
        height: 10,
        borderRadius: 3,
        background: colorVar(color),
      }}
    />
  );
}

/** "Loading..." in the reader's language, while a part's data is on its way. */
export function Loading({ h = 120 }: { h?: number }) {
  const { t } = useTranslation('dashboard');
  return (
    <Center mih={h} role="status" aria-live="polite">
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t('loading')}
        </Text>
      </Group>
    </Center>
  );
}

/**
 * One figure of the dashboard (a group named by its label): the value, and lines beneath it (its
 * uncertainty). `accent`, a chart colour, marks the figure as one series of a chart (a gas).
 */
export function FigureCard({
  label,
  value,
  lines = [],
  accent,
  action,
}: {
  label: string;
  value: ReactNode;
  lines?: string[];
  accent?: string;
  /** A control beside the label (the figure's working). */
  action?: ReactNode;
}) {
  const labelId = useId();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      role="group"
      aria-labelledby={labelId}
      style={accent ? { borderLeft: `4px solid ${colorVar(accent)}` } : undefined}
    >
      <Stack gap={4}>
        <Group justify="space-between" gap={4} wrap="nowrap" align="flex-start">
          <Text size="sm" c="dimmed" id={labelId}>
            {label}
          </Text>
          {action}
        </Group>
        <Text fw={700} fz="xl" style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
        {lines.map((line) => (
          <Text key={line} size="sm" c="dimmed">
            {line}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * "No data for the selected period", with what to change (`hint`, the main dashboard's words when
 * left out), where a figure would be.
 */
export function NoData({ hint, actions }: { hint?: string; actions?: ReactNode }) {
  const { t } = useTranslation('dashboard');
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs">
        <IconChartDonut size={32} aria-hidden color="var(--mantine-color-dimmed)" />
        <Stack align="center" gap="xs" role="status">
          <Text fw={600}>{t('noData')}</Text>
          <Text size="sm" c="dimmed" ta="center">
            {hint ?? t('noDataHint')}
          </Text>
        </Stack>
        {actions ? (
          <Group gap="xs" justify="center" mt="xs">
            {actions}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * A chart's table to download, as CSV or as an Excel workbook (a menu of both), named with the
 * chart; it spins while the file is being made.
 */
export function DownloadMenu({
  chart,
  onDownload,
  disabled,
}: {
  chart: string;
  onDownload: (format: TExportFormat) => void | Promise<void>;
  disabled?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const [busy, setBusy] = useState(false);
  return (
    <ExportMenu
      label={t('csv.download')}
      ariaLabel={t('csv.downloadLabel', { chart })}
      size="xs"
      busy={busy}
      disabled={disabled}
      onExport={(format) => {
        setBusy(true);
        void Promise.resolve()
          .then(() => onDownload(format))
          .finally(() => setBusy(false));
      }}
    />
  );
}

/**
 * A chart's card: a region named by its heading, with its controls (CSV, a selector) beside the
 * heading and the chart beneath.
 */
export function ChartCard({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      h="100%"
      component="section"
      aria-labelledby={titleId}
      // A chart's hidden tooltip may lie past the card's edge: it never widens the page.
      style={{ overflowX: 'clip' }}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ flex: '1 1 12rem', minWidth: 0 }}>
            <Title order={2} fz="md" id={titleId}>
              {title}
            </Title>
            {description ? (
              <Text size="xs" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
          {actions ? (
            <Group gap="xs" wrap="wrap">
              {actions}
            </Group>
          ) : null}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
