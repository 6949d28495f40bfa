import { QueryClient } from '@tanstack/react-query';

/** The spec's query constants: one retry, data fresh for 5 s, no refetch on focus or reconnect. */
export const QUERY_DEFAULTS = {
  retry: 1,
  staleTime: 5_000,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } });
}
