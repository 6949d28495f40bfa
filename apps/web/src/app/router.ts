import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { ErrorPage } from '../components/error-page.tsx';
import { LazyNotFoundPage } from '../components/lazy-not-found-page.ts';
import { PageLoader } from '../components/page-loader.tsx';
import type { TRouterContext } from '../lib/router-context.ts';
import { routeTree } from '../routeTree.gen.ts';

export function createAppRouter(queryClient: QueryClient, restoreSession: TRouterContext['restoreSession']) {
  return createRouter({
    routeTree,
    context: { queryClient, restoreSession },
    // Hovering or focusing a link loads the next route's code and data.
    defaultPreload: 'intent',
    // React Query owns data freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageLoader,
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: LazyNotFoundPage,
    // Any unknown path shows the root's not-found page (public frame), not a layout's.
    notFoundMode: 'root',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  // TanStack Router's typing hook is an interface that must be augmented by declaration merging.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
