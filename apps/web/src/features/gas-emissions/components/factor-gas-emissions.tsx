import { ZGasEmissionListQuery, type TGasEmission } from '@huella/shared';
import { EMPTY_NUMBER, formatDateInput, formatExactNumber } from '@huella/shared/format/index';
import { Anchor, Badge, Group, Paper } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TListColumn } from '../../../components/data/list-columns.tsx';
import type { TListSearch } from '../../../components/data/list-search.ts';
import { ReadableNumber } from '../../../components/data/readable-number.tsx';
import { ResourceList, type TListHeading } from '../../../components/data/resource-list.tsx';
import { useListSearch, useLocalListSearch } from '../../../components/data/use-list-search.ts';
import { api } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { ImportGasEmissionsDialog } from './import-gas-emissions-dialog.tsx';

type TGasEmissionsListProps = {
  factorId: number;
  /** Add and import; off for a derived factor, whose values come from its parts. */
  canAdd: boolean;
  search: TListSearch;
  onSearchChange: (patch: Partial<TListSearch>) => void;
  heading: TListHeading;
  title: string;
  description?: ReactNode;
};

/** The per-gas values of a factor on the list screen: search, pages, edit, delete, add and import. */
function GasEmissionsList({ factorId, canAdd, ...props }: TGasEmissionsListProps) {
  const { t } = useTranslation(['gas-emissions', 'catalogue']);
  const lang = currentLanguage();
  const navigate = useNavigate();
  const open = (id: number) =>
    void navigate({
      to: '/factors/$factor/gas-emissions/$id',
      params: { factor: String(factorId), id: String(id) },
    });
  const nameOf = (row: TGasEmission) => row.gas.formula ?? row.gas.name;
  const dateOf = (date: string) => formatDateInput(date, lang) ?? date;
  // On a phone the gas and its value stay in columns; the rest is listed under the gas.
  const columns: TListColumn<TGasEmission>[] = [
    {
      accessor: 'gas',
      title: t('fields.gas'),
      priority: 'key',
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          {nameOf(row)}
          {row.avoided ? (
            <Badge size="sm" variant="light" color="teal">
              {t('avoidedBadge')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      accessor: 'value',
      title: t('fields.value'),
      priority: 'primary',
      textAlign: 'right',
      // kg of the gas per activity unit, every published digit as the form shows it: `0,05444 kg CO2/scf`.
      render: (row) => (
        <ReadableNumber
          exact
          value={row.value}
          // A unit symbol, written the same in every language (like tCO2e).
          unit={`kg ${nameOf(row)}/${row.unit_measurement.abbreviation ?? row.unit_measurement.name}`}
        />
      ),
    },
    {
      accessor: 'uncertainty',
      title: t('list.uncertainty'),
      textAlign: 'right',
      // 0 is "not stated", never "±0 %".
      render: (row) =>
        row.uncertainty === 0
          ? EMPTY_NUMBER
          : t('list.uncertaintyValue', { value: formatExactNumber(row.uncertainty, lang) }),
    },
    {
      accessor: 'date_start',
      title: t('list.validity'),
      // Written as the form writes them, so the list and the form show the same dates.
      render: (row) => t('list.validityRange', { start: dateOf(row.date_start), end: dateOf(row.date_end) }),
    },
    {
      accessor: 'fountain',
      title: t('fields.fountain'),
      render: (row) => <Fountain text={row.fountain} />,
    },
    { accessor: 'reference', title: t('fields.reference') },
  ];
  return (
    <ResourceList<TGasEmission>
      header={{ title: props.title, description: props.description, level: props.heading }}
      search={props.search}
      onSearchChange={props.onSearchChange}
      // The factor is a part of the path: each factor's pages are cached apart.
      rows={{
        area: '/api/factors/{factor}/gases',
        path: { factor: factorId },
        fetchPage: ({ page, per_page, search }) =>
          api.get('/api/factors/{factor}/gases', {
            path: { factor: factorId },
            query: { page, per_page, search },
          }),
      }}
      table={{ columns, nameOf, onView: (row) => open(row.id) }}
      add={canAdd ? { onAdd: () => open(0), label: t('add') } : undefined}
      remove={{
        one: (value) => api.delete('/api/gas-emissions/{gas_emission}', { path: { gas_emission: value } }),
        // A gas may have several validities: the dialog names the one asked about.
        words: {
          nameInDialog: (row) => `${nameOf(row)} (${dateOf(row.date_start)} – ${dateOf(row.date_end)})`,
        },
      }}
      transfer={{
        importDialog: canAdd
          ? (close) => <ImportGasEmissionsDialog factorId={factorId} onClose={close} />
          : undefined,
        importLabel: t('import.open'),
      }}
    />
  );
}

/**
 * A factor's gas values under its form: a part of the factor's screen, so its page and search are
 * the component's own, not the address's.
 */
export function FactorGasEmissions({ factorId, canAdd = true }: { factorId: number; canAdd?: boolean }) {
  const { t } = useTranslation('gas-emissions');
  const [search, setSearch] = useLocalListSearch();
  return (
    <Paper withBorder p="lg" radius="md">
      <GasEmissionsList
        factorId={factorId}
        canAdd={canAdd}
        search={search}
        onSearchChange={setSearch}
        heading="section"
        title={t('title')}
      />
    </Paper>
  );
}

/** The screen of a factor's gas values: page, page size and search in the address. */
export function FactorGasEmissionsPage({
  factorId,
  factorName,
  canAdd,
}: {
  factorId: number;
  factorName: string | undefined;
  canAdd: boolean;
}) {
  const { t } = useTranslation('gas-emissions');
  const [search, setSearch] = useListSearch(ZGasEmissionListQuery);
  return (
    <GasEmissionsList
      factorId={factorId}
      canAdd={canAdd}
      search={search}
      onSearchChange={setSearch}
      heading="page"
      title={factorName ? t('titleOf', { factor: factorName }) : t('title')}
      description={t('pageDescription')}
    />
  );
}

/** A piece of a value's published source: an address to link to, or words. */
export type TFountainPart = { url: URL } | { text: string };

/**
 * Splits where a value was published into its pieces: each web address on its own (several are
 * often written one after the other, separated by ";" or ","), and the words between them.
 */
export function fountainParts(text: string): TFountainPart[] {
  const parts: TFountainPart[] = [];
  for (const piece of text.split(/(https?:\/\/[^\s;,]+)/)) {
    const url = URL.canParse(piece) ? new URL(piece) : null;
    if (url && ['http:', 'https:'].includes(url.protocol)) parts.push({ url });
    else {
      const words = piece.replace(/^[\s;,]+|[\s;,]+$/g, '');
      if (words) parts.push({ text: words });
    }
  }
  return parts;
}

/** Where a value was published: one link per address, named by its site, and the words between. */
function Fountain({ text }: { text: string }) {
  const { t } = useTranslation('gas-emissions');
  const parts = fountainParts(text);
  return (
    <Group gap={4} wrap="wrap" component="span">
      {parts.map((part, index) =>
        'url' in part ? (
          <Anchor
            key={index}
            href={part.url.href}
            target="_blank"
            rel="noreferrer"
            inherit
            title={part.url.href}
            aria-label={t('list.openFountain', { url: part.url.href })}
            style={{ overflowWrap: 'anywhere' }}
          >
            {part.url.hostname.replace(/^www\./, '')}
          </Anchor>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Group>
  );
}
