import { Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import classes from './brand-logo.module.css';

/** The Huella mark: a leaf in the brand green (same drawing as the favicon). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-huella-7)" />
      <path
        d="M22.5 8.5c-7.5 0-12.5 4-12.5 10.2 0 1.4.3 2.6.8 3.7 1.6-3.6 4.4-6.2 8.2-7.6-3.1 1.9-5.3 4.4-6.6 7.8 1 .6 2.2.9 3.6.9 5.7 0 8.3-5.1 6.5-15z"
        fill="#fff"
      />
    </svg>
  );
}

/** Mark and name, linking home. `compact` shows the mark only (collapsed sidebar, small screens). */
export function BrandLogo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation(['layout', 'common']);
  return (
    <Link to="/" className={classes.link} aria-label={t('homeLink')}>
      <Group gap={8} wrap="nowrap">
        <BrandMark />
        {!compact && (
          <Text component="span" fw={800} fz="lg" className={classes.name}>
            {t('common:appName')}
          </Text>
        )}
      </Group>
    </Link>
  );
}
