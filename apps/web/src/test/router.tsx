import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useLocation,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderWithProviders } from './render.tsx';

/** A stand-in for the screens a component links to: it names the page and shows its search. */
function Landmark({ path }: { path: string }) {
  const location = useLocation();
  return <p data-testid="landmark">{`${path} ${location.searchStr}`}</p>;
}

const LANDMARKS = [
  '/welcome',
  '/dashboard',
  '/sign-in',
  '/load-company/$id',
  '/sources',
  '/emission-sources',
  '/emission-sources/$id',
  '/emission-activities',
  '/emission-activities/$id',
  '/emission-indicators',
  '/emission-indicators/$id',
];

/**
 * Renders `ui` as the screen at `at` (a URL whose path matches `path`) inside a memory router, so
 * links, redirects and `useRouter` work; /welcome, /sign-in and /load-company/{id} render a
 * landmark naming them (`screen.findByTestId('landmark')`), and so do /sources (the administration)
 * the dashboard, and the lists and forms of emission sources, activities and indicators.
 */
export function renderWithRouter(ui: ReactNode, { at = '/', path = at.split('?')[0]! } = {}) {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path, component: () => ui });
  const others = LANDMARKS.filter((landmark) => landmark !== path).map((landmark) =>
    createRoute({
      getParentRoute: () => root,
      path: landmark,
      component: () => <Landmark path={landmark} />,
    }),
  );
  const router = createRouter({
    routeTree: root.addChildren([page, ...others]),
    history: createMemoryHistory({ initialEntries: [at] }),
  });
  return { ...renderWithProviders(<RouterProvider router={router as never} />), router };
}
