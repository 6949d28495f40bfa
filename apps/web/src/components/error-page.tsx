import { Button, Code, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** What a route shows when it throws while loading or rendering. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation('common');
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" color="red">
          <IconAlertTriangle size={34} aria-hidden />
        </ThemeIcon>
        <Title order={1}>{t('errorPage.title')}</Title>
        <Text c="dimmed">{t('errorPage.message')}</Text>
        <Group justify="center">
          <Button onClick={reset}>{t('actions.retry')}</Button>
          <Button component={Link} to="/" variant="default">
            {t('actions.goHome')}
          </Button>
        </Group>
        {import.meta.env.DEV && error instanceof Error && (
          <Code block aria-label={t('errorPage.details')} ta="left" w="100%">
            {error.message}
          </Code>
        )}
      </Stack>
    </Container>
  );
}
