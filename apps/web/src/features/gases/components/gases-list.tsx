import { gwpAssessmentOf, type TGas } from '@huella/shared';
import { formatExactNumber } from '@huella/shared/format/index';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { TListSearch } from '../../../components/data/list-search.ts';
import { ResourceList } from '../../../components/data/resource-list.tsx';
import { useListSearch } from '../../../components/data/use-list-search.ts';
import { bulkDeleteGases } from '../api/bulk-delete-gases.ts';
import { deleteGas } from '../api/delete-gas.ts';
import { gasesKeys, listGases } from '../api/list-gases.ts';
import { listGasDependents } from '../api/list-gas-dependents.ts';

export function GasesList() {
  const { t, i18n } = useTranslation('gases');
  const navigate = useNavigate();
  const [search, setSearch] = useListSearch<TListSearch>();
  return (
    <ResourceList<TGas>
      title={t('title')}
      description={t('description')}
      search={search}
      onSearchChange={setSearch}
      queryKey={gasesKeys.all}
      invalidateKey={gasesKeys.all}
      fetchPage={listGases}
      deleteOne={deleteGas}
      deleteMany={bulkDeleteGases}
      describeDelete={listGasDependents}
      nameOf={(gas) => gas.name}
      onView={(gas) => void navigate({ to: '/gases/$id', params: { id: String(gas.id) } })}
      onAdd={() => void navigate({ to: '/gases/$id', params: { id: '0' } })}
      columns={[
        { accessor: 'name', title: t('fields.name') },
        { accessor: 'formula', title: t('fields.formula') },
        {
          accessor: 'pc',
          title: t('fields.pc'),
          textAlign: 'right',
          render: (gas) => formatExactNumber(gas.pc, i18n.language),
        },
        {
          accessor: 'pc_source',
          title: t('list.pcSource'),
          // The report the description cites (the seed's say IPCC AR6); none for a gas whose doesn't.
          render: (gas) => {
            const source = gwpAssessmentOf(gas.description);
            return source ? t('list.ipcc', source) : '—';
          },
        },
      ]}
    />
  );
}
