import { isUnitGroup, type TUnitMeasurement } from '@huella/shared';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ReadableNumber } from '../../../components/data/readable-number.tsx';
import type { TListSearch } from '../../../components/data/list-search.ts';
import { ResourceList } from '../../../components/data/resource-list.tsx';
import { useListSearch } from '../../../components/data/use-list-search.ts';
import { api } from '../../../lib/api.ts';

export function UnitMeasurementsList() {
  const { t } = useTranslation(['unit-measurements', 'messages']);
  const navigate = useNavigate();
  const [search, setSearch] = useListSearch<TListSearch>();
  return (
    <ResourceList<TUnitMeasurement>
      header={{
        title: t('title'),
        description: t('description'),
      }}
      search={search}
      onSearchChange={setSearch}
      rows={{
        area: '/api/unit-measurements',
        fetchPage: (query) => api.get('/api/unit-measurements', { query }),
      }}
      table={{
        nameOf: (unit) => unit.display_name,
        onView: (unit) => void navigate({ to: '/unit-measurements/$id', params: { id: String(unit.id) } }),
        columns: [
          { accessor: 'name', title: t('fields.name'), render: (unit) => unit.display_name },
          { accessor: 'abbreviation', title: t('fields.abbreviation') },
          {
            accessor: 'group',
            title: t('fields.group'),
            // A group stored before groups were a choice shows as it is.
            render: (unit) =>
              isUnitGroup(unit.group) ? t(`messages:unit_groups.${unit.group}`) : unit.group,
          },
          {
            accessor: 'factor',
            title: t('fields.factor'),
            textAlign: 'right',
            // A long factor reads rounded (0,0000002778); its every digit (0.45359237 kg per lb) is in a tooltip.
            render: (unit) => <ReadableNumber value={unit.factor} />,
          },
        ],
      }}
      add={{
        onAdd: () => void navigate({ to: '/unit-measurements/$id', params: { id: '0' } }),
      }}
      remove={{
        one: (unit) =>
          api.delete('/api/unit-measurements/{unit_measurement}', { path: { unit_measurement: unit } }),
        many: (ids) => api.delete('/api/unit-measurements/bulk/destroy', { body: { ids } }),
        describe: (ids) => api.get('/api/unit-measurements/dependents', { query: { ids } }),
      }}
    />
  );
}
