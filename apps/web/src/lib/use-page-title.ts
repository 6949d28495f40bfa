import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to `<page> · Huella` (the product name alone when `page` is empty). */
export function usePageTitle(page: string | null | undefined): void {
  const { t } = useTranslation('common');
  const app = t('appName');
  useDocumentTitle(page ? `${page} · ${app}` : app);
}
