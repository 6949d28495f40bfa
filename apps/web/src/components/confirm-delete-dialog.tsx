import { Button, Group, Modal, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type TConfirmDeleteDialogProps = {
  opened: boolean;
  /** The question, naming the record ("¿Eliminar «Diésel»?"). */
  title: string;
  /** The destructive button, naming what it removes ("Eliminar «Diésel»"). */
  confirmLabel: string;
  /** What goes with the record, what keeps it, what cannot be undone. */
  children?: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
  /** The delete is running: the button spins and the dialog stays until it ends. */
  busy?: boolean;
  /** What goes with the record is still being looked up: the button waits for it. */
  checking?: boolean;
  /** Something keeps the record: the delete is not offered. */
  blocked?: boolean;
};

/**
 * The one confirmation before a delete or a removal (lists, members, invitations): a dialog over
 * the screen the action was taken on, focus kept inside it and starting on Cancel, Escape or a
 * click outside cancelling. The red button says exactly what goes.
 */
export function ConfirmDeleteDialog({
  opened,
  title,
  confirmLabel,
  children,
  onCancel,
  onConfirm,
  busy = false,
  checking = false,
  blocked = false,
}: TConfirmDeleteDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={title}
      centered
      trapFocus
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
            {t('actions.cancel')}
          </Button>
          <Button
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onConfirm}
            loading={busy || checking}
            disabled={blocked}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The state of a confirmation: what it asks about (kept while the dialog closes, so its words do
 * not empty during the closing animation), whether it is open, and whether the confirmed action is
 * running. `run` says itself how it went (a toast); the dialog closes when it ends, either way.
 */
export function useConfirmDialog<T>(run: (target: T) => Promise<unknown>) {
  const [asked, setAsked] = useState<{ target: T; opened: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => setAsked((current) => current && { ...current, opened: false });
  return {
    opened: asked?.opened ?? false,
    /** What the dialog asks (or last asked) about; null before any question. */
    target: asked?.target ?? null,
    busy,
    ask: (target: T) => setAsked({ target, opened: true }),
    cancel: close,
    confirm: async () => {
      if (!asked?.opened) return;
      setBusy(true);
      try {
        await run(asked.target);
      } finally {
        setBusy(false);
        close();
      }
    },
  };
}
