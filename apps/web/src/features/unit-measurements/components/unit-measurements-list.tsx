import { isUnitGroup, type TUnitMeasurement } from '@huella/shared';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ReadableNumber } from '../../../components/data/readable-number.tsx';
import type { TListSearch } from '../../../components/data/list-search.ts';
import { ResourceList } from '../../../components/data/resource-list.tsx';
import { useListSearch } from '../../../components/data/use-list-search.ts';
import { bulkDeleteUnitMeasurements } from '../api/bulk-delete-unit-measurements.ts';
import { deleteUnitMeasurement } from '../api/delete-unit-measurement.ts';
import { unitMeasurementsKeys, listUnitMeasurements } from '../api/list-unit-measurements.ts';
import { listUnitMeasurementDependents } from '../api/list-unit-measurement-dependents.ts';

export function UnitMeasurementsList() {
  const { t } = useTranslation(['unit-measurements', 'messages']);
  const navigate = useNavigate();
  const [search, setSearch] = useListSearch<TListSearch>();
  return (
    <ResourceList<TUnitMeasurement>
      title={t('title')}
      description={t('description')}
      search={search}
      onSearchChange={setSearch}
      queryKey={unitMeasurementsKeys.all}
      invalidateKey={unitMeasurementsKeys.all}
      fetchPage={listUnitMeasurements}
      deleteOne={deleteUnitMeasurement}
      deleteMany={bulkDeleteUnitMeasurements}
      describeDelete={listUnitMeasurementDependents}
      nameOf={(unit) => unit.name}
      onView={(unit) => void navigate({ to: '/unit-measurements/$id', params: { id: String(unit.id) } })}
      onAdd={() => void navigate({ to: '/unit-measurements/$id', params: { id: '0' } })}
      columns={[
        { accessor: 'name', title: t('fields.name') },
        { accessor: 'abbreviation', title: t('fields.abbreviation') },
        {
          accessor: 'group',
          title: t('fields.group'),
          // A group stored before groups were a choice shows as it is.
          render: (unit) => (isUnitGroup(unit.group) ? t(`messages:unit_groups.${unit.group}`) : unit.group),
        },
        {
          accessor: 'factor',
          title: t('fields.factor'),
          textAlign: 'right',
          // A long factor reads rounded (2,778E-7); its every digit (0.45359237 kg per lb) is in a tooltip.
          render: (unit) => <ReadableNumber value={unit.factor} />,
        },
      ]}
    />
  );
}
