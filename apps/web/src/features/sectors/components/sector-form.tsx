import { ZSectorInput, type TSector, type TSectorInput } from '@huella/shared';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/data/form-fields.tsx';
import { RecordForm, useRecordForm } from '../../../components/data/record-form.tsx';
import { createSector } from '../api/create-sector.ts';
import { useSector } from '../api/get-sector.ts';
import { sectorsKeys } from '../api/list-sectors.ts';
import { updateSector } from '../api/update-sector.ts';

type TValues = { name: string; description: string };

const FIELDS = ['name', 'description'] as const;

function toValues(sector: TSector): TValues {
  return { name: sector.name, description: sector.description ?? '' };
}

export function SectorForm({ id }: { id: number }) {
  const { t } = useTranslation(['sectors', 'catalogue']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const recordQuery = useSector(id);
  const { form, onSubmit, isSaving, isCreate, recordState } = useRecordForm<TValues, TSectorInput, TSector>({
    id,
    schema: ZSectorInput,
    defaultValues: { name: '', description: '' },
    recordQuery,
    toValues,
    create: createSector,
    update: updateSector,
    fields: FIELDS,
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: sectorsKeys.all });
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
      <TextField control={control} name="name" label={t('fields.name')} required />
      <TextField control={control} name="description" label={t('fields.description')} multiline />
    </RecordForm>
  );
}
