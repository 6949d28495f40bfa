import type { TInvitation } from '@huella/shared';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { clearSession, getAccount, startSession } from '../../../lib/session.ts';
import { makeAccount } from '../../../test/accounts.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { MyInvitations } from './my-invitations.tsx';
import { json } from '../../../test/http.ts';

const invitation = (id: number, name: string, overrides: Partial<TInvitation> = {}): TInvitation => ({
  id,
  email: 'ana@example.com',
  role: 'member',
  invited_by: 'Luis Gómez',
  expires_at: '2026-12-01T12:00:00.000Z',
  company: { id: 100 + id, name, logo: null },
  ...overrides,
});

type TRoute = (url: string, init: RequestInit) => Response | undefined;

/** The API: each call is answered by the first route that answers it. */
function stubApi(...routes: TRoute[]) {
  const fetchStub = vi.fn(async (url: string, init: RequestInit) => {
    for (const route of routes) {
      const answer = route(url, init);
      if (answer) return answer;
    }
    throw new Error(`unexpected call ${init.method} ${url}`);
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('en');
  await loadNamespaces('invitations');
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession({ reason: 'signed-out' });
  act(() => notifications.clean());
});

describe('my invitations (/welcome)', () => {
  it('accepting joins the company: the session gets it and the list forgets the invitation', async () => {
    const account = makeAccount({ companies: [] });
    startSession({ access_token: 't', user: account });
    let open = [invitation(1, 'Costa Limpia'), invitation(2, 'Sierra Azul', { invited_by: null })];
    const joined = { id: 101, name: 'Costa Limpia', logo: null, role: 'member' as const };
    const fetchStub = stubApi(
      (url) => (url === '/api/account/invitations' ? json(200, { data: open }) : undefined),
      (url, init) => {
        if (url !== '/api/account/invitations/1/accept' || init.method !== 'POST') return undefined;
        open = open.filter((item) => item.id !== 1);
        return json(200, { ...account, companies: [joined] });
      },
    );
    renderWithProviders(<MyInvitations />);
    const section = await screen.findByRole('region', { name: 'Invitations' });
    expect(
      within(section).getByText(
        '2 companies invited you to join. Once you accept one, it appears among your companies.',
      ),
    ).toBeVisible();
    expect(within(section).getByText('Luis Gómez invited you as a member.')).toBeVisible();
    expect(within(section).getByText('You were invited as a member.')).toBeVisible();

    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Accept the invitation of Costa Limpia' }));
    expect(await screen.findByText('You are now part of Costa Limpia.')).toBeVisible();
    expect(getAccount()?.companies).toEqual([joined]);
    await waitFor(() =>
      expect(screen.queryByText('Costa Limpia', { selector: 'p' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Sierra Azul')).toBeVisible();
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/account/invitations/1/accept',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('declines only after the confirmation, and joins nothing', async () => {
    startSession({ access_token: 't', user: makeAccount({ companies: [] }) });
    let open = [invitation(3, 'Norte Verde')];
    const fetchStub = stubApi(
      (url) => (url === '/api/account/invitations' ? json(200, { data: open }) : undefined),
      (url) => {
        if (url !== '/api/account/invitations/3/decline') return undefined;
        open = [];
        return new Response(null, { status: 204 });
      },
    );
    renderWithProviders(<MyInvitations />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decline the invitation of Norte Verde' }));
    const confirm = await screen.findByText(/^Decline the invitation of Norte Verde\? To join later/);
    expect(fetchStub).not.toHaveBeenCalledWith('/api/account/invitations/3/decline', expect.anything());
    await user.click(
      within(confirm.closest('.mantine-Notification-root') as HTMLElement).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect(await screen.findByText('You declined the invitation of Norte Verde.')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument(),
    );
    expect(getAccount()?.companies).toEqual([]);
  });

  it('shows nothing without invitations, and a retry when they could not be loaded', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    let fail = true;
    stubApi((url) =>
      url === '/api/account/invitations'
        ? fail
          ? json(500, { message: 'Unexpected error.', code: 'INTERNAL' })
          : json(200, { data: [] })
        : undefined,
    );
    const { container } = renderWithProviders(<MyInvitations />);
    expect(await screen.findByText('We could not load your invitations.')).toBeVisible();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.queryByText('We could not load your invitations.')).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(container.querySelector('[role="status"]')).toBeNull();
  });
});
