import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Didn't get it?" with a resend button, under every code form. */
export function ResendCode({ onResend, isSending }: { onResend: () => void; isSending: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed">
        {t('code.notReceived')}
      </Text>
      <Button variant="subtle" size="compact-sm" onClick={onResend} loading={isSending}>
        {t('code.resend')}
      </Button>
    </Group>
  );
}
