import { Box, Card, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './auth-layout.module.css';
import { BrandLogo } from './brand-logo.tsx';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/**
 * Frame of the sign-in, sign-up, verification and recovery screens (and of /welcome): one centred
 * card, 440 px wide unless `width` says otherwise.
 */
export function AuthLayout({ children, width }: { children: ReactNode; width?: number }) {
  return (
    <div className={classes.page}>
      <SkipLink />
      <Group justify="space-between" className={classes.bar} component="header">
        <BrandLogo />
        <Group gap="xs">
          <LanguageSwitch />
          <ColorSchemeToggle />
        </Group>
      </Group>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Card shadow="sm" className={classes.card} maw={width}>
          {children}
        </Card>
      </Box>
    </div>
  );
}
