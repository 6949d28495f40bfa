import type { TSector } from '@huella/shared';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { TListSearch } from '../../../components/data/list-search.ts';
import { ResourceList } from '../../../components/data/resource-list.tsx';
import { useListSearch } from '../../../components/data/use-list-search.ts';
import { bulkDeleteSectors } from '../api/bulk-delete-sectors.ts';
import { deleteSector } from '../api/delete-sector.ts';
import { sectorsKeys, listSectors } from '../api/list-sectors.ts';
import { listSectorDependents } from '../api/list-sector-dependents.ts';

export function SectorsList() {
  const { t } = useTranslation('sectors');
  const navigate = useNavigate();
  const [search, setSearch] = useListSearch<TListSearch>();
  return (
    <ResourceList<TSector>
      title={t('title')}
      description={t('description')}
      search={search}
      onSearchChange={setSearch}
      queryKey={sectorsKeys.all}
      invalidateKey={sectorsKeys.all}
      fetchPage={listSectors}
      deleteOne={deleteSector}
      deleteMany={bulkDeleteSectors}
      describeDelete={listSectorDependents}
      nameOf={(sector) => sector.name}
      onView={(sector) => void navigate({ to: '/sectors/$id', params: { id: String(sector.id) } })}
      onAdd={() => void navigate({ to: '/sectors/$id', params: { id: '0' } })}
      columns={[
        { accessor: 'name', title: t('fields.name') },
        { accessor: 'description', title: t('fields.description') },
      ]}
    />
  );
}
