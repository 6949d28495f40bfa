import { Alert, Button, Group, Modal, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors, schemaResolver } from '../../lib/forms.ts';
import { FormServerAlert } from '../form-server-alert.tsx';
import { showToast } from '../../lib/notify.tsx';
import { PageHeader } from '../page-header.tsx';

export type TUseRecordForm<TValues extends FieldValues, TOutput, TRecord> = {
  /** 0 creates a record; any other id updates the loaded `record`. */
  id: number;
  schema: z.ZodType<TOutput>;
  defaultValues: DefaultValues<TValues>;
  /** The query that loads the edited record (its data is null when creating). */
  recordQuery: { data?: TRecord | null; isPending: boolean; isError: boolean };
  toValues: (record: TRecord) => TValues;
  create: (values: TOutput) => Promise<unknown>;
  update: (id: number, values: TOutput) => Promise<unknown>;
  /** Fields the server may name in its errors. */
  fields: readonly Path<TValues>[];
  /**
   * Runs after the success toast (usually: back to the list; a dialog closes). Save keeps spinning
   * until what it returns settles (a dialog's list reloaded).
   */
  onSaved: () => void | Promise<void>;
  /**
   * What the success toast names: the area's words `saved.created` / `saved.updated` (in its
   * `namespace`) with the record's `name` ("Fuente de emisión «Caldera 1» creada").
   */
  saved?: { namespace: TSavedNamespace; name: (values: TOutput) => string };
  /** The success toast's words, when the area words them its own way (default "Record created"). */
  savedMessage?: (values: TOutput, isCreate: boolean) => string;
  /** Extra check before sending; return false to block the request. */
  beforeSubmit?: (values: TOutput) => boolean;
};

/** The areas whose words name a saved record (`saved.created`, `saved.updated`). */
export type TSavedNamespace =
  | 'emission-activities'
  | 'emission-factors'
  | 'emission-indicators'
  | 'emission-sources'
  | 'gas-emissions'
  | 'gases'
  | 'key-indicators'
  | 'sectors'
  | 'sources'
  | 'unit-measurements';

/**
 * The one record form (DESIGN.md §5): id 0 creates, any other id loads and updates; the shared
 * Zod schema validates; the server's field errors land beside their fields; success toast and back.
 * A save the server never confirmed (no connection, no answer in time, an unreadable answer) is a
 * failure: the form keeps every value, stays, and says so beside Save.
 */
export function useRecordForm<TValues extends FieldValues, TOutput, TRecord>(
  options: TUseRecordForm<TValues, TOutput, TRecord>,
) {
  const { t } = useTranslation('catalogue');
  const form = useForm<TValues, unknown, TOutput>({
    resolver: schemaResolver<TValues, TOutput>(options.schema),
    defaultValues: options.defaultValues,
    // A field says what is wrong once it is left (or on a save attempt), then follows each change.
    mode: 'onTouched',
  });
  const record = options.recordQuery.data;
  const { toValues } = options;
  const { reset } = form;
  // The record read again (another language's names, a renewed session) never overwrites what the
  // person has typed: only the fields they have not changed follow it.
  useEffect(() => {
    if (record) reset(toValues(record), { keepDirtyValues: true });
  }, [record, toValues, reset]);

  const isCreate = options.id === 0;
  const recordState: TRecordState =
    isCreate || record
      ? 'ready'
      : options.recordQuery.isError || !options.recordQuery.isPending
        ? 'missing'
        : 'loading';
  const mutation = useMutation({
    mutationFn: (values: TOutput) => (isCreate ? options.create(values) : options.update(options.id, values)),
    onSuccess: async (_saved, values) => {
      const { saved } = options;
      const message = options.savedMessage
        ? options.savedMessage(values, isCreate)
        : saved
          ? // Each of these areas has `saved.created` and `saved.updated` in both languages.
            t((isCreate ? 'saved.created' : 'saved.updated') as 'form.created', {
              ns: saved.namespace as 'catalogue',
              name: saved.name(values),
            })
          : t(isCreate ? 'form.created' : 'form.updated');
      showToast({ kind: 'success', message });
      await options.onSaved();
    },
    onError: (error) => {
      applyServerErrors(error, form.setError, options.fields);
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    if (options.beforeSubmit && !options.beforeSubmit(values)) return;
    mutation.mutate(values);
  });

  return { form, onSubmit, isSaving: mutation.isPending, isCreate, recordState };
}

/** An edited record is `loading` until it arrives, `missing` when the server has no such record. */
export type TRecordState = 'ready' | 'loading' | 'missing';

/** What a frame of the record form takes: the form, its fields and what Save and Cancel do. */
type TRecordFormBody<TValues extends FieldValues> = {
  form: UseFormReturn<TValues, unknown, never> | UseFormReturn<TValues, unknown, unknown>;
  onSubmit: (event?: FormEvent) => void | Promise<void>;
  isSaving: boolean;
  /** Until the edited record is `ready` the fields are not shown, so nothing typed is overwritten. */
  recordState: TRecordState;
  onCancel: () => void;
  children: ReactNode;
};

export type TRecordFormProps<TValues extends FieldValues> = TRecordFormBody<TValues> & {
  title: string;
  description?: string;
  /** Content below the form (related lists). */
  after?: ReactNode;
};

/** How many fields carry an error (the form-wide `root` message is not a field). */
export function countFieldErrors(errors: FieldErrors): number {
  return Object.keys(errors).filter((name) => name !== 'root' && errors[name]).length;
}

/**
 * The fields, the server's message and Save and Cancel, in the page's frame and the dialog's alike.
 * Save is never greyed out for invalid data: pressing it shows, on each field, what is missing or
 * wrong, focuses the first such field and sums it up beside the button, so nobody is left guessing
 * why nothing happens.
 */
function RecordFormFields<TValues extends FieldValues>(props: Omit<TRecordFormBody<TValues>, 'recordState'>) {
  const { t } = useTranslation('common');
  const { errors, submitCount } = props.form.formState;
  const invalidFields = countFieldErrors(errors);
  return (
    <Stack gap="md">
      {props.children}
      <FormServerAlert errors={errors} />
      {submitCount > 0 && invalidFields > 0 ? (
        <Text c="red" size="sm" role="alert" ta="right" data-testid="form-errors-summary">
          {t('form.fixFields', { count: invalidFields })}
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" loading={props.isSaving} disabled={props.isSaving}>
          {t('actions.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** While the edited record loads: placeholders; when the server has no such record: say so, and Back. */
function RecordPending({ recordState, onCancel }: { recordState: TRecordState; onCancel: () => void }) {
  const { t } = useTranslation('common');
  return recordState === 'loading' ? (
    <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height={36} radius="sm" />
      ))}
    </Stack>
  ) : (
    <Stack gap="md" align="flex-start">
      <Alert color="yellow" role="alert" title={t('states.recordMissing')} w="100%">
        {t('states.recordMissingHelp')}
      </Alert>
      <Button variant="default" onClick={onCancel}>
        {t('actions.back')}
      </Button>
    </Stack>
  );
}

/** Frame of a record form on a page of its own: header, then the fields, Save and Cancel. */
export function RecordForm<TValues extends FieldValues>(props: TRecordFormProps<TValues>) {
  if (props.recordState !== 'ready') {
    return (
      <Stack gap="md">
        <PageHeader title={props.title} description={props.description} />
        <Paper withBorder p="lg" radius="md">
          <RecordPending recordState={props.recordState} onCancel={props.onCancel} />
        </Paper>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <PageHeader title={props.title} description={props.description} />
      <Paper
        withBorder
        p="lg"
        radius="md"
        component="form"
        noValidate
        onSubmit={(event) => void props.onSubmit(event)}
      >
        <RecordFormFields {...props} />
      </Paper>
      {props.after}
    </Stack>
  );
}

export type TRecordFormDialogProps<TValues extends FieldValues> = TRecordFormBody<TValues> & {
  /** The dialog's title, which names it. */
  title: string;
  size?: 'sm' | 'md' | 'lg';
};

/**
 * Frame of a record form in a dialog over a list (a record of a few fields): the same fields,
 * server message, Save and Cancel; Cancel, Escape and the close button leave it.
 */
export function RecordFormDialog<TValues extends FieldValues>({
  title,
  size = 'md',
  ...props
}: TRecordFormDialogProps<TValues>) {
  return (
    <Modal opened onClose={props.onCancel} title={title} size={size}>
      {props.recordState === 'ready' ? (
        <form noValidate onSubmit={(event) => void props.onSubmit(event)}>
          <RecordFormFields {...props} />
        </form>
      ) : (
        <RecordPending recordState={props.recordState} onCancel={props.onCancel} />
      )}
    </Modal>
  );
}
