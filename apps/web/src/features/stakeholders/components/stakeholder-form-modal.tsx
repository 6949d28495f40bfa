import {
  ZStakeholderInput,
  type TStakeholder,
  type TStakeholderInput,
  type TStakeholderType,
} from '@huella/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/data/form-fields.tsx';
import { RecordFormDialog, useRecordForm } from '../../../components/data/record-form.tsx';
import { api } from '../../../lib/api.ts';

type TStakeholderForm = { company_id: number; type: TStakeholderType; name: string; description: string };

const FIELDS = ['name', 'description'] as const;

export type TStakeholderFormModalProps = {
  companyId: number;
  type: TStakeholderType;
  /** The stakeholder edited, or null for a new one. */
  record: TStakeholder | null;
  onClose: () => void;
  /** After the server confirmed the save (the list reloads). */
  onSaved: () => void | Promise<void>;
};

/**
 * A stakeholder's name (3–80 characters, unique within its type) and optional description, in the
 * record form's dialog over its list: the row in hand is the record, so nothing loads. A refused
 * or unconfirmed save keeps what was typed and says why.
 */
export function StakeholderFormModal({
  companyId,
  type,
  record,
  onClose,
  onSaved,
}: TStakeholderFormModalProps) {
  const { t } = useTranslation('stakeholders');
  const toValues = useCallback(
    (row: TStakeholder): TStakeholderForm => ({
      company_id: companyId,
      type,
      name: row.name,
      description: row.description ?? '',
    }),
    [companyId, type],
  );
  const { form, onSubmit, isSaving, recordState } = useRecordForm<
    TStakeholderForm,
    TStakeholderInput,
    TStakeholder
  >({
    id: record?.id ?? 0,
    schema: ZStakeholderInput,
    defaultValues: record ? toValues(record) : { company_id: companyId, type, name: '', description: '' },
    recordQuery: { data: record, isPending: false, isError: false },
    toValues,
    create: (body) => api.post('/api/stakeholders', { body }),
    update: (stakeholder, body) =>
      api.put('/api/stakeholders/{stakeholder}', { path: { stakeholder }, body }),
    fields: FIELDS,
    savedMessage: (saved, isCreate) =>
      t(`form.${isCreate ? 'created' : 'updated'}.${type}`, { name: saved.name }),
    onSaved: async () => {
      await onSaved();
      onClose();
    },
  });
  const title = record ? t('form.editTitle', { name: record.name }) : t(`form.newTitle.${type}`);

  return (
    <RecordFormDialog
      title={title}
      form={form}
      onSubmit={onSubmit}
      isSaving={isSaving}
      recordState={recordState}
      onCancel={onClose}
    >
      <TextField control={form.control} name="name" label={t('fields.name')} required />
      <TextField
        control={form.control}
        name="description"
        label={t('fields.description')}
        description={t('fields.descriptionHint')}
        multiline
      />
    </RecordFormDialog>
  );
}
