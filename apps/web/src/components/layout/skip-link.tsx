import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

/** First focusable element of every layout: jumps over the header to the page content. */
export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation('layout');
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skip}>
      {t('skipToContent')}
    </a>
  );
}
