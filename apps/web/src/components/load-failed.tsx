import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type TLoadFailedProps = { message: string; onRetry: () => void };

/** A part of a screen whose data did not arrive: what is missing, and a button to ask again. */
export function LoadFailed({ message, onRetry }: TLoadFailedProps) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
