import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** What /load-company/{id} shows while the company loads (it then moves on by itself). */
export function LoadCompanyPage() {
  // Shown while the route's loader runs, before the area's catalogue has loaded: an eager namespace.
  const { t } = useTranslation('layout');
  usePageTitle(t('company.loading'));
  return (
    <Stack align="center" gap="md" py="xl" role="status" aria-live="polite">
      <Loader />
      <Text>{t('company.loading')}</Text>
    </Stack>
  );
}
