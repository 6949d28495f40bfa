import { MantineProvider, Menu, Modal, mergeThemeOverrides } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MUTATION_DEFAULTS } from '../lib/query-client.ts';
import { theme } from '../lib/theme.ts';

// Dialogs and menus open and close without their animation: jsdom runs it only as time passes, and
// a dialog caught half-open has words that are not visible yet.
const testTheme = mergeThemeOverrides(theme, {
  components: {
    Modal: Modal.extend({ defaultProps: { centered: true, radius: 'md', transitionProps: { duration: 0 } } }),
    // jsdom lays nothing out: a menu's button would count as scrolled out of sight.
    Menu: Menu.extend({ defaultProps: { transitionProps: { duration: 0 }, hideDetached: false } }),
  },
});

/** Renders a component with what screens expect around them: theme, toasts, a fresh data cache. */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = new QueryClient({
    // Writes as the app sends them (even offline, see MUTATION_DEFAULTS); no retry in tests.
    defaultOptions: { queries: { retry: false }, mutations: { ...MUTATION_DEFAULTS, retry: false } },
  });
  const wrap = (node: ReactNode) => (
    <MantineProvider theme={testTheme}>
      <Notifications />
      <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>
    </MantineProvider>
  );
  const result = render(wrap(ui));
  /** Renders `next` in place of `ui`, inside the same providers and data cache. */
  return { ...result, rerender: (next: ReactNode) => result.rerender(wrap(next)) };
}
