import { ActionIcon, Anchor, Box, Button, Container, Group, Text, Tooltip } from '@mantine/core';
import { IconLayoutDashboard, IconLogin, IconUserPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_EMAIL, CONTACT_MAILTO } from '../../lib/constants.ts';
import { useSessionUser } from '../../lib/session.ts';
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
  const user = useSessionUser();
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
            <AppEntry signedIn={user !== null} />
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
              {
                // Years are written as they are ("2026"), not grouped like a count.
                t('footer.rights', { from: String(FOUNDED), to: String(new Date().getFullYear()) })
              }
            </Text>
          </div>
        </Container>
      </footer>
    </div>
  );
}

/**
 * Sign up and sign in (or, once signed in, open the app): buttons, icons below 768 px.
 * Sign-up comes first: a visitor who came to start measuring is one click away from it.
 */
function AppEntry({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('layout');
  const label = signedIn ? t('publicNav.openApp') : t('publicNav.signIn');
  const to = signedIn ? '/welcome' : '/sign-in';
  const EntryIcon = signedIn ? IconLayoutDashboard : IconLogin;
  const signUp = t('publicNav.signUp');
  return (
    <>
      {!signedIn && (
        <>
          <Button component={Link} to="/sign-up" size="sm" ml={4} variant="default" visibleFrom="sm">
            {signUp}
          </Button>
          <Tooltip label={signUp}>
            <ActionIcon
              component={Link}
              to="/sign-up"
              variant="default"
              size="lg"
              aria-label={signUp}
              hiddenFrom="sm"
            >
              <IconUserPlus size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </>
      )}
      <Button component={Link} to={to} size="sm" ml={4} visibleFrom="sm">
        {label}
      </Button>
      <Tooltip label={label}>
        <ActionIcon component={Link} to={to} variant="filled" size="lg" aria-label={label} hiddenFrom="sm">
          <EntryIcon size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
