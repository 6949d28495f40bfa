import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { clearSession, getAccount } from '../../../lib/session.ts';
import { makeAccount } from '../../../test/accounts.ts';
import { renderWithRouter } from '../../../test/router.tsx';
import { InvitedSignUpForm } from './invited-sign-up-form.tsx';
import { json } from '../../../test/http.ts';

const TOKEN = 'token-of-the-link-0123456789';
const EMAIL = 'new.person@example.com';

/** The API: `/api/configuration` (no Google) and the sign-up's `answer`. */
function stubApi(answer: () => Response) {
  const fetchStub = vi.fn(async (url: string, _init?: RequestInit) =>
    url === '/api/configuration'
      ? json(200, { google_client_id: null, trial_days: 7, mail_outbox: true })
      : answer(),
  );
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

function renderForm() {
  return renderWithRouter(<InvitedSignUpForm invitation={{ id: 7, email: EMAIL }} token={TOKEN} />, {
    at: `/invitations/7?token=${TOKEN}`,
    path: '/invitations/$invitation',
  });
}

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Password/, { selector: 'input' }), 'Invitada-2026');
  await user.type(screen.getByLabelText(/^Confirm the password/, { selector: 'input' }), 'Invitada-2026');
  await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
  await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
}

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('en');
  await loadNamespaces('auth');
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession({ reason: 'signed-out' });
});

describe('invited sign-up form', () => {
  it('creates the account of the invited e-mail with the link, and starts the session', async () => {
    const account = makeAccount({
      email: EMAIL,
      companies: [{ id: 10, name: 'Andina', logo: null, role: 'member', capabilities: ['work_in_company'] }],
    });
    const fetchStub = stubApi(() =>
      json(200, {
        access_token: 'a',
        refresh_token: 'r',
        token_type: 'Bearer',
        expires_in: 900,
        user: account,
      }),
    );
    renderForm();
    expect(await screen.findByLabelText(/^E-mail/)).toHaveValue(EMAIL);
    await fillAndSubmit();
    expect(await screen.findByTestId('landmark')).toHaveTextContent('/welcome');
    expect(getAccount()?.email).toBe(EMAIL);
    const signUp = fetchStub.mock.calls.find(([url]) => url === '/api/sign-up-member')!;
    // Names left empty are not sent: they are optional.
    expect(JSON.parse(signUp[1]!.body as string)).toEqual({
      invitation_id: 7,
      token: TOKEN,
      password: 'Invitada-2026',
      password_confirmation: 'Invitada-2026',
      polices: true,
    });
  });

  it('asks to sign in when the e-mail got an account meanwhile', async () => {
    stubApi(() =>
      json(409, {
        message: 'This e-mail already has an account: sign in with it to accept the invitation.',
        code: 'CONFLICT',
      }),
    );
    renderForm();
    await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This e-mail already has an account: sign in with it to accept the invitation.',
    );
    await userEvent.setup().click(screen.getAllByRole('link', { name: 'Sign in' })[0]!);
    expect(await screen.findByTestId('landmark')).toHaveTextContent(
      '/sign-in ?redirect=%2Fwelcome&email=new.person%40example.com',
    );
    expect(getAccount()).toBeNull();
  });

  it('says so when the link stopped working while the form was filled in', async () => {
    stubApi(() => json(404, { message: 'The invitation is not valid or has expired.', code: 'NOT_FOUND' }));
    renderForm();
    await fillAndSubmit();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The invitation is not valid or has expired.'),
    );
    expect(screen.getByRole('button', { name: 'Accept invitation' })).toBeEnabled();
  });
});
