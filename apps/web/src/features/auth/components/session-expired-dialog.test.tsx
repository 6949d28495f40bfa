import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, setRefreshHandler } from '../../../lib/api-client.ts';
import { changeLanguage, i18nReady } from '../../../lib/i18n.ts';
import { clearSession, getAccessToken, getAccount, startSession } from '../../../lib/session.ts';
import { makeAccount } from '../../../test/accounts.ts';
import { json, routeFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SessionExpiredDialogHost } from './session-expired-dialog.tsx';

const ACCOUNT = makeAccount({ id: 7, email: 'ana@example.com' });

function session(token: string, user = ACCOUNT) {
  return { access_token: token, refresh_token: 'r', token_type: 'Bearer', expires_in: 900, user };
}

/**
 * The API: the old access token is refused and cannot be renewed; `/api/records` answers what it
 * was sent with the new token; sign-in answers `signIn` for the right password.
 */
function serve(signIn = session('new')) {
  const signIns: unknown[] = [];
  const routes = routeFetch({
    'GET /api/configuration': () => json(200, { google_client_id: null }),
    'POST /api/auth/sign-in': (_url, init) => {
      const body = JSON.parse(String(init.body)) as { email: string; password: string };
      signIns.push(body);
      return body.password === 'Right-pass-1'
        ? json(200, signIn)
        : json(401, { message: 'The e-mail or the password is not correct.', code: 'UNAUTHENTICATED' });
    },
    'POST /api/auth/sign-out': () => json(200, { message: 'bye' }),
    'POST /api/records': (_url, init) =>
      new Headers(init.headers).get('Authorization') === 'Bearer new'
        ? json(201, { saved: JSON.parse(String(init.body)) as unknown })
        : json(401, { message: 'expired', code: 'UNAUTHENTICATED' }),
  });
  vi.stubGlobal('fetch', vi.fn(routes.fetchStub));
  return { calls: routes.calls, signIns };
}

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  setRefreshHandler(null);
  act(() => notifications.clean());
  clearSession();
});

function expire() {
  startSession({ access_token: 'old', user: ACCOUNT });
  setRefreshHandler(async () => false);
}

describe('signing in again over the page', () => {
  it('asks for the password of the same account, then finishes the save that waited', async () => {
    expire();
    const { calls, signIns } = serve();
    renderWithProviders(<SessionExpiredDialogHost />);
    const save = api.post('/records', { name: 'Caldera', consumption: 12.5 });

    const dialog = await screen.findByRole('dialog', { name: 'Your session expired' });
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveValue('ana@example.com');
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly');
    const user = userEvent.setup();

    await user.type(within(dialog).getByLabelText(/^Password/), 'Wrong-pass-1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in and continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The e-mail or the password is not correct.',
    );

    await user.clear(within(dialog).getByLabelText(/^Password/));
    await user.type(within(dialog).getByLabelText(/^Password/), 'Right-pass-1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in and continue' }));

    await expect(save).resolves.toEqual({ saved: { name: 'Caldera', consumption: 12.5 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(signIns).toEqual([
      { email: 'ana@example.com', password: 'Wrong-pass-1' },
      { email: 'ana@example.com', password: 'Right-pass-1' },
    ]);
    expect(calls.filter((call) => call === 'POST /api/records')).toHaveLength(2);
    expect(getAccessToken()).toBe('new');
  });

  it('signs out as before when the person chooses to, and the save is not sent again', async () => {
    expire();
    const { calls } = serve();
    renderWithProviders(<SessionExpiredDialogHost />);
    const save = api.post('/records', { name: 'Caldera' }).catch((error: unknown) => error);
    const dialog = await screen.findByRole('dialog', { name: 'Your session expired' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await expect(save).resolves.toMatchObject({ status: 401 });
    expect(calls.filter((call) => call === 'POST /api/records')).toHaveLength(1);
    expect(getAccount()).toBeNull();
  });

  it('refuses another account (its new session is ended) and keeps asking for the first one', async () => {
    expire();
    const { calls } = serve(session('new', makeAccount({ id: 99, email: 'ana@example.com' })));
    renderWithProviders(<SessionExpiredDialogHost />);
    void api.post('/records', { name: 'Caldera' }).catch(() => null);
    const dialog = await screen.findByRole('dialog', { name: 'Your session expired' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(/^Password/), 'Right-pass-1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in and continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That is another account. To carry on, sign in as ana@example.com, or sign out.',
    );
    expect(calls).toContain('POST /api/auth/sign-out');
    expect(getAccount()?.id).toBe(7);
    expect(calls.filter((call) => call === 'POST /api/records')).toHaveLength(1);
  });
});
