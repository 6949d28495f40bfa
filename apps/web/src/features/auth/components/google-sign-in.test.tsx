import type * as RouterModule from '@tanstack/react-router';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { clearSession, getAccessToken } from '../../../lib/session.ts';
import { makeAccount } from '../../../test/accounts.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { GoogleSignIn } from './google-sign-in.tsx';
import { json } from '../../../test/http.ts';

const navigate = vi.fn();
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof RouterModule>()),
  useNavigate: () => navigate,
}));

type TInit = { client_id: string; callback: (response: { credential?: string }) => void };
let initialized: TInit | null;

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('en');
  await loadNamespaces('auth');
});

beforeEach(() => {
  initialized = null;
  navigate.mockReset();
  // Google Identity Services, as its script installs it.
  window.google = {
    accounts: {
      id: {
        initialize: (options: TInit) => {
          initialized = options;
        },
        renderButton: vi.fn(),
      },
    },
  };
});

afterEach(() => {
  delete window.google;
  vi.unstubAllGlobals();
  clearSession({ reason: 'signed-out' });
});

describe('Google sign-in', () => {
  it('sends the credential Google returns and starts the session', async () => {
    const fetchStub = vi.fn(async () =>
      json(200, {
        access_token: 'g',
        refresh_token: 'r',
        token_type: 'Bearer',
        expires_in: 900,
        user: makeAccount(),
      }),
    );
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<GoogleSignIn clientId="client-1" onFailure={vi.fn()} redirect="/settings" />);
    await waitFor(() => expect(initialized?.client_id).toBe('client-1'));
    initialized!.callback({ credential: 'google-id-token' });
    await waitFor(() => expect(getAccessToken()).toBe('g'));
    const [url, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/sign-in/social/google');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'google-id-token' });
    expect(navigate).toHaveBeenCalledWith({ href: '/settings', replace: true });
  });

  it('shows why Google sign-in failed instead of only logging it', async () => {
    vi.stubGlobal('fetch', async () =>
      json(403, { message: 'Your Google e-mail address is not verified.', code: 'FORBIDDEN' }),
    );
    const onFailure = vi.fn();
    renderWithProviders(<GoogleSignIn clientId="client-1" onFailure={onFailure} />);
    await waitFor(() => expect(initialized).not.toBeNull());
    initialized!.callback({ credential: 'google-id-token' });
    await waitFor(() =>
      expect(onFailure).toHaveBeenLastCalledWith('Your Google e-mail address is not verified.'),
    );
    expect(getAccessToken()).toBeNull();
  });
});
