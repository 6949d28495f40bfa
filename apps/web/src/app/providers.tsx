import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { darkModeColorSchemeManager } from '../lib/color-scheme.ts';
import { currentLanguage } from '../lib/i18n.ts';
import { cssVariablesResolver, theme } from '../lib/theme.ts';

/** At most two toasts on screen; the rest wait in Mantine's queue (spec/workspace.md §9). */
export const MAX_NOTIFICATIONS = 2;

const colorSchemeManager = darkModeColorSchemeManager();

type TAppProvidersProps = { queryClient: QueryClient; children: ReactNode };

/** Theme and colour scheme, language-aware date pickers, data cache, toasts. */
export function AppProviders({ queryClient, children }: TAppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      {/* Top toasts sit below the 56–64 px headers (global.css), never over the header switches. */}
      <Notifications
        limit={MAX_NOTIFICATIONS}
        position="top-right"
        zIndex={1000}
        classNames={{ root: 'huella-notifications' }}
      />
      <QueryClientProvider client={queryClient}>
        <LocalisedProviders>{children}</LocalisedProviders>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** Providers whose settings follow the UI language (re-rendered when it changes). */
function LocalisedProviders({ children }: { children: ReactNode }) {
  // Subscribes to language changes.
  useTranslation();
  const lang = currentLanguage();
  return (
    <DatesProvider settings={{ locale: lang, firstDayOfWeek: lang === 'es' ? 1 : 0 }}>
      {children}
    </DatesProvider>
  );
}
