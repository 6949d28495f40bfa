import { formatDateTime, formatNumber, SPREADSHEET_ACCEPT, type TImportRowError } from '@huella/shared';
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
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconDownload,
  IconFileSpreadsheet,
  IconUpload,
} from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { showToast } from '../../lib/notify.tsx';
import {
  afterRetry,
  cellText,
  importFailuresByRow,
  repairRowsOf,
  type TImportRowGroup,
  type TRepairChoice,
  type TRepairRow,
} from './import-failures.ts';
import { ImportRepairTable } from './import-repair-table.tsx';

/** How an upload is sent: again (the user confirmed a file imported before), with its progress. */
export type TImportUpload = {
  again: boolean;
  /** `loaded` of `total` bytes sent (total 0 when unknown). */
  onProgress: (loaded: number, total: number) => void;
};

/** A file the company imported before: when, and how many rows it saved then. */
export type TImportSeen = { created_at: string; saved: number };

/** How far an import running in the background is: rows read of the rows the file declares. */
export type TImportProgress = { read: number; total: number | null };

/** Milliseconds between two looks at an import running in the background. */
export const IMPORT_POLL_MS = 1000;

export type TImportDialogProps<TResult> = {
  title: string;
  /** What the file holds and how the import treats it. */
  help: string;
  templateLabel: string;
  /** The template's address, shown on its link; the download itself goes through `downloadTemplate`. */
  templateHref: string;
  /** Downloads the template with the session (the access token lives in memory, not in a cookie). */
  downloadTemplate: () => Promise<unknown>;
  /** Sends the file (reporting the upload's progress); resolves to the answer, rejects with the refusal. */
  upload: (file: File, options: TImportUpload) => Promise<TResult | null>;
  /** The template's columns in order (their words are the shared `fields.<column>`). */
  columns: readonly string[];
  /**
   * Choices the whole file is imported under (the key indicator of an indicators' file), above
   * the file; `canUpload` false while one the import needs is missing.
   */
  fields?: ReactNode;
  canUpload?: boolean;
  /** The success toast's words. */
  doneMessage: (result: TResult | null) => string;
  /** After the server imported the file, or rows of it (reload what it shows). */
  onImported?: () => void | Promise<void>;
  onClose: () => void;
  /**
   * An area whose import saves the valid rows and answers the failing ones (partial success): the
   * failing rows of an answer. They come back in an editable table, fixed and sent with `retry`.
   */
  failuresOf?: (result: TResult | null) => readonly TImportRowError[];
  /** Sends fixed rows again (`imported` is the upload's answer); its answer's failures stay in the table. */
  retry?: (rows: TRepairRow[], imported: TResult | null) => Promise<TResult | null>;
  /** What the upload saved, above the rows left to fix. */
  partialMessage?: (result: TResult | null) => string;
  /** The toast once every failing row is in. */
  repairedMessage?: string;
  /** The items a cell of a listed column may name in the repair table (see `ImportRepairTable`). */
  choicesOf?: (column: string, row: TRepairRow) => readonly TRepairChoice[] | null;
  /** The texts a cell of a column typed freely may suggest in the repair table (see `ImportRepairTable`). */
  suggestionsOf?: (column: string) => readonly string[] | null;
  /**
   * Forgets the rows still to fix of the import (`imported`), as the user decided on closing the
   * repair table; without it, rows left are only kept for later.
   */
  discard?: (imported: TResult | null) => Promise<unknown>;
  /** A refusal saying the company imported this file before: asked about, then sent `again`. */
  seenBefore?: (error: unknown) => TImportSeen | null;
  /**
   * An import that ended earlier with rows to fix (`failuresOf` gives them): the dialog opens on
   * its repair table.
   */
  resume?: TResult;
  /**
   * An area whose upload queues the import and answers at once: how far an answer's import is
   * (null once it has ended), and how it stands now. The dialog shows the rows read until it ends;
   * closed meanwhile, the import goes on.
   */
  follow?: {
    progressOf: (result: TResult) => TImportProgress | null;
    refresh: (result: TResult) => Promise<TResult | null>;
    /** Why an ended import was refused (nothing of it kept), or null. */
    refusalOf: (result: TResult) => string | null;
  };
};

/**
 * Where an upload is: sent (an area whose upload says nothing of its progress stays here until the
 * answer), its bytes going out (0–1), or the server reading the file.
 */
type TSending =
  | { phase: 'sending' }
  | { phase: 'uploading'; sent: number }
  | { phase: 'processing' }
  | ({ phase: 'importing' } & TImportProgress);

/**
 * The import of a spreadsheet made from an area's template (xlsx, xls or csv), with a progress bar
 * while it uploads and a "processing" state until the answer (spec/workspace.md §4, §8).
 *
 * - All rows or none: a refused file shows one card per failing row, with each wrong cell, what is
 *   wrong with it and what else the row held; an accepted one says what it added and closes.
 * - Partial success (`failuresOf` and `retry`): the valid rows are saved and the failing ones come
 *   back in an editable table, to fix and send again (all, the selected ones or one); rows that
 *   save leave the table, and once none is left the dialog says so and closes.
 * - A file the company imported before (`seenBefore`) is asked about, with when and what it saved
 *   then, and sent again only when confirmed.
 */
export function ImportDialog<TResult>({
  title,
  help,
  templateLabel,
  templateHref,
  downloadTemplate,
  upload,
  columns,
  fields,
  canUpload = true,
  doneMessage,
  onImported,
  onClose,
  failuresOf,
  retry,
  partialMessage,
  repairedMessage,
  choicesOf,
  suggestionsOf,
  discard,
  seenBefore,
  follow,
  resume,
}: TImportDialogProps<TResult>) {
  const { t } = useTranslation(['common', 'messages']);
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<{ message: string; rows: TImportRowGroup[] } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<TSending | null>(null);
  const [seen, setSeen] = useState<TImportSeen | null>(null);
  const [repair, setRepair] = useState<{ imported: TResult | null; rows: TRepairRow[] } | null>(() =>
    resume === undefined ? null : { imported: resume, rows: repairRowsOf(failuresOf?.(resume) ?? []) },
  );
  // Closing the repair table with rows left asks first: keep them for later, discard them, or go back.
  const [leaving, setLeaving] = useState(false);
  const isPhone = useMediaQuery('(max-width: 48em)');
  // Set once the dialog closes: a background import is no longer followed (it goes on).
  const closed = useRef(false);
  useEffect(
    () => () => {
      closed.current = true;
    },
    [],
  );
  const sending = useMutation({
    mutationFn: ({ chosen, again }: { chosen: File; again: boolean }) =>
      upload(chosen, {
        again,
        onProgress: (loaded, total) =>
          setProgress(
            total > 0 && loaded < total
              ? { phase: 'uploading', sent: loaded / total }
              : { phase: 'processing' },
          ),
      }),
  });
  const retrying = useMutation({
    mutationFn: (rows: TRepairRow[]) => retry!(rows, repair?.imported ?? null),
  });
  const discarding = useMutation({
    mutationFn: () => discard!(repair?.imported ?? null),
  });
  const requestClose = () => {
    if (repair && repair.rows.length > 0) setLeaving(true);
    else onClose();
  };
  const discardRows = async () => {
    try {
      await discarding.mutateAsync();
    } catch {
      // The API client said why; the rows stay, the question too.
      return;
    }
    showToast({ kind: 'success', message: t('common:import.repair.leave.discarded') });
    await onImported?.();
    onClose();
  };
  const columnName = (attribute: string) =>
    t(`messages:fields.${attribute}` as 'messages:fields.name', { defaultValue: attribute });

  const finish = async (message: string) => {
    showToast({ kind: 'success', message });
    await onImported?.();
    onClose();
  };

  const submit = async (again: boolean) => {
    if (!file) return;
    setFailure(null);
    setFileError(null);
    setSeen(null);
    setProgress({ phase: 'sending' });
    try {
      let result = await sending.mutateAsync({ chosen: file, again });
      if (follow && result !== null) {
        for (let at = follow.progressOf(result); at !== null; at = follow.progressOf(result)) {
          setProgress({ phase: 'importing', ...at });
          await new Promise((done) => setTimeout(done, IMPORT_POLL_MS));
          if (closed.current) return;
          const now = await follow.refresh(result);
          if (now === null) return;
          result = now;
        }
        const refusal = follow.refusalOf(result);
        if (refusal !== null) {
          setFailure({ message: refusal, rows: [] });
          return;
        }
      }
      const failing = failuresOf?.(result) ?? [];
      if (failing.length === 0) {
        await finish(doneMessage(result));
        return;
      }
      setRepair({ imported: result, rows: repairRowsOf(failing) });
      // The rows that went in show behind the dialog.
      await onImported?.();
    } catch (error) {
      const previous = seenBefore?.(error) ?? null;
      if (previous) {
        setSeen(previous);
        return;
      }
      const rows = importFailuresByRow(error, columns);
      if (rows.length > 0) setFailure({ message: isApiError(error) ? error.message : '', rows });
      setFileError(isApiError(error) ? (error.errors.file?.join(' ') ?? null) : null);
    } finally {
      setProgress(null);
    }
  };

  const sendAgain = async (rows: TRepairRow[]) => {
    if (!repair || rows.length === 0) return;
    try {
      const result = await retrying.mutateAsync(rows);
      const left = afterRetry(
        repair.rows,
        rows.map((row) => row.row),
        failuresOf?.(result) ?? [],
      );
      const saved = repair.rows.length - left.length;
      if (left.length === 0) {
        await finish(repairedMessage ?? doneMessage(result));
        return;
      }
      // The import as it now stands: the counts above the table follow each retry.
      const now =
        follow && repair.imported !== null ? await follow.refresh(repair.imported).catch(() => null) : null;
      setRepair({ imported: now ?? repair.imported, rows: left });
      if (saved > 0) {
        showToast({ kind: 'success', message: t('common:import.repair.saved', { count: saved }) });
        await onImported?.();
      }
    } catch {
      // The API client said why; the rows stay as they are, to send again.
    }
  };

  return (
    <Modal
      opened
      onClose={requestClose}
      title={title}
      size={repair ? '90%' : 'lg'}
      fullScreen={Boolean(repair) && isPhone}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="md">
        {repair ? (
          <>
            <Alert
              color="yellow"
              variant="light"
              role="status"
              icon={<IconAlertTriangle size={18} aria-hidden />}
            >
              {partialMessage?.(repair.imported) ?? t('common:import.repair.help')}
            </Alert>
            <ImportRepairTable
              columns={columns}
              rows={repair.rows}
              onRowsChange={(rows) => setRepair({ ...repair, rows })}
              onRetry={(rows) => void sendAgain(rows)}
              retrying={retrying.isPending}
              columnName={columnName}
              choicesOf={choicesOf}
              suggestionsOf={suggestionsOf}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={requestClose}>
                {t('common:actions.close')}
              </Button>
            </Group>
            <LeaveRepair
              opened={leaving}
              count={repair.rows.length}
              canDiscard={discard !== undefined}
              discarding={discarding.isPending}
              onKeep={onClose}
              onDiscard={() => void discardRows()}
              onBack={() => setLeaving(false)}
            />
          </>
        ) : (
          <>
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
            {fields}
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
                setSeen(null);
              }}
              error={fileError}
              disabled={progress !== null}
              clearable
              required
            />
            {progress ? <UploadProgress sending={progress} /> : null}
            {seen ? (
              <SeenBefore seen={seen} onConfirm={() => void submit(true)} onCancel={() => setSeen(null)} />
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
                disabled={!file || !canUpload || seen !== null}
                loading={progress !== null}
                onClick={() => void submit(false)}
              >
                {t('common:import.upload')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}

/** The upload's progress bar, then an indeterminate "processing" while the server reads the file. */
function UploadProgress({ sending }: { sending: TSending }) {
  const { t } = useTranslation('common');
  if (sending.phase === 'sending') {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('import.importing')}</Text>
      </Group>
    );
  }
  if (sending.phase === 'importing') {
    const percent = sending.total ? Math.min(100, Math.round((sending.read / sending.total) * 100)) : null;
    return (
      <Stack gap={6}>
        <Progress
          value={percent ?? 100}
          striped={percent === null}
          animated={percent === null}
          aria-label={t('import.importingLabel')}
        />
        <Text size="sm" role="status">
          {sending.total
            ? t('import.rowsRead', {
                read: formatNumber(sending.read, currentLanguage()),
                total: formatNumber(sending.total, currentLanguage()),
              })
            : t('import.rowsReadSoFar', { read: formatNumber(sending.read, currentLanguage()) })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('import.goesOn')}
        </Text>
      </Stack>
    );
  }
  if (sending.phase === 'processing') {
    return (
      <Stack gap={6} role="status">
        <Progress value={100} striped animated aria-hidden />
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('import.processing')}</Text>
        </Group>
      </Stack>
    );
  }
  const percent = Math.round(sending.sent * 100);
  return (
    <Stack gap={6}>
      <Progress value={percent} aria-label={t('import.uploadingLabel')} />
      <Text size="sm" role="status">
        {t('import.uploading', { percent })}
      </Text>
    </Stack>
  );
}

/**
 * Asked on closing the repair table with rows still to fix: keep them for later (the activity list
 * offers them again), discard them, or go back to the table.
 */
function LeaveRepair({
  opened,
  count,
  canDiscard,
  discarding,
  onKeep,
  onDiscard,
  onBack,
}: {
  opened: boolean;
  count: number;
  canDiscard: boolean;
  discarding: boolean;
  onKeep: () => void;
  onDiscard: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('common');
  const bodyId = useId();
  return (
    <Modal
      opened={opened}
      onClose={onBack}
      title={t('import.repair.leave.title')}
      size="md"
      centered
      zIndex={400}
      aria-describedby={bodyId}
      // Its buttons say each way out; Escape goes back to the table.
      withCloseButton={false}
    >
      <Stack gap="md">
        <Text size="sm" id={bodyId}>
          {t('import.repair.leave.body', { count })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onBack} data-autofocus>
            {t('import.repair.leave.back')}
          </Button>
          {canDiscard ? (
            <Button color="red" variant="light" loading={discarding} onClick={onDiscard}>
              {t('import.repair.leave.discard', { count })}
            </Button>
          ) : null}
          <Button onClick={onKeep} disabled={discarding}>
            {t('import.repair.leave.keep', { count })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Asks before importing a file the company imported before, saying when and what it saved then. */
function SeenBefore({
  seen,
  onConfirm,
  onCancel,
}: {
  seen: TImportSeen;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Alert
      color="yellow"
      variant="light"
      role="alert"
      title={t('import.seen.title')}
      icon={<IconAlertTriangle size={18} aria-hidden />}
    >
      <Stack gap="sm">
        <Text size="sm">
          {t('import.seen.body', {
            date: formatDateTime(seen.created_at, currentLanguage()),
            count: seen.saved,
          })}
        </Text>
        <Group gap="sm">
          <Button size="xs" color="yellow" onClick={onConfirm}>
            {t('import.seen.again')}
          </Button>
          <Button size="xs" variant="default" onClick={onCancel}>
            {t('import.seen.keep')}
          </Button>
        </Group>
      </Stack>
    </Alert>
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
