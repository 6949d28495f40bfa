import { SELECTOR_PAGE_SIZE, type TEmissionFactor } from '@huella/shared';
import { Badge, Select } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { TListSearch } from '../../../components/data/list-search.ts';
import { ResourceList } from '../../../components/data/resource-list.tsx';
import { useListSearch } from '../../../components/data/use-list-search.ts';
import { api, apiQuery, invalidateApi } from '../../../lib/api.ts';

export type TEmissionFactorsSearch = TListSearch & { source_id?: number };

export function EmissionFactorsList() {
  const { t } = useTranslation('emission-factors');
  const navigate = useNavigate();
  const [search, setSearch] = useListSearch<TEmissionFactorsSearch>();
  const queryClient = useQueryClient();
  const { data: sources } = useQuery({
    ...apiQuery('/api/sources', { query: { page: 1, per_page: SELECTOR_PAGE_SIZE } }),
    select: (answer) => answer?.data ?? [],
    staleTime: 60_000,
  });
  return (
    <ResourceList<TEmissionFactor>
      header={{
        title: t('title'),
        description: t('description'),
      }}
      search={search}
      onSearchChange={setSearch}
      rows={{
        area: '/api/emission-factors',
        fetchPage: (query) => api.get('/api/emission-factors', { query }),
      }}
      table={{
        nameOf: (row) => row.display_name,
        onView: (row) => void navigate({ to: '/emission-factors/$id', params: { id: String(row.id) } }),
        columns: [
          { accessor: 'name', title: t('fields.name'), render: (row) => row.display_name },
          { accessor: 'source.name', title: t('fields.source') },
          {
            accessor: 'derives',
            title: t('fields.derives'),
            render: (row) =>
              row.derives ? (
                <Badge variant="light" color="violet">
                  {t('derived')}
                </Badge>
              ) : null,
          },
        ],
      }}
      add={{
        onAdd: () => void navigate({ to: '/emission-factors/$id', params: { id: '0' } }),
      }}
      remove={{
        one: (factor) =>
          api.delete('/api/emission-factors/{emission_factor}', { path: { emission_factor: factor } }),
        many: (ids) => api.delete('/api/emission-factors/bulk/destroy', { body: { ids } }),
        describe: (ids) => api.get('/api/emission-factors/dependents', { query: { ids } }),
        // The selectors offer the same factors from `/api/factors`.
        onDeleted: () => invalidateApi(queryClient, '/api/factors'),
      }}
      actions={
        <Select
          aria-label={t('filterBySource')}
          placeholder={t('filterBySource')}
          data={(sources ?? []).map((s) => ({ value: String(s.id), label: s.display_name }))}
          value={search.source_id ? String(search.source_id) : null}
          onChange={(value) => setSearch({ source_id: value ? Number(value) : undefined, page: 1 })}
          searchable
          clearable
          w={220}
        />
      }
    />
  );
}
