import {
  EMISSION_INDICATOR_FILTERS,
  formatDate,
  formatNumber,
  ZEmissionIndicatorsQuery,
  type TEmissionIndicator,
} from '@huella/shared';
import { Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TListColumn } from '../../../components/data/list-columns.tsx';
import { filterFieldsOf, isNarrowed } from '../../../components/data/list-filter-fields.ts';
import type { TListSearchOf } from '../../../components/data/list-search-schema.ts';
import { ResourceList } from '../../../components/data/resource-list.tsx';
import { useListSearch } from '../../../components/data/use-list-search.ts';
import { api, apiQuery, invalidateApi } from '../../../lib/api.ts';
import { downloadExport } from '../../../lib/download-csv.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { ImportEmissionIndicatorsDialog } from './import-emission-indicators-dialog.tsx';

/** The list's state in the URL: page, search, sort and filters of `ZEmissionIndicatorsQuery`. */
export type TEmissionIndicatorsSearch = TListSearchOf<typeof ZEmissionIndicatorsQuery>;

const EMISSION_INDICATORS_EXPORT_FILE = 'emission_indicators';

type TT = TFunction<['emission-indicators', 'catalogue', 'common']>;

/**
 * The spec's columns: ID (the row's key), key indicator, sector, value in the indicator's unit, date,
 * note, created and updated; each but the note sorts the list by the API's sort of the same name.
 */
export function emissionIndicatorColumns(t: TT, lang: string): TListColumn<TEmissionIndicator>[] {
  return [
    { accessor: 'id', title: t('fields.id'), sortable: true, priority: 'key', noWrap: true },
    {
      accessor: 'key_indicator.name',
      sortKey: 'key_indicator',
      title: t('fields.key_indicator'),
      sortable: true,
    },
    { accessor: 'key_indicator.sector.name', sortKey: 'sector', title: t('fields.sector'), sortable: true },
    {
      accessor: 'value',
      title: t('fields.value'),
      sortable: true,
      noWrap: true,
      render: (row) =>
        t('detail.value', { value: formatNumber(row.value, lang), unit: row.key_indicator.unit }),
    },
    {
      accessor: 'date',
      title: t('fields.date'),
      sortable: true,
      noWrap: true,
      render: (row) => formatDate(row.date, lang),
    },
    {
      accessor: 'note',
      title: t('fields.note'),
      render: (row) =>
        row.note ?? (
          <Text span inherit c="dimmed">
            {t('detail.none')}
          </Text>
        ),
    },
    {
      accessor: 'created_at',
      title: t('fields.created_at'),
      sortable: true,
      noWrap: true,
      render: (row) => formatDate(row.created_at, lang),
    },
    {
      accessor: 'updated_at',
      title: t('fields.updated_at'),
      sortable: true,
      noWrap: true,
      render: (row) => formatDate(row.updated_at, lang),
    },
  ];
}

/**
 * /emission-indicators: the company's indicator values, for its members and administrators alike —
 * search, filters (sector, key indicator, stakeholders, dates), sort, pages, view, delete one or
 * many, import a key indicator's values from the template, export as CSV, and Add up to the plan's
 * limit.
 */
export function EmissionIndicatorsList({ companyId }: { companyId: number }) {
  const { t } = useTranslation(['emission-indicators', 'catalogue', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useListSearch(ZEmissionIndicatorsQuery);
  const usage = useQuery({
    ...apiQuery('/api/companies/{company}', { path: { company: companyId } }),
    select: (company) => company?.current_limits.emission_indicators,
  });
  const lang = currentLanguage();
  return (
    <ResourceList<TEmissionIndicator, TEmissionIndicatorsSearch>
      header={{ title: t('title'), description: t('description') }}
      search={search}
      onSearchChange={setSearch}
      rows={{
        area: '/api/emission-indicators',
        companyId,
        fetchPage: (query) =>
          api.get('/api/emission-indicators', { query: { ...query, company_id: companyId } }),
      }}
      table={{
        columns: emissionIndicatorColumns(t, lang),
        nameOf: (row) => `${row.key_indicator.name} · ${formatDate(row.date, lang)}`,
        emptyText: isNarrowed(search, EMISSION_INDICATOR_FILTERS) ? t('common:noResults') : t('empty'),
        loadFailedText: t('loadFailed'),
        onView: (row) => void navigate({ to: '/emission-indicators/$id', params: { id: String(row.id) } }),
      }}
      filters={{ spec: filterFieldsOf(EMISSION_INDICATOR_FILTERS, companyId) }}
      add={{
        onAdd: () => void navigate({ to: '/emission-indicators/$id', params: { id: '0' } }),
        label: t('add'),
        limit: { name: 'emission_indicators', usage: usage.data },
      }}
      remove={{
        one: (id) =>
          api.delete('/api/emission-indicators/{emission_indicator}', {
            path: { emission_indicator: id },
            body: { company_id: companyId },
          }),
        many: (ids) =>
          api.delete('/api/emission-indicators/bulk/destroy', { body: { company_id: companyId, ids } }),
        words: { done: () => t('deleted') },
        // The plan's usage went down with the rows.
        onDeleted: () => invalidateApi(queryClient, '/api/companies/{company}'),
      }}
      transfer={{
        importDialog: (close) => <ImportEmissionIndicatorsDialog companyId={companyId} onClose={close} />,
        exportFile: async (format, query) =>
          downloadExport(
            EMISSION_INDICATORS_EXPORT_FILE,
            format,
            await api.download('post', '/api/emission-indicators/export', {
              body: { ...query, company_id: companyId, format },
            }),
          ),
      }}
    />
  );
}
