import {
  EMPTY_NUMBER,
  formatDate,
  formatExactNumber,
  formatNumber,
  formatTooltipNumber,
  type TExportFormat,
  type TWorkingGroup,
  type TWorkingLine,
  workingFileName,
} from '@huella/shared';
import { ActionIcon, Alert, Badge, Drawer, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalculator, IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportMenu } from '../../../components/data/export-menu.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { api, apiQuery } from '../../../lib/api.ts';
import { downloadBlob } from '../../../lib/download-csv.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import type { dashboardQuery } from '../dashboard-filters.ts';
import { Loading } from '../../../components/charts/chart-card.tsx';
import { tonnes } from './dashboard-parts.tsx';

/** Which figure's working to show: its group and key, its name, and the catalogue sources it is read over. */
export type TWorkingTarget = {
  group: TWorkingGroup;
  key?: string;
  /** The figure as the dashboard names it ("Alcance 1", "Combustión estacionaria"). */
  label: string;
  /** A stacked bar's segment reads the month over its source alone. */
  sources?: number[];
};

type TQuery = ReturnType<typeof dashboardQuery>;

/** The query of a figure's working under the dashboard's filter. */
function workingQuery(query: TQuery, target: TWorkingTarget) {
  return {
    ...query,
    ...(target.sources ? { sources: target.sources } : {}),
    group: target.group,
    ...(target.key === undefined ? {} : { key: target.key }),
  };
}

/** Up to 7 fraction digits: kilograms, tonnes and percentages as the working sums them. */
const exact = (value: number, lang: string) => formatTooltipNumber(value, lang);
/** A catalogue figure (value, GWP, share, conversion) with every published digit, as it was applied. */
const applied = (value: number, lang: string) => formatExactNumber(value, lang);

/** The button that opens a figure's working ("how was this calculated"), named with the figure. */
export function WorkingButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation('dashboard');
  const name = t('working.open', { figure: label });
  return (
    <Tooltip label={name} withArrow>
      <ActionIcon variant="subtle" size="md" aria-label={name} onClick={onClick}>
        <IconCalculator size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * How a figure of the dashboard was calculated (`GET /api/dashboard/working`): the figure and the
 * arithmetic of its uncertainty, then each line behind it (the inventory item and gas, the value
 * applied with its published source, GWP, share, conversion, uncertainty, kg and half-width), each
 * opening onto its activities, and the whole as CSV.
 */
export function WorkingDrawer({
  query,
  target,
  onClose,
}: {
  query: TQuery;
  target: TWorkingTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : '72rem'}
      title={
        <Stack gap={0}>
          <Text fw={700}>{t('working.title')}</Text>
          {target ? (
            <Text size="sm" c="dimmed">
              {target.label}
            </Text>
          ) : null}
        </Stack>
      }
      closeButtonProps={{ 'aria-label': t('working.close') }}
    >
      {target ? <WorkingBody query={workingQuery(query, target)} target={target} /> : null}
    </Drawer>
  );
}

function WorkingBody({ query, target }: { query: ReturnType<typeof workingQuery>; target: TWorkingTarget }) {
  const { t } = useTranslation('dashboard');
  const lang = currentLanguage();
  const answer = useQuery(apiQuery('/api/dashboard/working', { query }));
  const [downloading, setDownloading] = useState(false);
  const data = answer.data;

  const download = async (format: TExportFormat) => {
    setDownloading(true);
    try {
      const file = await api.download('get', '/api/dashboard/working', { query: { ...query, format } });
      if (file) downloadBlob(`${workingFileName(target.group, target.key)}.${format}`, file);
    } finally {
      setDownloading(false);
    }
  };

  if (answer.isPending) return <Loading h={240} />;
  if (!data) return <LoadFailed message={t('loadFailed')} onRetry={() => void answer.refetch()} />;
  const halfWidth = Math.sqrt(data.aux_kg2);
  const avoidedHalfWidth = Math.sqrt(data.avoided_aux_kg2);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Text size="sm" c="dimmed">
          {t('working.period', {
            from: formatDate(data.date_from, lang),
            to: formatDate(data.date_to, lang),
          })}
        </Text>
        <ExportMenu
          label={t('working.download')}
          size="xs"
          busy={downloading}
          disabled={data.lines.length === 0}
          onExport={(format) => void download(format)}
        />
      </Group>
      <Paper withBorder radius="md" p="md" role="group" aria-label={t('working.figure')}>
        <Stack gap={6}>
          <Text fw={700} fz="lg" data-testid="working-figure">
            {tonnes(data.carbon_footprint, lang)}
            {data.carbon_footprint > 0 && data.uncertainty > 0 ? ` ± ${exact(data.uncertainty, lang)} %` : ''}
          </Text>
          <Text size="sm">
            {t('working.sum', { kg: exact(data.co2e_kg, lang), t: exact(data.carbon_footprint, lang) })}
          </Text>
          {data.co2e_kg > 0 ? (
            <Text size="sm">
              {t('working.uncertaintyArithmetic', {
                halfWidth: exact(halfWidth, lang),
                kg: exact(data.co2e_kg, lang),
                value: exact(data.uncertainty, lang),
              })}
            </Text>
          ) : null}
          {data.avoided_kg > 0 ? (
            <Text size="sm" c="dimmed">
              {t('working.avoided', {
                kg: exact(data.avoided_kg, lang),
                halfWidth: exact(avoidedHalfWidth, lang),
                value: exact(data.avoided_uncertainty, lang),
              })}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {t('working.rule')}
          </Text>
        </Stack>
      </Paper>
      {data.entries_listed < data.entries ? (
        <Alert color="blue" variant="light">
          {t('working.partial', {
            listed: formatNumber(data.entries_listed, lang),
            total: formatNumber(data.entries, lang),
          })}
        </Alert>
      ) : null}
      {data.lines.length === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {t('working.empty')}
        </Text>
      ) : (
        <WorkingLines lines={data.lines} />
      )}
    </Stack>
  );
}

/** The lines of a working, each opening onto its activities. */
function WorkingLines({ lines }: { lines: readonly TWorkingLine[] }) {
  const { t } = useTranslation('dashboard');
  const lang = currentLanguage();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <Table.ScrollContainer minWidth={1080} type="native">
      <Table verticalSpacing="xs" fz="sm" aria-label={t('working.lines')} data-testid="working-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('working.columns.item')}</Table.Th>
            <Table.Th>{t('working.columns.gas')}</Table.Th>
            <Table.Th ta="right">{t('working.columns.value')}</Table.Th>
            <Table.Th ta="right">{t('working.columns.gwp')}</Table.Th>
            <Table.Th ta="right">{t('working.columns.share')}</Table.Th>
            <Table.Th ta="right">{t('working.columns.conversion')}</Table.Th>
            <Table.Th ta="right">{t('working.columns.uncertainty')}</Table.Th>
            <Table.Th ta="right">{t('working.columns.kg')}</Table.Th>
            <Table.Th ta="right">{t('working.columns.halfWidth')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => {
            const expanded = open.has(index);
            const activitiesId = `working-line-${index}`;
            return (
              <Fragment key={`${line.line}|${index}`}>
                <Table.Tr>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" align="flex-start">
                      <ActionIcon
                        variant="subtle"
                        size="sm"
                        aria-expanded={expanded}
                        aria-controls={activitiesId}
                        aria-label={t('working.activities', {
                          count: line.activity_count,
                          item: line.emission_source,
                          gas: line.gas.formula ?? line.gas.name,
                        })}
                        onClick={() => toggle(index)}
                      >
                        {expanded ? (
                          <IconChevronDown size={14} aria-hidden />
                        ) : (
                          <IconChevronRight size={14} aria-hidden />
                        )}
                      </ActionIcon>
                      <Stack gap={0} miw="12rem">
                        <Text size="sm" fw={500}>
                          {line.emission_source}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {line.factor === line.emission_source
                            ? line.source.name
                            : `${line.source.name} · ${line.factor}`}
                        </Text>
                      </Stack>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Text size="sm">{line.gas.formula ?? line.gas.name}</Text>
                      {line.avoided ? (
                        <Badge size="xs" variant="light" color="teal">
                          {t('working.avoidedBadge')}
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {line.gas.name}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {t('working.valuePer', { value: applied(line.value, lang), unit: line.value_unit })}
                    </Text>
                    <Text
                      size="xs"
                      c="dimmed"
                      lineClamp={2}
                      maw="16rem"
                      ml="auto"
                      title={`${line.fountain} · ${line.reference}`}
                    >
                      {line.reference}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {applied(line.gwp, lang)} ({line.gwp_report})
                  </Table.Td>
                  <Table.Td ta="right">{applied(line.share, lang)}</Table.Td>
                  <Table.Td ta="right">
                    {line.conversion === null ? t('working.perActivity') : applied(line.conversion, lang)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    <Tooltip
                      label={t('working.lineUncertainty', {
                        value: exact(line.value_uncertainty, lang),
                        activity: exact(line.activity_uncertainty, lang),
                      })}
                      withArrow
                    >
                      <span tabIndex={0}>
                        {line.uncertainty === 0 ? EMPTY_NUMBER : `${exact(line.uncertainty, lang)} %`}
                      </span>
                    </Tooltip>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {exact(line.co2e_kg, lang)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {line.avoided ? '—' : exact(line.half_width_kg, lang)}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr id={activitiesId} style={expanded ? undefined : { display: 'none' }}>
                  <Table.Td colSpan={9} p={0}>
                    {expanded ? <LineActivities line={line} /> : null}
                  </Table.Td>
                </Table.Tr>
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The activities behind a line: what each consumed, in its unit and in the value's, and what it emitted. */
function LineActivities({ line }: { line: TWorkingLine }) {
  const { t } = useTranslation('dashboard');
  const lang = currentLanguage();
  return (
    <Stack gap={4} p="sm" bg="var(--mantine-color-default-hover)">
      <Text size="xs">{t('working.source', { fountain: line.fountain, reference: line.reference })}</Text>
      <Text size="xs" c="dimmed">
        {t('working.formula', {
          share: applied(line.share, lang),
          value: applied(line.value, lang),
          gwp: applied(line.gwp, lang),
        })}
      </Text>
      <Table verticalSpacing={4} fz="xs" withRowBorders={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('working.columns.date')}</Table.Th>
            <Table.Th ta="right">{t('working.columns.consumption')}</Table.Th>
            <Table.Th ta="right">{t('working.columns.conversion')}</Table.Th>
            <Table.Th ta="right">{t('working.columns.quantity', { unit: line.value_unit })}</Table.Th>
            <Table.Th ta="right">{t('working.columns.kg')}</Table.Th>
            <Table.Th>{t('working.columns.document')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {line.activities.map((activity) => (
            <Table.Tr key={activity.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(activity.date, lang)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {exact(activity.consumption, lang)} {activity.unit}
              </Table.Td>
              <Table.Td ta="right">{applied(activity.conversion, lang)}</Table.Td>
              <Table.Td ta="right">{exact(activity.quantity, lang)}</Table.Td>
              <Table.Td ta="right">{exact(activity.co2e_kg, lang)}</Table.Td>
              <Table.Td>
                {[activity.type_document, activity.document].filter(Boolean).join(' · ') || '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {line.activities.length < line.activity_count ? (
        <Text size="xs" c="dimmed">
          {t('working.moreActivities', {
            listed: formatNumber(line.activities.length, lang),
            total: formatNumber(line.activity_count, lang),
          })}
        </Text>
      ) : null}
    </Stack>
  );
}
