import type { TUnitMeasurement } from '@huella/shared';
import { formatExactNumber } from '@huella/shared/format/index';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { TListSearch } from '../../../components/data/list-search.ts';
import { ResourceList } from '../../../components/data/resource-list.tsx';
import { useListSearch } from '../../../components/data/use-list-search.ts';
import { bulkDeleteUnitMeasurements } from '../api/bulk-delete-unit-measurements.ts';
import { deleteUnitMeasurement } from '../api/delete-unit-measurement.ts';
import { unitMeasurementsKeys, listUnitMeasurements } from '../api/list-unit-measurements.ts';
import { listUnitMeasurementDependents } from '../api/list-unit-measurement-dependents.ts';

export function UnitMeasurementsList() {
  const { t, i18n } = useTranslation('unit-measurements');
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
        { accessor: 'group', title: t('fields.group') },
        {
          accessor: 'factor',
          title: t('fields.factor'),
          textAlign: 'right',
          // Conversion factors keep their precision: 0.45359237 kg per lb.
          render: (unit) => formatExactNumber(unit.factor, i18n.language),
        },
      ]}
    />
  );
}
