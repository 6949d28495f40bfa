import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
  documentTypeOf,
  formatNumber,
  type TActivityDocument,
} from '@huella/shared';
import {
  Anchor,
  Button,
  FileInput,
  Group,
  Input,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  type AnchorProps,
} from '@mantine/core';
import { IconFileText, IconPaperclip, IconTrash, IconArrowBackUp } from '@tabler/icons-react';
import { useId, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { signatureOf } from '../../../components/image-picker.tsx';
import { api, type TApiPath } from '../../../lib/api.ts';
import { toQueryString } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download-csv.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

const MAX_MB = DOCUMENT_MAX_BYTES / (1024 * 1024);
/** Bytes `documentTypeOf` reads to tell a PDF or an image. */
const SIGNATURE_BYTES = 12;

/** How an activity's supporting document is given: a link to it, or the file itself. */
export type TDocumentMode = 'link' | 'file';

export type TDocumentProblem = 'type' | 'size';

/**
 * Why a chosen document cannot be uploaded, or null when it can: the API's rule (a PDF or a PNG,
 * JPEG, WebP or GIF told by its first bytes, whatever its name says; at most 10 MB).
 */
export async function documentProblem(file: Blob): Promise<TDocumentProblem | null> {
  const signature = await signatureOf(file, SIGNATURE_BYTES).catch(() => new Uint8Array());
  if (!documentTypeOf(signature)) return 'type';
  if (file.size > DOCUMENT_MAX_BYTES) return 'size';
  return null;
}

const DOCUMENT_PATH = '/api/emission-activities/{emission_activity}/document' satisfies TApiPath;

export type TActivityDocumentLinkProps = AnchorProps &
  Omit<ComponentPropsWithRef<'a'>, 'href' | 'onClick' | 'color' | 'style'> & {
    companyId: number;
    activityId: number;
    /** The document's file name: the download is saved under it. */
    name: string;
  };

/**
 * A link to an activity's uploaded document: its address is shown, and the download goes through
 * the session (the access token lives in memory, so the plain link would reach the API without it).
 */
export function ActivityDocumentLink({ companyId, activityId, name, ...anchor }: TActivityDocumentLinkProps) {
  const saved = { path: { emission_activity: activityId }, query: { company_id: companyId } };
  const save = async () => {
    const file = await api.download('get', DOCUMENT_PATH, saved);
    if (file) downloadBlob(name, file);
  };
  return (
    <Anchor
      {...anchor}
      href={`${DOCUMENT_PATH.replace('{emission_activity}', String(activityId))}${toQueryString(saved.query)}`}
      onClick={(event) => {
        event.preventDefault();
        void save().catch(() => undefined);
      }}
    />
  );
}

export type TActivityDocumentFieldProps = {
  companyId: number;
  /** The saved activity (0 while creating). */
  activityId: number;
  mode: TDocumentMode;
  onModeChange: (mode: TDocumentMode) => void;
  /** The link's box, shown in link mode. */
  linkField: ReactNode;
  /** The uploaded document the activity has. */
  current: TActivityDocument | null;
  /** A file chosen to upload once the activity is saved. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The current file is to go when the activity is saved. */
  removeCurrent: boolean;
  onRemoveCurrentChange: (remove: boolean) => void;
};

/**
 * The supporting document of an activity: a link, or a file (a PDF or an image, checked here when it
 * is picked so a wrong one never travels; uploaded once the activity is saved). The current file
 * can be downloaded, replaced or removed; in link mode it is removed on save, and the form says so.
 */
export function ActivityDocumentField({
  companyId,
  activityId,
  mode,
  onModeChange,
  linkField,
  current,
  file,
  onFileChange,
  removeCurrent,
  onRemoveCurrentChange,
}: TActivityDocumentFieldProps) {
  const { t } = useTranslation(['emission-activities', 'messages']);
  const modeLabelId = useId();
  const [problem, setProblem] = useState<TDocumentProblem | null>(null);
  // The check reads the file; a quicker second choice must not be overtaken by the first's answer.
  const latest = useRef<File | null>(null);
  const choose = async (chosen: File | null) => {
    latest.current = chosen;
    if (!chosen) {
      setProblem(null);
      onFileChange(null);
      return;
    }
    const found = await documentProblem(chosen);
    if (latest.current !== chosen) return;
    setProblem(found);
    onFileChange(found ? null : chosen);
  };
  const message =
    problem === 'type'
      ? t('messages:errors.DOCUMENT_TYPE')
      : problem === 'size'
        ? t('form.fileTooLarge', { max: MAX_MB })
        : null;

  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Input.Label id={modeLabelId} component="span">
          {t('form.documentMode')}
        </Input.Label>
        <SegmentedControl
          aria-labelledby={modeLabelId}
          value={mode}
          onChange={(next) => onModeChange(next as TDocumentMode)}
          data={[
            { value: 'link', label: t('form.documentLink') },
            { value: 'file', label: t('form.documentFile') },
          ]}
          w="fit-content"
        />
      </Stack>
      {mode === 'link' ? (
        <>
          {linkField}
          {current ? (
            <Text size="sm" c="orange.7">
              {t('form.fileRemovedOnSave', { name: current.name })}
            </Text>
          ) : null}
        </>
      ) : (
        <>
          {current ? (
            <Paper withBorder p="sm" radius="md">
              <Group justify="space-between" gap="sm">
                <Group gap="xs" wrap="nowrap" miw={0}>
                  <IconFileText size={18} aria-hidden />
                  <Stack gap={0} miw={0}>
                    <ActivityDocumentLink
                      companyId={companyId}
                      activityId={activityId}
                      name={current.name}
                      size="sm"
                      td={removeCurrent ? 'line-through' : undefined}
                      style={{ overflowWrap: 'anywhere' }}
                      aria-label={t('form.downloadFile', { name: current.name })}
                    >
                      {current.name}
                    </ActivityDocumentLink>
                    <Text size="xs" c="dimmed">
                      {removeCurrent
                        ? t('form.fileRemovedOnSave', { name: current.name })
                        : t('form.fileSize', { size: formatNumber(current.size / 1024, currentLanguage()) })}
                    </Text>
                  </Stack>
                </Group>
                {removeCurrent ? (
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconArrowBackUp size={14} aria-hidden />}
                    onClick={() => onRemoveCurrentChange(false)}
                  >
                    {t('form.keepFile')}
                  </Button>
                ) : (
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    onClick={() => onRemoveCurrentChange(true)}
                  >
                    {t('form.removeFile')}
                  </Button>
                )}
              </Group>
            </Paper>
          ) : null}
          <FileInput
            label={current ? t('form.replaceFile') : t('form.file')}
            description={t('form.fileHint', { max: MAX_MB })}
            accept={DOCUMENT_MIME_TYPES.join(',')}
            leftSection={<IconPaperclip size={16} aria-hidden />}
            value={file}
            onChange={(chosen) => void choose(chosen)}
            error={message}
            clearable
          />
        </>
      )}
    </Stack>
  );
}
