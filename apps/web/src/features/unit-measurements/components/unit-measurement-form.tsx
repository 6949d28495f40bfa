import {
  UNIT_GROUPS,
  ZUnitMeasurementInput,
  type TUnitMeasurement,
  type TUnitMeasurementInput,
} from '@huella/shared';
import { Select, SimpleGrid } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField, TextField } from '../../../components/data/form-fields.tsx';
import { RecordForm, useRecordForm } from '../../../components/data/record-form.tsx';
import { api, apiQuery, invalidateApi, unlessNotFound } from '../../../lib/api.ts';
import { CatalogueNameFields, savedCatalogueName } from '../../../components/data/catalogue-name-fields.tsx';

type TValues = {
  name: string;
  name_en: string;
  abbreviation: string;
  group: string;
  factor: number | null;
  description: string;
};

const FIELDS = ['name', 'name_en', 'abbreviation', 'group', 'factor', 'description'] as const;

function toValues(unit: TUnitMeasurement): TValues {
  return {
    name: unit.name,
    name_en: unit.name_en ?? '',
    abbreviation: unit.abbreviation ?? '',
    group: unit.group ?? '',
    factor: unit.factor,
    description: unit.description ?? '',
  };
}

export function UnitMeasurementForm({ id }: { id: number }) {
  const { t } = useTranslation(['unit-measurements', 'catalogue', 'messages']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const recordQuery = useQuery(
    apiQuery('/api/unit-measurements/{unit_measurement}', {
      path: { unit_measurement: id },
      notify: unlessNotFound,
    }),
  );
  const { form, onSubmit, isSaving, isCreate, recordState } = useRecordForm<
    TValues,
    TUnitMeasurementInput,
    TUnitMeasurement
  >({
    id,
    schema: ZUnitMeasurementInput,
    saved: { namespace: 'unit-measurements', name: savedCatalogueName },
    defaultValues: { name: '', name_en: '', abbreviation: '', group: '', factor: 1, description: '' },
    recordQuery,
    toValues,
    create: (body) => api.post('/api/unit-measurements', { body }),
    update: (unit, body) =>
      api.put('/api/unit-measurements/{unit_measurement}', { path: { unit_measurement: unit }, body }),
    fields: FIELDS,
    onSaved: () => {
      void invalidateApi(queryClient, '/api/unit-measurements');
      void navigate({ to: '/unit-measurements' });
    },
  });
  const { control } = form;
  return (
    <RecordForm
      title={isCreate ? t('newTitle') : t('editTitle')}
      form={form}
      onSubmit={onSubmit}
      isSaving={isSaving}
      recordState={recordState}
      onCancel={() => void navigate({ to: '/unit-measurements' })}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CatalogueNameFields control={control} label={t('fields.name')} />
        <TextField control={control} name="abbreviation" label={t('fields.abbreviation')} />
        <Controller
          control={control}
          name="group"
          render={({ field, fieldState }) => {
            const groups = UNIT_GROUPS.map((group) => ({
              value: group,
              label: t(`messages:unit_groups.${group}`),
            }));
            // A unit stored before groups were a choice keeps showing its group until one is picked.
            const stored = field.value && !groups.some((group) => group.value === field.value);
            return (
              <Select
                label={t('fields.group')}
                description={t('fields.groupHelp')}
                error={fieldState.error?.message}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                searchable
                clearable
                allowDeselect={false}
                data={stored ? [...groups, { value: field.value, label: field.value }] : groups}
                value={field.value || null}
                onChange={(next) => field.onChange(next ?? '')}
              />
            );
          }}
        />
        <NumberField
          control={control}
          name="factor"
          label={t('fields.factor')}
          description={t('fields.factorHelp')}
          min={0}
        />
      </SimpleGrid>
      <TextField control={control} name="description" label={t('fields.description')} multiline />
    </RecordForm>
  );
}
