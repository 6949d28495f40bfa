import { formatNumber, type TDashboard } from '@huella/shared';
import { ActionIcon, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { SourceIcon } from '../../../components/source-icon.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { shareOf } from '../dashboard-csv.ts';
import { ChartCard, Swatch } from '../../../components/charts/chart-card.tsx';
import { percent, useUncertaintyText } from './dashboard-parts.tsx';
import { WorkingButton } from './working-drawer.tsx';

const DetailAnchor = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>(
  function DetailAnchor(props, ref) {
    return <ActionIcon component="a" ref={ref} variant="subtle" size="lg" {...props} />;
  },
);

/** A typed router link drawn as an icon button. */
const DetailLink = createLink(DetailAnchor);

/**
 * The footprint by catalogue source (spec/workspace.md §2): each source's t CO2e, its share of the
 * total, its uncertainty and its scope, with a button opening its page under the same filter. The
 * table scrolls sideways on a phone.
 */
export function SourcesSummaryTable({
  rows,
  colorOf,
  onWorking,
}: {
  rows: TDashboard['by_source'];
  colorOf: (sourceId: number, index: number) => string;
  /** Opens a source's working. */
  onWorking?: (row: TDashboard['by_source'][number]) => void;
}) {
  const { t } = useTranslation('dashboard');
  const lang = currentLanguage();
  const uncertainty = useUncertaintyText();
  const total = rows.reduce((sum, row) => sum + row.carbon_footprint, 0);
  const title = t('summary.title');
  return (
    <ChartCard title={title}>
      <Table.ScrollContainer minWidth={620} type="native">
        <Table verticalSpacing="xs" highlightOnHover aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('summary.source')}</Table.Th>
              <Table.Th ta="right">{t('summary.footprint')}</Table.Th>
              <Table.Th ta="right">{t('summary.share')}</Table.Th>
              <Table.Th ta="right">{t('summary.uncertainty')}</Table.Th>
              <Table.Th>{t('summary.scope')}</Table.Th>
              <Table.Th ta="center">{t('summary.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text size="sm" c="dimmed" ta="center">
                    {t('summary.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row, index) => (
                <Table.Tr key={row.source_id}>
                  <Table.Th scope="row" fw={500}>
                    <Group gap={8} wrap="nowrap">
                      <Swatch color={colorOf(row.source_id, index)} />
                      <SourceIcon icon={row.icon} size={16} />
                      <Text size="sm" inherit>
                        {row.name}
                      </Text>
                    </Group>
                  </Table.Th>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatNumber(row.carbon_footprint, lang)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {percent(shareOf(row.carbon_footprint, total), lang)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {uncertainty(row.uncertainty, row.carbon_footprint, false)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {t('charts.scope', { scope: row.scope })}
                  </Table.Td>
                  <Table.Td ta="center">
                    <Group gap={4} justify="center" wrap="nowrap">
                      {onWorking ? <WorkingButton label={row.name} onClick={() => onWorking(row)} /> : null}
                      <Tooltip label={t('summary.open', { name: row.name })} withArrow>
                        <DetailLink
                          to="/dashboard/source/$source"
                          params={{ source: String(row.source_id) }}
                          aria-label={t('summary.open', { name: row.name })}
                        >
                          <IconListDetails size={18} aria-hidden />
                        </DetailLink>
                      </Tooltip>
                    </Group>
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
