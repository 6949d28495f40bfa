import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_EMAIL, CONTACT_MAILTO } from '../../lib/constants.ts';
import { BrandLogo } from './brand-logo.tsx';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import classes from './public-layout.module.css';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/** First year of the copyright line. */
const FOUNDED = 2021;

/** Frame of the public site: header (logo, sections, language, dark mode), content, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('layout');
  return (
    <div className={classes.page}>
      <SkipLink />
      <header className={classes.header}>
        <Container size="lg" className={classes.headerInner}>
          <BrandLogo />
          <Group gap="xs" wrap="nowrap">
            <Group component="nav" aria-label={t('publicNav.label')} gap={4} visibleFrom="sm" mr="xs">
              <Anchor component={Link} to="/" hash="features" className={classes.navLink}>
                {t('publicNav.features')}
              </Anchor>
              <Anchor component={Link} to="/" hash="contact" className={classes.navLink}>
                {t('publicNav.contact')}
              </Anchor>
            </Group>
            <LanguageSwitch />
            <ColorSchemeToggle />
          </Group>
        </Container>
      </header>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {children}
      </Box>
      <footer className={classes.footer}>
        <Container size="lg" className={classes.footerInner}>
          <div>
            <BrandLogo />
            <Text size="sm" c="dimmed" mt="xs">
              {t('footer.standards')}
            </Text>
          </div>
          <div className={classes.footerEnd}>
            <Anchor href={CONTACT_MAILTO} size="sm">
              {t('footer.contactEmail', { email: CONTACT_EMAIL })}
            </Anchor>
            <Text size="sm" c="dimmed">
              {t('footer.rights', { from: FOUNDED, to: new Date().getFullYear() })}
            </Text>
          </div>
        </Container>
      </footer>
    </div>
  );
}
