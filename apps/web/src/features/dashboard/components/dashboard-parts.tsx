import { EMISSIONS_UNIT, formatNumber, type TCsvOptions } from '@huella/shared';
import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChartDonut, IconDownload } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from '../../../lib/download-csv.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { csvOptions, type TCsvWords } from '../dashboard-csv.ts';

/** A figure in t CO2e as the product shows it (`1.234,56 tCO2e`, `0,00122 tCO2e`). */
export function tonnes(value: number, lang: string = currentLanguage()): string {
  return `${formatNumber(value, lang)} ${EMISSIONS_UNIT}`;
}

/** A percentage (`12,5 %`). */
export function percent(value: number, lang: string = currentLanguage()): string {
  return `${formatNumber(value, lang)} %`;
}

/**
 * An uncertainty as the dashboard shows it: `±x %`, or — when there is nothing to be uncertain
 * about (no footprint and no uncertainty).
 */
export function useUncertaintyText() {
  const { t } = useTranslation('dashboard');
  const lang = currentLanguage();
  return (uncertainty: number, footprint: number, withLabel = true): string => {
    if (uncertainty === 0 && footprint === 0) return withLabel ? t('cards.noUncertainty') : '—';
    const value = formatNumber(uncertainty, lang);
    return withLabel ? t('cards.uncertainty', { value }) : `±${value} %`;
  };
}

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

/** "No data for the selected period", with what to change, where a figure would be. */
export function NoData() {
  const { t } = useTranslation('dashboard');
  return (
    <Paper withBorder radius="md" p="xl" role="status">
      <Stack align="center" gap="xs">
        <IconChartDonut size={32} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text fw={600}>{t('noData')}</Text>
        <Text size="sm" c="dimmed" ta="center">
          {t('noDataHint')}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The CSV button of a chart: "CSV" on screen, named with the chart for assistive technology. */
export function CsvButton({
  chart,
  onClick,
  disabled,
}: {
  chart: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconDownload size={14} aria-hidden />}
      aria-label={t('csv.downloadLabel', { chart })}
      onClick={onClick}
      disabled={disabled}
    >
      {t('csv.download')}
    </Button>
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

/** The CSV files' words in the reader's language, and their download (`;`, BOM, the language's numbers). */
export function useCsvDownload() {
  const { t } = useTranslation('dashboard');
  const lang = currentLanguage();
  const words: TCsvWords = {
    source: t('csv.source'),
    category: t('csv.category'),
    scope: t('csv.scope'),
    month: t('csv.month'),
    footprint: t('csv.footprint'),
    share: t('csv.share'),
    uncertainty: t('csv.uncertainty'),
    total: t('csv.total'),
  };
  return {
    words,
    lang,
    download: (file: string, table: (readonly unknown[])[], options: TCsvOptions = csvOptions(lang)) =>
      downloadCsv(file, table, options),
  };
}
