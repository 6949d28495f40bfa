import type { TInvitationLink } from '@huella/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { clearSession, startSession } from '../../../lib/session.ts';
import { makeAccount } from '../../../test/accounts.ts';
import { renderWithRouter } from '../../../test/router.tsx';
import { InvitationLinkPage } from './invitation-link-page.tsx';
import { json } from '../../../test/http.ts';

const TOKEN = 'token-of-the-link-0123456789';

const link = (overrides: Partial<TInvitationLink> = {}): TInvitationLink => ({
  id: 7,
  email: 'new.person@example.com',
  role: 'member',
  invited_by: 'Ana Pérez',
  expires_at: '2026-12-01T12:00:00.000Z',
  company: { id: 10, name: 'Andina Verde SAS', logo: null },
  has_account: false,
  ...overrides,
});

/** The API answers the link with `answer`; sign-out always succeeds. */
function stubApi(answer: () => Response) {
  const fetchStub = vi.fn(async (url: string) => (url === '/api/auth/sign-out' ? json(204, null) : answer()));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

function renderPage() {
  return renderWithRouter(
    <InvitationLinkPage
      id={7}
      token={TOKEN}
      signUpForm={(invitation) => <p>{`sign-up form for ${invitation.email}`}</p>}
    />,
    { at: `/invitations/7?token=${TOKEN}`, path: '/invitations/$invitation' },
  );
}

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('en');
  await loadNamespaces('invitations');
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession({ reason: 'signed-out' });
});

describe('invitation link page', () => {
  it('offers the account form to an e-mail without an account, under the company that invites', async () => {
    const fetchStub = stubApi(() => json(200, link()));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Andina Verde SAS' })).toBeVisible();
    expect(screen.getByText('Ana Pérez invited you as a member.')).toBeVisible();
    expect(screen.getByText(/^Valid until Dec 1, 2026$/)).toBeVisible();
    expect(screen.getByText('sign-up form for new.person@example.com')).toBeVisible();
    expect(fetchStub).toHaveBeenCalledWith(`/api/invitations/7?token=${TOKEN}`, expect.anything());
  });

  it('asks an e-mail with an account to sign in as it, then come back to /welcome', async () => {
    stubApi(() => json(200, link({ has_account: true, email: 'known@example.com', role: 'administrator' })));
    renderPage();
    expect(await screen.findByText('Sign in as known@example.com to accept or decline it.')).toBeVisible();
    expect(screen.queryByText(/sign-up form/)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByTestId('landmark')).toHaveTextContent(
      '/sign-in ?redirect=%2Fwelcome&email=known%40example.com',
    );
  });

  it('sends the invited e-mail, signed in, to /welcome where its invitations are', async () => {
    startSession({ access_token: 't', user: makeAccount({ email: 'New.Person@example.com' }) });
    stubApi(() => json(200, link({ has_account: true })));
    renderPage();
    expect(await screen.findByTestId('landmark')).toHaveTextContent('/welcome');
  });

  it('tells someone signed in as another e-mail, and shows the right step once signed out', async () => {
    startSession({ access_token: 't', user: makeAccount({ email: 'ana@example.com' }) });
    const fetchStub = stubApi(() => json(200, link()));
    renderPage();
    expect(
      await screen.findByText(
        'You are signed in as ana@example.com; this invitation is for new.person@example.com.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/sign-up form/)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('sign-up form for new.person@example.com')).toBeVisible();
    expect(fetchStub).toHaveBeenCalledWith('/api/auth/sign-out', expect.anything());
  });

  it('says when a link is wrong, used, withdrawn or expired, and leads to sign in', async () => {
    stubApi(() => json(404, { message: 'The invitation is not valid or has expired.', code: 'NOT_FOUND' }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid invitation' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('offers to try again when the invitation could not be loaded, instead of calling it invalid', async () => {
    let answers = 0;
    stubApi(() => {
      answers += 1;
      return answers === 1
        ? json(500, { message: 'Unexpected error.', code: 'INTERNAL' })
        : json(200, link());
    });
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('sign-up form for new.person@example.com')).toBeVisible());
    expect(screen.queryByText('Invalid invitation')).not.toBeInTheDocument();
  });
});
