import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { i18n } from './i18n.ts';

/**
 * The app's toasts (Mantine notifications; `<Notifications limit={2}>` shows at most two, the rest
 * wait in a queue). A toast with an `id` is shown once even if raised again while visible, so a
 * burst of identical failures does not stack up. Their close button is named for screen readers.
 */
export type TToastKind = 'success' | 'error' | 'info' | 'warning';

const KIND_STYLE: Record<TToastKind, { color: string; icon: ReactNode }> = {
  success: { color: 'green', icon: <IconCheck size={18} aria-hidden /> },
  error: { color: 'red', icon: <IconX size={18} aria-hidden /> },
  info: { color: 'blue', icon: <IconInfoCircle size={18} aria-hidden /> },
  warning: { color: 'yellow', icon: <IconAlertTriangle size={18} aria-hidden /> },
};

export type TToast = {
  kind: TToastKind;
  message: ReactNode;
  title?: ReactNode;
  /** A small line under the message, for support (an error's status code). */
  detail?: string;
  id?: string;
  /** Milliseconds before it closes; false keeps it until closed. */
  autoClose?: number | false;
};

function closeButtonProps() {
  return { 'aria-label': i18n.t('actions.close', { ns: 'common' }) };
}

export function showToast({ kind, message, title, detail, id, autoClose }: TToast): string {
  const style = KIND_STYLE[kind];
  return notifications.show({
    id,
    closeButtonProps: closeButtonProps(),
    color: style.color,
    icon: style.icon,
    title,
    message: detail ? (
      <>
        {message}
        <Text size="xs" c="dimmed" mt={4} data-toast-detail>
          {detail}
        </Text>
      </>
    ) : (
      message
    ),
    autoClose: autoClose ?? (kind === 'error' ? 8000 : 5000),
    withBorder: true,
  });
}

export type TConfirmToast = {
  message: ReactNode;
  yesLabel: string;
  noLabel: string;
  onConfirm: () => void;
  title?: ReactNode;
};

/**
 * The spec's "confirm by toast": a warning toast with Yes/No actions that stays until answered.
 * `onConfirm` runs only after Yes. It answers a click, so it shows at once: the toasts already on
 * screen (seen, informational) make room instead of queueing the question behind them.
 */
export function confirmByToast({ message, yesLabel, noLabel, onConfirm, title }: TConfirmToast): string {
  const id = `confirm-${Math.random().toString(36).slice(2)}`;
  notifications.clean();
  notifications.show({
    id,
    closeButtonProps: closeButtonProps(),
    color: 'yellow',
    icon: KIND_STYLE.warning.icon,
    title,
    autoClose: false,
    withBorder: true,
    message: (
      <>
        <Text size="sm">{message}</Text>
        <Group gap="xs" mt="xs">
          <Button
            size="xs"
            color="red"
            onClick={() => {
              notifications.hide(id);
              onConfirm();
            }}
          >
            {yesLabel}
          </Button>
          <Button size="xs" variant="default" onClick={() => notifications.hide(id)}>
            {noLabel}
          </Button>
        </Group>
      </>
    ),
  });
  return id;
}
