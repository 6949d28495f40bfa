import { ZSectorInput, type TSector, type TSectorInput } from '@huella/shared';
import { SimpleGrid } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CatalogueNameFields, savedCatalogueName } from '../../../components/data/catalogue-name-fields.tsx';
import { TextField } from '../../../components/data/form-fields.tsx';
import { RecordForm, useRecordForm } from '../../../components/data/record-form.tsx';
import { api, apiQuery, invalidateApi, unlessNotFound } from '../../../lib/api.ts';

type TValues = { name: string; name_en: string; description: string };

const FIELDS = ['name', 'name_en', 'description'] as const;

function toValues(sector: TSector): TValues {
  return { name: sector.name, name_en: sector.name_en ?? '', description: sector.description ?? '' };
}

export function SectorForm({ id }: { id: number }) {
  const { t } = useTranslation(['sectors', 'catalogue']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const recordQuery = useQuery(
    apiQuery('/api/sectors/{sector}', { path: { sector: id }, notify: unlessNotFound }),
  );
  const { form, onSubmit, isSaving, isCreate, recordState } = useRecordForm<TValues, TSectorInput, TSector>({
    id,
    schema: ZSectorInput,
    saved: { namespace: 'sectors', name: savedCatalogueName },
    defaultValues: { name: '', name_en: '', description: '' },
    recordQuery,
    toValues,
    create: (body) => api.post('/api/sectors', { body }),
    update: (sector, body) => api.put('/api/sectors/{sector}', { path: { sector }, body }),
    fields: FIELDS,
    onSaved: () => {
      void invalidateApi(queryClient, '/api/sectors');
      void navigate({ to: '/sectors' });
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
      onCancel={() => void navigate({ to: '/sectors' })}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CatalogueNameFields control={control} label={t('fields.name')} />
      </SimpleGrid>
      <TextField control={control} name="description" label={t('fields.description')} multiline />
    </RecordForm>
  );
}
