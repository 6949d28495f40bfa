import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { theme } from '../lib/theme.ts';

/** Renders a component with what screens expect around them: theme, toasts, a fresh data cache. */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrap = (node: ReactNode) => (
    <MantineProvider theme={theme}>
      <Notifications />
      <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>
    </MantineProvider>
  );
  const result = render(wrap(ui));
  /** Renders `next` in place of `ui`, inside the same providers and data cache. */
  return { ...result, rerender: (next: ReactNode) => result.rerender(wrap(next)) };
}
