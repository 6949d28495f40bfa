import {
  SELECTOR_PAGE_SIZE,
  ZKeyIndicatorInput,
  type TKeyIndicator,
  type TKeyIndicatorInput,
} from '@huella/shared';
import { SimpleGrid } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CatalogueNameFields, savedCatalogueName } from '../../../components/data/catalogue-name-fields.tsx';
import { MultiSelectField, SelectField, TextField } from '../../../components/data/form-fields.tsx';
import { RecordForm, useRecordForm } from '../../../components/data/record-form.tsx';
import { api, apiQuery, invalidateApi, unlessNotFound } from '../../../lib/api.ts';

type TValues = {
  name: string;
  name_en: string;
  description: string;
  sector_id: number | null;
  unit_measurement_id: number | null;
  sources: number[];
};

const FIELDS = ['name', 'name_en', 'description', 'sector_id', 'unit_measurement_id', 'sources'] as const;

function toValues(row: TKeyIndicator): TValues {
  return {
    name: row.name,
    name_en: row.name_en ?? '',
    description: row.description ?? '',
    sector_id: row.sector_id,
    unit_measurement_id: row.unit_measurement_id,
    sources: row.sources,
  };
}

/**
 * The choices of the form: sectors, sources and units (first 100 of each, as the spec's selectors
 * load them).
 */
function useKeyIndicatorOptions() {
  const firstPage = { query: { page: 1, per_page: SELECTOR_PAGE_SIZE } };
  const staleTime = 60_000;
  const sectors = useQuery({ ...apiQuery('/api/sectors', firstPage), staleTime });
  const sources = useQuery({ ...apiQuery('/api/sources', firstPage), staleTime });
  const units = useQuery({ ...apiQuery('/api/unit-measurements', firstPage), staleTime });
  return { sectors: sectors.data?.data, sources: sources.data?.data, units: units.data?.data };
}

export function KeyIndicatorForm({ id }: { id: number }) {
  const { t } = useTranslation('key-indicators');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const recordQuery = useQuery(
    apiQuery('/api/key-indicators/{key_indicator}', { path: { key_indicator: id }, notify: unlessNotFound }),
  );
  const options = useKeyIndicatorOptions();
  const { form, onSubmit, isSaving, isCreate, recordState } = useRecordForm<
    TValues,
    TKeyIndicatorInput,
    TKeyIndicator
  >({
    id,
    schema: ZKeyIndicatorInput,
    saved: { namespace: 'key-indicators', name: savedCatalogueName },
    defaultValues: {
      name: '',
      name_en: '',
      description: '',
      sector_id: null,
      unit_measurement_id: null,
      sources: [],
    },
    recordQuery,
    toValues,
    create: (body) => api.post('/api/key-indicators', { body }),
    update: (indicator, body) =>
      api.put('/api/key-indicators/{key_indicator}', { path: { key_indicator: indicator }, body }),
    fields: FIELDS,
    onSaved: () => {
      void invalidateApi(queryClient, '/api/key-indicators');
      void navigate({ to: '/key-indicators' });
    },
  });
  const { control } = form;
  // Catalogue rows (sectors, sources, units) in the reader's language.
  const toOptions = (rows: { id: number; display_name: string }[] | undefined) =>
    (rows ?? []).map((row) => ({ value: row.id, label: row.display_name }));
  return (
    <RecordForm
      title={isCreate ? t('newTitle') : t('editTitle')}
      form={form}
      onSubmit={onSubmit}
      isSaving={isSaving}
      recordState={recordState}
      onCancel={() => void navigate({ to: '/key-indicators' })}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CatalogueNameFields control={control} label={t('fields.name')} />
        <SelectField
          control={control}
          name="sector_id"
          label={t('fields.sector')}
          required
          options={toOptions(options.sectors)}
        />
        <SelectField
          control={control}
          name="unit_measurement_id"
          label={t('fields.unit')}
          required
          options={toOptions(options.units)}
        />
      </SimpleGrid>
      <MultiSelectField
        control={control}
        name="sources"
        label={t('fields.sources')}
        required
        options={toOptions(options.sources)}
      />
      <TextField control={control} name="description" label={t('fields.description')} multiline />
    </RecordForm>
  );
}
