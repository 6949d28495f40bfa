import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CONTACT_MAILTO } from '../../lib/constants.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** Stand-in for /sign-in until the identity feature lands (replace, do not extend). */
export function SignInPlaceholder() {
  const { t } = useTranslation(['layout', 'common']);
  usePageTitle(t('signIn.title'));
  return (
    <Stack gap="md" ta="center">
      <Title order={1} fz="h2">
        {t('signIn.title')}
      </Title>
      <Text c="dimmed">{t('signIn.unavailable')}</Text>
      <Button component={Link} to="/" variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />}>
        {t('common:actions.goHome')}
      </Button>
      <Anchor href={CONTACT_MAILTO} size="sm">
        {t('footer.contact')}
      </Anchor>
    </Stack>
  );
}
