import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMail } from '@tabler/icons-react';
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { CONTACT_EMAIL, CONTACT_MAILTO } from '../lib/constants.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { cameFromThisApp } from '../lib/visit-history.ts';
import { PublicLayout } from './layout/public-layout.tsx';
import classes from './not-found-page.module.css';

/**
 * Any unknown path (the router's not-found component), framed like the public site. Back goes to
 * the previous page of the app (also across a full page load, see `visit-history.ts`), and home
 * for a visitor who arrived from elsewhere.
 */
export function NotFoundPage() {
  const { t } = useTranslation('not-found');
  const router = useRouter();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  usePageTitle(t('documentTitle'));

  const goBack = () => {
    if (canGoBack) router.history.back();
    else if (cameFromThisApp(window.location.href)) window.history.back();
    else void navigate({ to: '/' });
  };

  return (
    <PublicLayout>
      <Container size="sm" py={{ base: 60, sm: 100 }}>
        <Stack align="center" ta="center" gap="lg">
          <Text className={classes.code} aria-hidden="true">
            {t('code')}
          </Text>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" size="lg" maw={520}>
            {t('message')}
          </Text>
          <Group justify="center" gap="sm">
            <Button leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={goBack}>
              {t('back')}
            </Button>
            <Button
              component="a"
              href={CONTACT_MAILTO}
              variant="default"
              leftSection={<IconMail size={18} aria-hidden />}
            >
              {t('contact')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            <Trans
              t={t}
              i18nKey="contactHint"
              components={{
                link: (
                  <Anchor href={CONTACT_MAILTO} underline="always">
                    {CONTACT_EMAIL}
                  </Anchor>
                ),
              }}
            />
          </Text>
        </Stack>
      </Container>
    </PublicLayout>
  );
}
