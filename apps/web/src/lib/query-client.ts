import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { isUnconfirmedWrite } from './api-client.ts';

/** The spec's query constants: one retry, data fresh for 5 s, no refetch on focus or reconnect. */
export const QUERY_DEFAULTS = {
  retry: 1,
  staleTime: 5_000,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

/**
 * A write is always sent to the API client, even when the browser is offline: the client fails it
 * at once and says nothing was saved, while the form keeps what was typed. (The library's default
 * holds an offline write back until the connection returns, and the Save button spins meanwhile
 * without a word.) Reads keep that default: while offline they wait, and what is on screen stays.
 */
export const MUTATION_DEFAULTS = { networkMode: 'always' } as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { ...QUERY_DEFAULTS }, mutations: { ...MUTATION_DEFAULTS } },
  });
}

/**
 * Reloads `queryKey` after a write settled — unless the server never confirmed it (out of reach, no
 * answer in time): then nothing changed that anyone knows of, and a reload would only empty the
 * screen the user is looking at.
 */
export function invalidateAfterWrite(
  queryClient: QueryClient,
  queryKey: QueryKey,
  error: unknown,
): Promise<void> {
  if (isUnconfirmedWrite(error)) return Promise.resolve();
  return queryClient.invalidateQueries({ queryKey });
}
