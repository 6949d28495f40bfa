import { SPREADSHEET_ACCEPT } from '@huella/shared';
import {
  Alert,
  Anchor,
  Button,
  Card,
  FileInput,
  Group,
  List,
  Loader,
  Modal,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { showToast } from '../../lib/notify.tsx';
import { cellText, importFailuresByRow, type TImportRowGroup } from './import-failures.ts';

export type TImportDialogProps<TResult> = {
  title: string;
  /** What the file holds and how the import treats it. */
  help: string;
  templateLabel: string;
  /** The template's address, shown on its link; the download itself goes through `downloadTemplate`. */
  templateHref: string;
  /** Downloads the template with the session (the access token lives in memory, not in a cookie). */
  downloadTemplate: () => Promise<unknown>;
  /** Sends the file; resolves to the server's answer, rejects with the refusal. */
  upload: (file: File) => Promise<TResult | null>;
  /** The template's columns in order (their words are the shared `fields.<column>`). */
  columns: readonly string[];
  /** The success toast's words. */
  doneMessage: (result: TResult | null) => string;
  /** After the server imported the file (reload what it shows). */
  onImported?: () => void | Promise<void>;
  onClose: () => void;
};

/**
 * The import of a spreadsheet made from an area's template (xlsx, xls or csv), all rows or none
 * (spec/workspace.md §8): a refused file shows one card per failing row, with each wrong cell, what
 * is wrong with it and what else the row held; an accepted one says what it added and closes.
 */
export function ImportDialog<TResult>({
  title,
  help,
  templateLabel,
  templateHref,
  downloadTemplate,
  upload,
  columns,
  doneMessage,
  onImported,
  onClose,
}: TImportDialogProps<TResult>) {
  const { t } = useTranslation(['common', 'messages']);
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<{ message: string; rows: TImportRowGroup[] } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const sending = useMutation({ mutationFn: upload });
  const columnName = (attribute: string) =>
    t(`messages:fields.${attribute}` as 'messages:fields.name', { defaultValue: attribute });

  const submit = async () => {
    if (!file) return;
    setFailure(null);
    setFileError(null);
    try {
      const result = await sending.mutateAsync(file);
      showToast({ kind: 'success', message: doneMessage(result) });
      await onImported?.();
      onClose();
    } catch (error) {
      const rows = importFailuresByRow(error, columns);
      if (rows.length > 0) setFailure({ message: isApiError(error) ? error.message : '', rows });
      setFileError(isApiError(error) ? (error.errors.file?.join(' ') ?? null) : null);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{help}</Text>
        <Anchor
          href={templateHref}
          size="sm"
          onClick={(event) => {
            event.preventDefault();
            void downloadTemplate().catch(() => undefined);
          }}
        >
          <Group gap={6} component="span" wrap="nowrap">
            <IconDownload size={16} aria-hidden />
            {templateLabel}
          </Group>
        </Anchor>
        <FileInput
          label={t('common:import.file')}
          description={t('common:import.fileHint')}
          // What the picker offers; the server checks the content, not the name.
          accept={SPREADSHEET_ACCEPT}
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          value={file}
          onChange={(next) => {
            setFile(next);
            setFileError(null);
            setFailure(null);
          }}
          error={fileError}
          clearable
          required
        />
        {sending.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{t('common:import.importing')}</Text>
          </Group>
        ) : null}
        {failure ? (
          <FailingRows message={failure.message} rows={failure.rows} columnName={columnName} />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            leftSection={<IconUpload size={16} aria-hidden />}
            disabled={!file}
            loading={sending.isPending}
            onClick={() => void submit()}
          >
            {t('common:import.upload')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function FailingRows({
  message,
  rows,
  columnName,
}: {
  message: string;
  rows: TImportRowGroup[];
  columnName: (attribute: string) => string;
}) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="sm" component="section" aria-label={t('import.failures', { count: rows.length })}>
      <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
        {message || t('import.failed')}
      </Alert>
      <Stack gap="sm" mah={360} style={{ overflowY: 'auto' }}>
        {rows.map((group) => (
          <FailingRow key={group.row} group={group} columnName={columnName} />
        ))}
      </Stack>
    </Stack>
  );
}

function FailingRow({
  group,
  columnName,
}: {
  group: TImportRowGroup;
  columnName: (attribute: string) => string;
}) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const failing = new Set(group.failures.map((failure) => failure.attribute));
  const others = Object.entries(group.values).filter(
    ([attribute, value]) => !failing.has(attribute) && cellText(value) !== null,
  );
  return (
    <Card withBorder padding="sm" radius="md" component="article" aria-labelledby={titleId}>
      <Title order={3} fz="sm" id={titleId} mb={4}>
        {t('import.row', { row: group.row })}
      </Title>
      <Stack gap={6}>
        {group.failures.map((failure) => {
          const value = cellText(group.values[failure.attribute]);
          return (
            <div key={failure.attribute}>
              <Text size="sm">
                <Text span fw={600}>
                  {columnName(failure.attribute)}
                </Text>
                {': '}
                {value === null ? (
                  <Text span c="dimmed">
                    {t('import.emptyCell')}
                  </Text>
                ) : (
                  <Text span style={{ overflowWrap: 'anywhere' }}>
                    {t('import.value', { value })}
                  </Text>
                )}
              </Text>
              <List size="sm" c="var(--mantine-color-error)" spacing={2}>
                {failure.errors.map((error) => (
                  <List.Item key={error}>{error}</List.Item>
                ))}
              </List>
            </div>
          );
        })}
        {others.length > 0 ? (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('import.otherValues')}{' '}
            {others.map(([attribute, value]) => `${columnName(attribute)}: ${cellText(value)}`).join(' · ')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
