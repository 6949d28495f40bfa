import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nReady, loadNamespaces } from '../../lib/i18n.ts';
import type { TRouterContext } from '../../lib/router-context.ts';
import { clearSession, getSelectedCompany, startSession } from '../../lib/session.ts';
import { makeAccount } from '../../test/accounts.ts';
import { makeCompany } from '../../test/companies.ts';
import { json, routeFetch } from '../../test/http.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { Route as LoadCompanyRoute } from './load-company.$id.tsx';

beforeAll(async () => {
  await i18nReady;
  await loadNamespaces('companies');
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession({ reason: 'signed-out' });
});

/** /welcome with a link to company 11, its /load-company route as the app declares it, and /dashboard. */
function renderRoutes() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRouteWithContext<TRouterContext>()({ component: Outlet });
  const welcome = createRoute({
    getParentRoute: () => root,
    path: '/welcome',
    component: () => (
      <Link to="/load-company/$id" params={{ id: '11' }}>
        Costa
      </Link>
    ),
  });
  // The route's own options (its file's), under a root of the test's.
  const { preload, loader, staleTime, gcTime, pendingMs, pendingComponent, component } =
    LoadCompanyRoute.options;
  const loadWith = loader as unknown as (args: {
    context: TRouterContext;
    params: { id: string };
  }) => Promise<void>;
  const load = createRoute({
    getParentRoute: () => root,
    path: '/load-company/$id',
    preload,
    loader: loadWith,
    staleTime,
    gcTime,
    pendingMs,
    pendingComponent,
    component,
  });
  const home = createRoute({
    getParentRoute: () => root,
    path: '/dashboard',
    component: () => <p>dashboard</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([welcome, load, home]),
    history: createMemoryHistory({ initialEntries: ['/welcome'] }),
    context: { queryClient, restoreSession: async () => undefined },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPreloadDelay: 0,
  });
  renderWithProviders(<RouterProvider router={router as never} />);
}

/** Company 11, whose answer waits until `answer()` (the test's click or look comes meanwhile). */
function serveCompany() {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const company = makeCompany({ id: 11, name: 'Costa', role: 'administrator' });
  const routes = routeFetch({
    'GET /api/companies/11': async () => {
      await answered;
      return json(200, company);
    },
    'GET /api/companies/11/sources': () => json(200, { data: [] }),
    'GET /api/standards': () => json(200, { data: [], meta: { total: 0, page: 1, per_page: 10 } }),
  });
  vi.stubGlobal('fetch', vi.fn(routes.fetchStub));
  return { answer, calls: routes.calls };
}

/** Hovers the link, and waits as long as a preload would take to begin. */
async function hover(link: HTMLElement) {
  fireEvent.mouseEnter(link);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

describe('entering a company from its link', () => {
  it('enters it when the link is clicked just after hovering it', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const { answer } = serveCompany();
    renderRoutes();
    const link = await screen.findByRole('link', { name: 'Costa' });
    // Hovering it preloaded the route, and its loading was handed to the click, which then went
    // nowhere: the click comes once a preload would be under way.
    await hover(link);
    fireEvent.click(link);
    await act(async () => answer());

    expect(await screen.findByText('dashboard', {}, { timeout: 3000 })).toBeDefined();
    expect(getSelectedCompany()).toMatchObject({ id: 11 });
  });

  it('selects nothing and asks nothing while the link is only hovered', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const { answer, calls } = serveCompany();
    renderRoutes();
    await hover(await screen.findByRole('link', { name: 'Costa' }));
    await act(async () => answer());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toEqual([]);
    expect(getSelectedCompany()).toBeNull();
    expect(screen.getByRole('link', { name: 'Costa' })).toBeDefined();
  });
});
