import {
  EMISSION_SOURCE_FILTERS,
  formatDate,
  formatExactNumber,
  ZEmissionSourcesQuery,
  type TEmissionSource,
} from '@huella/shared';
import { Group, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TListColumn } from '../../../components/data/list-columns.tsx';
import { filterFieldsOf, isNarrowed } from '../../../components/data/list-filter-fields.ts';
import { ResourceList, SLOW_SEARCH_DEBOUNCE_MS } from '../../../components/data/resource-list.tsx';
import { useListSearch } from '../../../components/data/use-list-search.ts';
import { SourceIcon } from '../../../components/source-icon.tsx';
import type { TListSearchOf } from '../../../components/data/list-search-schema.ts';
import { api, apiQuery, invalidateApi } from '../../../lib/api.ts';
import { downloadExport } from '../../../lib/download-csv.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { ImportEmissionSourcesDialog } from './import-emission-sources-dialog.tsx';

/** The list's state in the URL: page, search, sort and filters of `ZEmissionSourcesQuery`. */
export type TEmissionSourcesSearch = TListSearchOf<typeof ZEmissionSourcesQuery>;

const EMISSION_SOURCES_EXPORT_FILE = 'emission_sources';

type TT = TFunction<['emission-sources', 'catalogue', 'common']>;

/**
 * The columns of the inventory: code (the row's key, kept on a phone with the others listed
 * beneath it), name, category with its icon, factor, headquarter, how well its consumption is known
 * ("—" when not stated) and creation day; each but the uncertainty sorts the list by the API's sort
 * of the same name.
 */
export function emissionSourceColumns(t: TT, lang: string): TListColumn<TEmissionSource>[] {
  return [
    {
      accessor: 'code',
      title: t('fields.code'),
      sortable: true,
      priority: 'key',
      // A code stays on one line (on a phone the cell also holds the other columns, which wrap).
      render: (row) => (
        <Text span inherit style={{ whiteSpace: 'nowrap' }}>
          {row.code}
        </Text>
      ),
    },
    { accessor: 'name', title: t('fields.name'), sortable: true },
    {
      accessor: 'source.name',
      sortKey: 'source',
      title: t('fields.source'),
      sortable: true,
      render: (row) => (
        // Inline, so on a phone it follows its title on the same line.
        <Group
          gap={6}
          wrap="nowrap"
          component="span"
          display="inline-flex"
          style={{ verticalAlign: 'middle' }}
        >
          <SourceIcon icon={row.source.icon} size={18} />
          <Text span inherit>
            {row.source.name}
          </Text>
        </Group>
      ),
    },
    {
      accessor: 'emission_factor.name',
      sortKey: 'emission_factor',
      title: t('fields.emission_factor'),
      sortable: true,
    },
    { accessor: 'headquarter.name', sortKey: 'headquarter', title: t('fields.headquarter'), sortable: true },
    {
      accessor: 'activity_uncertainty',
      title: t('fields.uncertainty'),
      noWrap: true,
      // 0 is "not stated", never "±0 %".
      render: (row) =>
        row.activity_uncertainty === 0 ? (
          <Text span inherit c="dimmed" title={t('list.notStatedHelp')}>
            {t('list.notStated')}
          </Text>
        ) : (
          t('list.uncertaintyValue', { value: formatExactNumber(row.activity_uncertainty, lang) })
        ),
    },
    {
      accessor: 'created_at',
      title: t('fields.created_at'),
      sortable: true,
      noWrap: true,
      render: (row) => formatDate(row.created_at, lang),
    },
  ];
}

/**
 * /emission-sources: the company's inventory, for its members and administrators alike — search
 * (after a pause of 1.5 s), filters, sort, pages, view, delete one or many, import from the
 * template, export as CSV, and Add up to the plan's limit.
 */
export function EmissionSourcesList({ companyId }: { companyId: number }) {
  const { t } = useTranslation(['emission-sources', 'catalogue', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useListSearch(ZEmissionSourcesQuery);
  const usage = useQuery({
    ...apiQuery('/api/companies/{company}', { path: { company: companyId } }),
    select: (company) => company?.current_limits.emission_sources,
  });
  const lang = currentLanguage();
  return (
    <ResourceList<TEmissionSource, TEmissionSourcesSearch>
      header={{
        title: t('title'),
        description: t('description'),
      }}
      search={search}
      onSearchChange={setSearch}
      rows={{
        area: '/api/emission-sources',
        searchDebounceMs: SLOW_SEARCH_DEBOUNCE_MS,
        companyId: companyId,
        fetchPage: (query) =>
          api.get('/api/emission-sources', { query: { ...query, company_id: companyId } }),
      }}
      table={{
        columns: emissionSourceColumns(t, lang),
        nameOf: (row) => `${row.code} · ${row.name}`,
        emptyText: isNarrowed(search, EMISSION_SOURCE_FILTERS) ? t('common:noResults') : t('empty'),
        loadFailedText: t('loadFailed'),
        onView: (row) => void navigate({ to: '/emission-sources/$id', params: { id: String(row.id) } }),
      }}
      filters={{
        spec: filterFieldsOf(EMISSION_SOURCE_FILTERS, companyId),
      }}
      add={{
        onAdd: () => void navigate({ to: '/emission-sources/$id', params: { id: '0' } }),
        label: t('add'),
        limit: { name: 'emission_sources', usage: usage.data },
      }}
      remove={{
        one: (id) =>
          api.delete('/api/emission-sources/{emission_source}', {
            path: { emission_source: id },
            body: { company_id: companyId },
          }),
        many: (ids) =>
          api.delete('/api/emission-sources/bulk/destroy', { body: { company_id: companyId, ids } }),
        describe: (ids) =>
          api.get('/api/emission-sources/dependents', { query: { company_id: companyId, ids } }),
        // The plan's usage went down with the rows.
        onDeleted: () => invalidateApi(queryClient, '/api/companies/{company}'),
      }}
      transfer={{
        importDialog: (close) => <ImportEmissionSourcesDialog companyId={companyId} onClose={close} />,
        exportFile: async (format, query) =>
          downloadExport(
            EMISSION_SOURCES_EXPORT_FILE,
            format,
            await api.download('post', '/api/emission-sources/export', {
              body: { ...query, company_id: companyId, format },
            }),
          ),
      }}
    />
  );
}
