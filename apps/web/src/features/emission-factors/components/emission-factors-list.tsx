import type { TEmissionFactor } from '@huella/shared';
import { Badge, Select } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { TListSearch } from '../../../components/data/list-search.ts';
import { ResourceList } from '../../../components/data/resource-list.tsx';
import { useListSearch } from '../../../components/data/use-list-search.ts';
import { bulkDeleteEmissionFactors } from '../api/bulk-delete-emission-factors.ts';
import { deleteEmissionFactor } from '../api/delete-emission-factor.ts';
import { useSourceOptions } from '../api/list-factor-options.ts';
import { emissionFactorsKeys, listEmissionFactors } from '../api/list-emission-factors.ts';
import { listEmissionFactorDependents } from '../api/list-emission-factor-dependents.ts';

export type TEmissionFactorsSearch = TListSearch & { source_id?: number };

export function EmissionFactorsList() {
  const { t } = useTranslation('emission-factors');
  const navigate = useNavigate();
  const [search, setSearch] = useListSearch<TEmissionFactorsSearch>();
  const { data: sources } = useSourceOptions();
  const filters = { source_id: search.source_id };
  return (
    <ResourceList<TEmissionFactor>
      title={t('title')}
      description={t('description')}
      search={search}
      onSearchChange={setSearch}
      queryKey={emissionFactorsKeys.list(filters)}
      invalidateKey={emissionFactorsKeys.all}
      fetchPage={(query) => listEmissionFactors({ ...query, ...filters })}
      deleteOne={deleteEmissionFactor}
      deleteMany={bulkDeleteEmissionFactors}
      describeDelete={listEmissionFactorDependents}
      nameOf={(row) => row.name}
      onView={(row) => void navigate({ to: '/emission-factors/$id', params: { id: String(row.id) } })}
      onAdd={() => void navigate({ to: '/emission-factors/$id', params: { id: '0' } })}
      actions={
        <Select
          aria-label={t('filterBySource')}
          placeholder={t('filterBySource')}
          data={(sources ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          value={search.source_id ? String(search.source_id) : null}
          onChange={(value) => setSearch({ source_id: value ? Number(value) : undefined, page: 1 })}
          searchable
          clearable
          w={220}
        />
      }
      columns={[
        { accessor: 'name', title: t('fields.name') },
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
      ]}
    />
  );
}
