import { ZGasInput, type TGas, type TGasInput } from '@huella/shared';
import { SimpleGrid } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NumberField, TextField } from '../../../components/data/form-fields.tsx';
import { RecordForm, useRecordForm } from '../../../components/data/record-form.tsx';
import { api, apiQuery, invalidateApi, unlessNotFound } from '../../../lib/api.ts';

type TValues = { name: string; formula: string; pc: number | null; description: string };

const FIELDS = ['name', 'formula', 'pc', 'description'] as const;

function toValues(gas: TGas): TValues {
  return { name: gas.name, formula: gas.formula ?? '', pc: gas.pc, description: gas.description ?? '' };
}

export function GasForm({ id }: { id: number }) {
  const { t } = useTranslation(['gases', 'catalogue']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const recordQuery = useQuery(apiQuery('/api/gases/{gas}', { path: { gas: id }, notify: unlessNotFound }));
  const { form, onSubmit, isSaving, isCreate, recordState } = useRecordForm<TValues, TGasInput, TGas>({
    id,
    schema: ZGasInput,
    defaultValues: { name: '', formula: '', pc: null, description: '' },
    recordQuery,
    toValues,
    create: (body) => api.post('/api/gases', { body }),
    update: (gas, body) => api.put('/api/gases/{gas}', { path: { gas }, body }),
    fields: FIELDS,
    onSaved: () => {
      void invalidateApi(queryClient, '/api/gases');
      void navigate({ to: '/gases' });
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
      onCancel={() => void navigate({ to: '/gases' })}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField control={control} name="name" label={t('fields.name')} required />
        <TextField control={control} name="formula" label={t('fields.formula')} />
        <NumberField
          control={control}
          name="pc"
          label={t('fields.pc')}
          description={t('fields.pcHelp')}
          required
          min={0}
        />
      </SimpleGrid>
      <TextField control={control} name="description" label={t('fields.description')} multiline />
    </RecordForm>
  );
}
