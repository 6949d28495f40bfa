import type { TSource } from '@huella/shared';
import { Badge, Group } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { TListSearch } from '../../../components/data/list-search.ts';
import { ResourceList } from '../../../components/data/resource-list.tsx';
import { useListSearch } from '../../../components/data/use-list-search.ts';
import { api } from '../../../lib/api.ts';
import { SOURCE_ICONS } from '../../../components/source-icons.ts';

export function SourcesList() {
  const { t } = useTranslation('sources');
  const navigate = useNavigate();
  const [search, setSearch] = useListSearch<TListSearch>();
  return (
    <ResourceList<TSource>
      header={{
        title: t('title'),
        description: t('description'),
      }}
      search={search}
      onSearchChange={setSearch}
      rows={{
        area: '/api/sources',
        fetchPage: (query) => api.get('/api/sources', { query }),
      }}
      table={{
        nameOf: (row) => row.display_name,
        onView: (row) => void navigate({ to: '/sources/$id', params: { id: String(row.id) } }),
        columns: [
          {
            accessor: 'name',
            title: t('fields.name'),
            render: (row) => {
              const Icon = SOURCE_ICONS[row.icon];
              return (
                <Group gap="xs" wrap="nowrap">
                  {Icon ? <Icon size={18} aria-hidden /> : null}
                  {row.display_name}
                </Group>
              );
            },
          },
          {
            accessor: 'enable',
            title: t('fields.enable'),
            render: (row) => (
              <Badge variant="light" color={row.enable ? 'green' : 'gray'}>
                {row.enable ? t('enabled') : t('disabled')}
              </Badge>
            ),
          },
        ],
      }}
      add={{
        onAdd: () => void navigate({ to: '/sources/$id', params: { id: '0' } }),
      }}
      remove={{
        one: (source) => api.delete('/api/sources/{source}', { path: { source } }),
        many: (ids) => api.delete('/api/sources/bulk/destroy', { body: { ids } }),
        describe: (ids) => api.get('/api/sources/dependents', { query: { ids } }),
      }}
    />
  );
}
