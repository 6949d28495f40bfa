import { Alert } from '@mantine/core';
import { IconAlertCircle, IconPlugConnectedX } from '@tabler/icons-react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { unconfirmedWriteTitle } from '../lib/forms.ts';

/**
 * The form-wide message of a failed save (`root.server`, set by `applyServerErrors`): what the
 * server refused that no field shows, or — titled "Not saved" — a save that never reached the
 * server or was never confirmed, while the form keeps everything that was typed.
 */
export function FormServerAlert<TValues extends FieldValues>({ errors }: { errors: FieldErrors<TValues> }) {
  const server = (errors.root as { server?: { message?: string; type?: string } } | undefined)?.server;
  if (!server?.message) return null;
  const title = unconfirmedWriteTitle(server.type);
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={title ?? undefined}
      icon={title ? <IconPlugConnectedX size={18} aria-hidden /> : <IconAlertCircle size={18} aria-hidden />}
      data-testid="form-server-error"
    >
      {server.message}
    </Alert>
  );
}
