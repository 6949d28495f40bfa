import type { TSource } from '@huella/shared';
import { Badge, Group } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { TListSearch } from '../../../components/data/list-search.ts';
import { ResourceList } from '../../../components/data/resource-list.tsx';
import { useListSearch } from '../../../components/data/use-list-search.ts';
import { bulkDeleteSources } from '../api/bulk-delete-sources.ts';
import { deleteSource } from '../api/delete-source.ts';
import { listSources, sourcesKeys } from '../api/list-sources.ts';
import { listSourceDependents } from '../api/list-source-dependents.ts';
import { SOURCE_ICONS } from '../../../components/source-icons.ts';

export function SourcesList() {
  const { t } = useTranslation('sources');
  const navigate = useNavigate();
  const [search, setSearch] = useListSearch<TListSearch>();
  return (
    <ResourceList<TSource>
      title={t('title')}
      description={t('description')}
      search={search}
      onSearchChange={setSearch}
      queryKey={sourcesKeys.all}
      invalidateKey={sourcesKeys.all}
      fetchPage={listSources}
      deleteOne={deleteSource}
      deleteMany={bulkDeleteSources}
      describeDelete={listSourceDependents}
      nameOf={(row) => row.name}
      onView={(row) => void navigate({ to: '/sources/$id', params: { id: String(row.id) } })}
      onAdd={() => void navigate({ to: '/sources/$id', params: { id: '0' } })}
      columns={[
        {
          accessor: 'name',
          title: t('fields.name'),
          render: (row) => {
            const Icon = SOURCE_ICONS[row.icon];
            return (
              <Group gap="xs" wrap="nowrap">
                {Icon ? <Icon size={18} aria-hidden /> : null}
                {row.name}
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
      ]}
    />
  );
}
