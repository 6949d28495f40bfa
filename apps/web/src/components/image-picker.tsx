import { Avatar, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconX } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What the API accepts for avatars and logos (type checked from content there, by MIME type here). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export type TImageProblem = 'type' | 'size';

/** Why a chosen file cannot be uploaded, or null when it can. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): TImageProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
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
 * Choose an image with a preview: the file is checked here (PNG/JPEG/WebP/GIF, at most 2 MB) so a
 * wrong one never travels; the caller uploads it.
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

  const choose = (chosen: File | null) => {
    if (!chosen) return;
    const found = imageProblem(chosen);
    setProblem(found);
    onFileChange(found ? null : chosen);
  };

  const message =
    problem === 'type'
      ? t('messages:errors.FILE_TYPE')
      : problem === 'size'
        ? t('imagePicker.tooLarge', { max: 2 })
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
            <FileButton onChange={choose} accept={IMAGE_TYPES.join(',')}>
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
            {file ? t('imagePicker.chosen', { name: file.name }) : t('imagePicker.hint', { max: 2 })}
          </Text>
        </Stack>
      </Group>
      {message && <Input.Error id={errorId}>{message}</Input.Error>}
    </Stack>
  );
}
