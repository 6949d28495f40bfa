import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_CONTENT_ID, SkipLink } from '../components/layout/skip-link.tsx';
import { renderWithProviders } from '../test/render.tsx';
import { changeLanguage, i18nReady, loadNamespaces } from './i18n.ts';
import { focusHeadingOnNavigation } from './route-focus.ts';

/** A page whose heading shows only once its data has come (a tick later). */
function SlowPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 30);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Activities</h1> : <p>Loading</p>;
}

beforeAll(async () => {
  await i18nReady;
  await loadNamespaces('layout');
  await changeLanguage('en');
});

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
});

/** Three pages in a layout with a skip link, a menu and a main region, like the app's frame. */
function renderApp(at = '/dashboard') {
  const root = createRootRoute({
    component: () => (
      <>
        <SkipLink />
        <nav>
          <Link to="/dashboard">Dashboard</Link>
          <Link to="/settings">Settings</Link>
          <Link to="/emission-activities">Activities</Link>
          <Link to="/account">New source</Link>
          <Link to="/settings" search={{ page: 2 }}>
            Next page
          </Link>
        </nav>
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <Outlet />
        </main>
      </>
    ),
  });
  const page = (path: string, component: () => ReactNode) =>
    createRoute({ getParentRoute: () => root, path, component });
  const router = createRouter({
    routeTree: root.addChildren([
      page('/dashboard', () => <h1>Dashboard</h1>),
      page('/settings', () => (
        <>
          <h1>Settings</h1>
          <button type="button">Save</button>
        </>
      )),
      page('/emission-activities', SlowPage),
      page('/account', () => (
        <>
          <h1>New emission source</h1>
          <input aria-label="Code" autoFocus />
        </>
      )),
    ]),
    history: createMemoryHistory({ initialEntries: [at] }),
  });
  stop = focusHeadingOnNavigation(router);
  renderWithProviders(<RouterProvider router={router as never} />);
  return router;
}

describe('focus after a navigation', () => {
  it('stays where the browser puts it on the first load: the skip link is still the first stop', async () => {
    renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(document.body).toHaveFocus();
    await userEvent.setup().tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  });

  it("moves to the new page's heading, which a screen reader then reads", async () => {
    renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    // The next Tab goes on into the page, not back to the top of the header.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('waits for a page that shows its heading once its data has come', async () => {
    renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Activities' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Activities' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('leaves focus where it is when only the search changes (a list page, a filter)', async () => {
    const router = renderApp('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    const next = screen.getByRole('link', { name: 'Next page' });
    await userEvent.setup().click(next);
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect(next).toHaveFocus();
  });

  it('keeps a field the new page focused by itself', async () => {
    renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'New source' }));
    const code = await screen.findByRole('textbox', { name: 'Code' });
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect(code).toHaveFocus();
  });
});
