import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { clearSession, getAccessToken, startSession } from '../../../lib/session.ts';
import { makeAccount } from '../../../test/accounts.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PasswordForm } from './account-page.tsx';
import { json } from '../../../test/http.ts';

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('en');
  await loadNamespaces('account');
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession({ reason: 'signed-out' });
});

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Current password/), 'Wrong-pass-1');
  await user.type(screen.getByLabelText(/^New password/), 'Huella-2027');
  await user.type(screen.getByLabelText(/Confirm the new password/), 'Huella-2027');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('password change form', () => {
  it('shows the server message beside the field it is about', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(422, {
          message: 'Please check the data sent.',
          code: 'VALIDATION',
          errors: { old_password: ['The current password is not correct.'] },
        }),
      ),
    );
    renderWithProviders(<PasswordForm email="ana@example.com" />);
    await fillAndSubmit();
    const field = screen.getByLabelText(/Current password/);
    await waitFor(() => expect(field).toHaveAccessibleDescription('The current password is not correct.'));
    expect(field).toHaveFocus();
  });

  it('checks the shared rules before sending anything', async () => {
    const fetchStub = vi.fn();
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<PasswordForm email="ana@example.com" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'lowercase1');
    await user.type(screen.getByLabelText(/Confirm the new password/), 'different1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password must include an uppercase letter.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('after a change signs this tab in again with the new password (the API closed every session)', async () => {
    startSession({ access_token: 'old', user: makeAccount() });
    const fetchStub = vi.fn(async (url: string) =>
      url === '/api/account/password'
        ? json(200, { message: 'Your password was changed.' })
        : json(200, {
            access_token: 'new',
            refresh_token: 'r',
            token_type: 'Bearer',
            expires_in: 900,
            user: makeAccount(),
          }),
    );
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<PasswordForm email="ana@example.com" />);
    await fillAndSubmit();
    await waitFor(() => expect(getAccessToken()).toBe('new'));
    expect(fetchStub.mock.calls.map(([url]) => url)).toEqual(['/api/account/password', '/api/auth/sign-in']);
    expect(JSON.parse(String((fetchStub.mock.calls[1] as unknown as [string, RequestInit])[1].body))).toEqual(
      {
        email: 'ana@example.com',
        password: 'Huella-2027',
      },
    );
  });
});
