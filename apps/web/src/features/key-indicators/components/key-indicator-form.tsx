import { ZKeyIndicatorInput, type TKeyIndicator, type TKeyIndicatorInput } from '@huella/shared';
import { SimpleGrid } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MultiSelectField, SelectField, TextField } from '../../../components/data/form-fields.tsx';
import { RecordForm, useRecordForm } from '../../../components/data/record-form.tsx';
import { createKeyIndicator } from '../api/create-key-indicator.ts';
import { useKeyIndicator } from '../api/get-key-indicator.ts';
import { useKeyIndicatorOptions } from '../api/list-key-indicator-options.ts';
import { keyIndicatorsKeys } from '../api/list-key-indicators.ts';
import { updateKeyIndicator } from '../api/update-key-indicator.ts';

type TValues = {
  name: string;
  description: string;
  sector_id: number | null;
  unit_measurement_id: number | null;
  sources: number[];
};

const FIELDS = ['name', 'description', 'sector_id', 'unit_measurement_id', 'sources'] as const;

function toValues(row: TKeyIndicator): TValues {
  return {
    name: row.name,
    description: row.description ?? '',
    sector_id: row.sector_id,
    unit_measurement_id: row.unit_measurement_id,
    sources: row.sources,
  };
}

export function KeyIndicatorForm({ id }: { id: number }) {
  const { t } = useTranslation('key-indicators');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const recordQuery = useKeyIndicator(id);
  const { data: options } = useKeyIndicatorOptions();
  const { form, onSubmit, isSaving, isCreate, recordState } = useRecordForm<
    TValues,
    TKeyIndicatorInput,
    TKeyIndicator
  >({
    id,
    schema: ZKeyIndicatorInput,
    defaultValues: { name: '', description: '', sector_id: null, unit_measurement_id: null, sources: [] },
    recordQuery,
    toValues,
    create: createKeyIndicator,
    update: updateKeyIndicator,
    fields: FIELDS,
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: keyIndicatorsKeys.all });
      void navigate({ to: '/key-indicators' });
    },
  });
  const { control } = form;
  const toOptions = (rows: { id: number; name: string }[] | undefined) =>
    (rows ?? []).map((row) => ({ value: row.id, label: row.name }));
  return (
    <RecordForm
      title={isCreate ? t('newTitle') : t('editTitle')}
      form={form}
      onSubmit={onSubmit}
      isSaving={isSaving}
      recordState={recordState}
      onCancel={() => void navigate({ to: '/key-indicators' })}
    >
      <TextField control={control} name="name" label={t('fields.name')} required />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          control={control}
          name="sector_id"
          label={t('fields.sector')}
          required
          options={toOptions(options?.sectors)}
        />
        <SelectField
          control={control}
          name="unit_measurement_id"
          label={t('fields.unit')}
          required
          options={toOptions(options?.units)}
        />
      </SimpleGrid>
      <MultiSelectField
        control={control}
        name="sources"
        label={t('fields.sources')}
        required
        options={toOptions(options?.sources)}
      />
      <TextField control={control} name="description" label={t('fields.description')} multiline />
    </RecordForm>
  );
}
