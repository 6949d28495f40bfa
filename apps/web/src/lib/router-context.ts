import type { QueryClient } from '@tanstack/react-query';

/** What every route's `beforeLoad`/`loader` receives from the router. */
export type TRouterContext = {
  queryClient: QueryClient;
};
