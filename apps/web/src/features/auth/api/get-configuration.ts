import { ZConfiguration, type TConfiguration } from '@huella/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/configuration`: public settings (Google client id…); they only change with a deploy. */
export function getConfiguration(): Promise<TConfiguration | null> {
  return api.get('/configuration', { auth: false, notify: false, parse: ZConfiguration.parse });
}

export const configurationQuery = queryOptions({
  queryKey: ['auth', 'configuration'],
  queryFn: getConfiguration,
  staleTime: Infinity,
  retry: false,
});

/** The Google client id when Google sign-in is configured, else null (also while loading or on failure). */
export function useGoogleClientId(): string | null {
  const { data } = useQuery(configurationQuery);
  return data?.google_client_id ?? null;
}
