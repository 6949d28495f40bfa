import type { TSector } from '@huella/shared';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { TListSearch } from '../../../components/data/list-search.ts';
import { ResourceList } from '../../../components/data/resource-list.tsx';
import { useListSearch } from '../../../components/data/use-list-search.ts';
import { api } from '../../../lib/api.ts';

export function SectorsList() {
  const { t } = useTranslation('sectors');
  const navigate = useNavigate();
  const [search, setSearch] = useListSearch<TListSearch>();
  return (
    <ResourceList<TSector>
      header={{
        title: t('title'),
        description: t('description'),
      }}
      search={search}
      onSearchChange={setSearch}
      rows={{
        area: '/api/sectors',
        fetchPage: (query) => api.get('/api/sectors', { query }),
      }}
      table={{
        nameOf: (sector) => sector.display_name,
        onView: (sector) => void navigate({ to: '/sectors/$id', params: { id: String(sector.id) } }),
        columns: [
          { accessor: 'name', title: t('fields.name'), render: (sector) => sector.display_name },
          { accessor: 'description', title: t('fields.description') },
        ],
      }}
      add={{
        onAdd: () => void navigate({ to: '/sectors/$id', params: { id: '0' } }),
      }}
      remove={{
        one: (sector) => api.delete('/api/sectors/{sector}', { path: { sector } }),
        many: (ids) => api.delete('/api/sectors/bulk/destroy', { body: { ids } }),
        describe: (ids) => api.get('/api/sectors/dependents', { query: { ids } }),
      }}
    />
  );
}
