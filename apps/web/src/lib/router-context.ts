import type { QueryClient } from '@tanstack/react-query';

/** What every route's `beforeLoad`/`loader` receives from the router. */
export type TRouterContext = {
  queryClient: QueryClient;
  /**
   * Resolves once the session of this page load is known (restored from the refresh cookie, or
   * none). Guards await it before deciding, so a reload of a signed-in page never bounces through
   * /sign-in. The same promise for every caller; it never rejects.
   */
  restoreSession: () => Promise<void>;
};
