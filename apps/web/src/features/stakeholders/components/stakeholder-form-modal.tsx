import {
  ZStakeholderInput,
  type TStakeholder,
  type TStakeholderInput,
  type TStakeholderType,
} from '@huella/shared';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/data/form-fields.tsx';
import { FormServerAlert } from '../../../components/form-server-alert.tsx';
import { api } from '../../../lib/api.ts';
import { applyServerErrors, schemaResolver } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/notify.tsx';

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
 * A stakeholder's name (3–80 characters, unique within its type) and optional description, in a
 * dialog over its list. A refused or unconfirmed save keeps what was typed and says why.
 */
export function StakeholderFormModal({
  companyId,
  type,
  record,
  onClose,
  onSaved,
}: TStakeholderFormModalProps) {
  const { t } = useTranslation(['stakeholders', 'common']);
  const form = useForm<TStakeholderForm, unknown, TStakeholderInput>({
    resolver: schemaResolver<TStakeholderForm, TStakeholderInput>(ZStakeholderInput),
    defaultValues: {
      company_id: companyId,
      type,
      name: record?.name ?? '',
      description: record?.description ?? '',
    },
    mode: 'onTouched',
  });
  const save = useMutation({
    mutationFn: (body: TStakeholderInput) =>
      record
        ? api.put('/api/stakeholders/{stakeholder}', { path: { stakeholder: record.id }, body })
        : api.post('/api/stakeholders', { body }),
  });
  const submit = form.handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync(input);
      if (!saved) return;
      showToast({
        kind: 'success',
        message: t(record ? 'form.updated' : 'form.created', { name: saved.name }),
      });
      await onSaved();
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });
  const title = record ? t('form.editTitle', { name: record.name }) : t(`form.newTitle.${type}`);

  return (
    <Modal opened onClose={onClose} title={title} size="md">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <TextField control={form.control} name="name" label={t('fields.name')} required />
          <TextField
            control={form.control}
            name="description"
            label={t('fields.description')}
            description={t('fields.descriptionHint')}
            multiline
          />
          <FormServerAlert errors={form.formState.errors} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
