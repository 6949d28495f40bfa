import { formatDate, ZEmissionSourcesQuery, type TEmissionSource } from '@huella/shared';
import { Group, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TListColumn } from '../../../components/data/list-columns.tsx';
import type { TListFilter } from '../../../components/data/list-filters.tsx';
import { hasFilterValue } from '../../../components/data/list-search.ts';
import { ResourceList, SLOW_SEARCH_DEBOUNCE_MS } from '../../../components/data/resource-list.tsx';
import { useListSearch } from '../../../components/data/use-list-search.ts';
import { SourceIcon } from '../../../components/source-icon.tsx';
import {
  companiesKeys,
  companyQuery,
  companySourcesKeys,
  listCompanySources,
  listStakeholdersOfType,
  stakeholdersKeys,
} from '../../../lib/company-data.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { bulkDeleteEmissionSources } from '../api/bulk-delete-emission-sources.ts';
import { deleteEmissionSource } from '../api/delete-emission-source.ts';
import { exportEmissionSources } from '../api/export-emission-sources.ts';
import { listEmissionSourceDependents } from '../api/list-emission-source-dependents.ts';
import {
  emissionSourcesKeys,
  listEmissionSources,
  type TEmissionSourcesSearch,
} from '../api/list-emission-sources.ts';
import { ImportEmissionSourcesDialog } from './import-emission-sources-dialog.tsx';

type TFilterName = Extract<keyof TEmissionSourcesSearch, string>;
type TT = TFunction<['emission-sources', 'catalogue', 'common']>;

/**
 * The columns of the inventory: code (the row's key, kept on a phone with the others listed
 * beneath it), name, category with its icon, factor, headquarter and creation day; each sorts the
 * list by the API's sort of the same name.
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
      accessor: 'created_at',
      title: t('fields.created_at'),
      sortable: true,
      noWrap: true,
      render: (row) => formatDate(row.created_at, lang),
    },
  ];
}

/**
 * The filter dialog: a headquarter and a category of the company (loaded when the dialog opens,
 * refreshed when the settings change them), and the days the sources were created between.
 */
export function emissionSourceFilters(t: TT, companyId: number): TListFilter<TFilterName>[] {
  return [
    {
      kind: 'select',
      name: 'headquarter_id',
      label: t('fields.headquarter'),
      options: {
        queryKey: [...stakeholdersKeys.ofType(companyId, 'HEADQUARTERS'), 'filter-options'],
        queryFn: async () =>
          ((await listStakeholdersOfType(companyId, 'HEADQUARTERS')) ?? []).map((row) => ({
            value: row.id,
            label: row.name,
          })),
      },
    },
    {
      kind: 'select',
      name: 'source_id',
      label: t('fields.source'),
      options: {
        queryKey: [...companySourcesKeys.ofCompany(companyId), 'filter-options'],
        queryFn: async () =>
          ((await listCompanySources(companyId)) ?? []).map((row) => ({ value: row.id, label: row.name })),
      },
    },
    { kind: 'date', name: 'created_at_from', label: t('filters.createdFrom') },
    { kind: 'date', name: 'created_at_to', label: t('filters.createdTo') },
  ];
}

/** Whether the list shows a subset: a search or a filter is on. */
function isNarrowed(search: TEmissionSourcesSearch): boolean {
  return (['search', 'headquarter_id', 'source_id', 'created_at_from', 'created_at_to'] as const).some(
    (name) => hasFilterValue(search[name]),
  );
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
  const company = useQuery(companyQuery(companyId));
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
        fetchPage: listEmissionSources,
      }}
      table={{
        columns: emissionSourceColumns(t, lang),
        nameOf: (row) => `${row.code} · ${row.name}`,
        emptyText: isNarrowed(search) ? t('common:noResults') : t('empty'),
        loadFailedText: t('loadFailed'),
        onView: (row) => void navigate({ to: '/emission-sources/$id', params: { id: String(row.id) } }),
      }}
      filters={{
        spec: emissionSourceFilters(t, companyId),
      }}
      add={{
        onAdd: () => void navigate({ to: '/emission-sources/$id', params: { id: '0' } }),
        label: t('add'),
        limit: { name: 'emission_sources', usage: company.data?.current_limits.emission_sources },
      }}
      remove={{
        one: (id) => deleteEmissionSource(companyId, id),
        many: (ids) => bulkDeleteEmissionSources(companyId, ids),
        describe: (ids) => listEmissionSourceDependents(companyId, ids),
        // The plan's usage went down with the rows.
        onDeleted: () => queryClient.invalidateQueries({ queryKey: companiesKeys.detail(companyId) }),
      }}
      transfer={{
        importDialog: (close) => <ImportEmissionSourcesDialog companyId={companyId} onClose={close} />,
        exportFile: () => exportEmissionSources(companyId),
      }}
    />
  );
}
