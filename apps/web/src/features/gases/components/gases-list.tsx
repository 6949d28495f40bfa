import { IPCC_ASSESSMENT_YEARS, type TGas } from '@huella/shared';
import { formatExactNumber } from '@huella/shared/format/index';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { TListSearch } from '../../../components/data/list-search.ts';
import { ResourceList } from '../../../components/data/resource-list.tsx';
import { useListSearch } from '../../../components/data/use-list-search.ts';
import { api } from '../../../lib/api.ts';

export function GasesList() {
  const { t, i18n } = useTranslation('gases');
  const navigate = useNavigate();
  const [search, setSearch] = useListSearch<TListSearch>();
  return (
    <ResourceList<TGas>
      header={{ title: t('title'), description: t('description') }}
      search={search}
      onSearchChange={setSearch}
      rows={{ area: '/api/gases', fetchPage: (query) => api.get('/api/gases', { query }) }}
      add={{ onAdd: () => void navigate({ to: '/gases/$id', params: { id: '0' } }) }}
      remove={{
        one: (gas) => api.delete('/api/gases/{gas}', { path: { gas } }),
        many: (ids) => api.delete('/api/gases/bulk/destroy', { body: { ids } }),
        describe: (ids) => api.get('/api/gases/dependents', { query: { ids } }),
      }}
      table={{
        nameOf: (gas) => gas.display_name,
        onView: (gas) => void navigate({ to: '/gases/$id', params: { id: String(gas.id) } }),
        columns: [
          { accessor: 'name', title: t('fields.name'), render: (gas) => gas.display_name },
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
            // The IPCC report the GWP comes from (the seed's are AR6).
            render: (gas) =>
              t('list.ipcc', { report: gas.gwp_report, year: IPCC_ASSESSMENT_YEARS[gas.gwp_report] }),
          },
        ],
      }}
    />
  );
}
