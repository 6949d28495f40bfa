import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, IMAGE_SIGNATURE_BYTES, imageTypeOf } from '@huella/shared/images';
import { Avatar, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MAX_MB = IMAGE_MAX_BYTES / (1024 * 1024);

export type TImageProblem = 'type' | 'size';

/** The first bytes of a file, where an image (or a PDF) says what it is. */
export async function signatureOf(file: Blob, bytes: number = IMAGE_SIGNATURE_BYTES): Promise<Uint8Array> {
  const head = file.slice(0, bytes);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  // Older engines (and jsdom) read a Blob only through a FileReader.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(head);
  });
}

/**
 * Why a chosen file cannot be uploaded, or null when it can: the API's rule (a PNG, JPEG, WebP or
 * GIF by its content, whatever its name says; at most 2 MB). A file that cannot be read is refused.
 */
export async function imageProblem(file: Blob): Promise<TImageProblem | null> {
  const signature = await signatureOf(file).catch(() => new Uint8Array());
  if (!imageTypeOf(signature)) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
}

type TImagePickerProps = {
  label: string;
  /** The image shown until another is chosen (the stored avatar or logo). */
  currentUrl: string | null;
  /** Initials shown when there is no image. */
  name: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** A server message about the file (422/413), shown like a field error. */
  error?: string | null;
  radius?: 'xl' | 'md';
};

/**
 * Choose an image with a preview: the file is checked here when it is picked (PNG/JPEG/WebP/GIF by
 * its first bytes, at most 2 MB), so a wrong one never travels and the field says why at once; the
 * caller uploads it.
 */
export function ImagePicker({
  label,
  currentUrl,
  name,
  file,
  onFileChange,
  error,
  radius = 'xl',
}: TImagePickerProps) {
  const { t } = useTranslation(['common', 'messages']);
  const [problem, setProblem] = useState<TImageProblem | null>(null);
  // The chosen file read as a data URL (allowed by the CSP's img-src), kept with its file so a
  // stale preview never shows for another one.
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const errorId = useId();

  useEffect(() => {
    if (!file) return;
    let cancelled = false;
    const reader = new FileReader();
    reader.onload = () => {
      if (!cancelled && typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => {
      cancelled = true;
      reader.abort();
    };
  }, [file]);
  const previewUrl = file && preview?.file === file ? preview.url : null;

  // The check reads the file; a quicker second choice must not be overtaken by the first's answer.
  const latestChoice = useRef<File | null>(null);
  const choose = async (chosen: File | null) => {
    if (!chosen) return;
    latestChoice.current = chosen;
    const found = await imageProblem(chosen);
    if (latestChoice.current !== chosen) return;
    setProblem(found);
    onFileChange(found ? null : chosen);
  };

  const message =
    problem === 'type'
      ? t('messages:errors.FILE_TYPE')
      : problem === 'size'
        ? t('imagePicker.tooLarge', { max: MAX_MB })
        : (error ?? null);

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="md" wrap="nowrap">
        <Avatar
          src={previewUrl ?? currentUrl}
          name={name}
          color="initials"
          radius={radius}
          size={72}
          alt=""
        />
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton onChange={(chosen) => void choose(chosen)} accept={IMAGE_MIME_TYPES.join(',')}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="xs"
                  leftSection={<IconPhotoUp size={16} aria-hidden />}
                  aria-describedby={message ? errorId : undefined}
                  aria-label={`${t('imagePicker.choose')} (${label})`}
                >
                  {t('imagePicker.choose')}
                </Button>
              )}
            </FileButton>
            {file && (
              <Button
                variant="subtle"
                color="gray"
                size="xs"
                leftSection={<IconX size={14} aria-hidden />}
                onClick={() => onFileChange(null)}
              >
                {t('imagePicker.discard')}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {file ? t('imagePicker.chosen', { name: file.name }) : t('imagePicker.hint', { max: MAX_MB })}
          </Text>
        </Stack>
      </Group>
      {message && <Input.Error id={errorId}>{message}</Input.Error>}
    </Stack>
  );
}
