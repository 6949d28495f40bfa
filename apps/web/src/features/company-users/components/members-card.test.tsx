import type { TCompanyInvitation, TCompanyUser } from '@huella/shared';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { renderWithRouter } from '../../../test/router.tsx';
import { InviteForm, MembersCard, PendingInvitations } from './members-card.tsx';
import { json } from '../../../test/http.ts';

const pending = (id: number, email: string): TCompanyInvitation => ({
  id,
  email,
  role: id % 2 ? 'member' : 'administrator',
  invited_by: 'Ana Pérez',
  expires_at: '2026-12-01T12:00:00.000Z',
  created_at: '2026-11-24T12:00:00.000Z',
});

const list = (rows: TCompanyInvitation[]) => ({
  data: rows,
  meta: { total: rows.length, page: 1, per_page: 100 },
});

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('en');
  await loadNamespaces('company-users');
});

afterEach(() => {
  vi.unstubAllGlobals();
  // Toasts live in a store of their own: one test's must not answer the next one's queries.
  act(() => notifications.clean());
});

async function invite(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^E-mail/), email);
  await user.click(screen.getByRole('button', { name: 'Invite' }));
}

describe('invite form', () => {
  it('says the invitation was sent, the same for any e-mail, and empties the field', async () => {
    const fetchStub = vi.fn(async () => json(201, { ...pending(5, 'someone@example.com'), role: 'member' }));
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<InviteForm companyId={10} />);
    await invite('Someone@Example.com');
    expect(await screen.findByText('We sent an invitation to someone@example.com.')).toBeVisible();
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('');
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/companies/10/users',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ email: 'someone@example.com', role: 'member' }),
      }),
    );
    expect(screen.getByText(/joins the company when they accept the invitation/)).toBeVisible();
  });

  it('shows "already a member" beside the e-mail, and a daily limit as the API words it', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(
          json(409, {
            message: 'This person is already a member of the company.',
            code: 'CONFLICT',
            errors: { email: ['This person is already a member of the company.'] },
          }),
        )
        .mockResolvedValueOnce(
          json(429, {
            message: 'You have sent 20 invitations in the last 24 hours. You can send more in 3 h.',
            code: 'RATE_LIMITED',
          }),
        ),
    );
    renderWithProviders(<InviteForm companyId={10} />);
    await invite('member@example.com');
    const field = screen.getByLabelText(/^E-mail/);
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('This person is already a member of the company.'),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Invite' }));
    expect(
      await screen.findByText('You have sent 20 invitations in the last 24 hours. You can send more in 3 h.'),
    ).toBeVisible();
    expect(screen.queryByText(/We sent an invitation/)).not.toBeInTheDocument();
  });
});

describe('pending invitations', () => {
  it('lists who was invited, by whom and until when, marked as pending', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, list([pending(1, 'one@example.com'), pending(2, 'two@example.com')]))),
    );
    renderWithProviders(<PendingInvitations companyId={10} />);
    const table = await screen.findByRole('table', { name: 'Pending invitations' });
    const row = within(table).getByRole('row', { name: /two@example\.com/ });
    expect(within(row).getByText('Administrator')).toBeVisible();
    expect(within(row).getByText('Ana Pérez')).toBeVisible();
    expect(within(row).getByText('Dec 1, 2026')).toBeVisible();
    expect(within(row).getByText('Pending invitation')).toBeVisible();
  });

  it('keeps an invitation when its dialog is cancelled with Escape', async () => {
    const fetchStub = vi.fn(async () => json(200, list([pending(1, 'one@example.com')])));
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<PendingInvitations companyId={10} />);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Withdraw the invitation of one@example.com' }),
    );
    await screen.findByRole('dialog', { name: 'Withdraw the invitation of one@example.com?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(screen.getByText('one@example.com')).toBeVisible();
  });

  it('withdraws an invitation only after the confirmation, then lists it no more', async () => {
    let rows = [pending(1, 'one@example.com')];
    const fetchStub = vi.fn(async (url: string, init: RequestInit) => {
      if (init.method === 'DELETE') {
        rows = [];
        return new Response(null, { status: 204 });
      }
      return json(200, list(rows));
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<PendingInvitations companyId={10} />);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Withdraw the invitation of one@example.com' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Withdraw the invitation of one@example.com?',
    });
    expect(within(dialog).getByText('Its link will stop working. You can invite them again.')).toBeVisible();
    expect(fetchStub).toHaveBeenCalledTimes(1);
    await user.click(
      within(dialog).getByRole('button', { name: 'Withdraw the invitation of “one@example.com”' }),
    );
    expect(await screen.findByText('The invitation of one@example.com was withdrawn.')).toBeVisible();
    expect(await screen.findByText('There are no pending invitations.')).toBeVisible();
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/companies/10/invitations/1',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('offers a retry when the list could not be loaded', async () => {
    let calls = 0;
    const fetchStub = vi.fn(async () => {
      calls += 1;
      return calls === 1
        ? json(500, { message: 'Unexpected error.', code: 'INTERNAL' })
        : json(200, list([]));
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<PendingInvitations companyId={10} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('There are no pending invitations.')).toBeVisible();
  });
});

describe('members', () => {
  const member: TCompanyUser = {
    id: 3,
    user_id: 7,
    email: 'marta@example.com',
    name: 'Marta',
    last_name: 'Analista',
    role: 'member',
    status: 'ACTIVE',
    created_at: '2026-01-01T12:00:00.000Z',
  };

  it('removes a member only from the dialog that names them', async () => {
    let members = [member];
    const fetchStub = vi.fn(async (url: string, init: RequestInit) => {
      if (init.method === 'DELETE') {
        members = [];
        return new Response(null, { status: 204 });
      }
      if (url.startsWith('/api/companies/10/invitations')) return json(200, list([]));
      return json(200, { data: members, meta: { total: members.length, page: 1, per_page: 100 } });
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithRouter(<MembersCard companyId={10} />, { at: '/settings' });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Remove marta@example.com from the company' },
        { timeout: 5000 },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove marta@example.com from the company?' });
    expect(
      within(dialog).getByText("They will lose access to the company's data. You can invite them again."),
    ).toBeVisible();
    expect(fetchStub.mock.calls.some(([, init]) => init.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove “marta@example.com”' }));
    expect(await screen.findByText('marta@example.com is no longer part of the company.')).toBeVisible();
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/companies/10/users/7',
      expect.objectContaining({ method: 'DELETE' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('members, as a member reads them', () => {
  it('lists who has access and their role, with no invitation, role change or removal', async () => {
    const marta: TCompanyUser = {
      id: 3,
      user_id: 7,
      email: 'marta@example.com',
      name: 'Marta',
      last_name: 'Analista',
      role: 'administrator',
      status: 'ACTIVE',
      created_at: '2026-01-01T12:00:00.000Z',
    };
    const fetchStub = vi.fn(async (_url: string) =>
      json(200, { data: [marta], meta: { total: 1, page: 1, per_page: 100 } }),
    );
    vi.stubGlobal('fetch', fetchStub);
    renderWithRouter(<MembersCard companyId={10} readOnly />, { at: '/settings' });
    const table = await screen.findByRole('table', { name: 'Members' }, { timeout: 5000 });
    const row = await within(table).findByRole('row', { name: /marta@example\.com/ });
    expect(within(row).getByText('Administrator')).toBeVisible();
    expect(within(row).queryByRole('combobox')).toBeNull();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox', { name: /E-mail/ })).toBeNull();
    // The invitations are the administrators' (the API refuses them to a member): never asked.
    expect(fetchStub.mock.calls.map(([url]) => String(url))).toEqual([
      expect.stringMatching(/^\/api\/companies\/10\/users\?/),
    ]);
  });
});

describe('members, when the server does not confirm', () => {
  const marta: TCompanyUser = {
    id: 3,
    user_id: 7,
    email: 'marta@example.com',
    name: 'Marta',
    last_name: 'Analista',
    role: 'member',
    status: 'ACTIVE',
    created_at: '2026-01-01T12:00:00.000Z',
  };

  it('puts the old role back when a change is refused', async () => {
    const fetchStub = vi.fn(async (url: string, init: RequestInit) => {
      if (init.method === 'PUT') {
        return json(409, { message: 'The company must keep at least one administrator.', code: 'CONFLICT' });
      }
      if (url.startsWith('/api/companies/10/invitations')) return json(200, list([]));
      return json(200, { data: [marta], meta: { total: 1, page: 1, per_page: 10 } });
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithRouter(<MembersCard companyId={10} />, { at: '/settings' });
    const user = userEvent.setup();
    const role = await screen.findByRole(
      'combobox',
      { name: 'Role of marta@example.com' },
      { timeout: 5000 },
    );
    await user.click(role);
    const options = screen.getByRole('listbox', { hidden: true, name: 'Role of marta@example.com' });
    await user.click(within(options).getByRole('option', { name: 'Administrator', hidden: true }));
    expect(await screen.findByText('The company must keep at least one administrator.')).toBeVisible();
    await waitFor(() => expect(role).toHaveValue('Member'));
  });

  it('shows no removal and keeps the member listed when the server cannot be reached', async () => {
    const fetchStub = vi.fn(async (url: string, init: RequestInit) => {
      if (init.method === 'DELETE') throw new TypeError('Failed to fetch');
      if (url.startsWith('/api/companies/10/invitations')) return json(200, list([]));
      return json(200, { data: [marta], meta: { total: 1, page: 1, per_page: 10 } });
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithRouter(<MembersCard companyId={10} />, { at: '/settings' });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Remove marta@example.com from the company' },
        { timeout: 5000 },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove marta@example.com from the company?' });
    const loads = fetchStub.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Remove “marta@example.com”' }));
    expect(await screen.findByText('Connection refused to the server')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('marta@example.com is no longer part of the company.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove marta@example.com from the company' })).toBeVisible();
    // Nothing was reloaded: the list on screen stays.
    expect(fetchStub.mock.calls.length).toBe(loads + 1);
  });

  it('keeps the e-mail typed and says the invitation was not sent when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderWithProviders(<InviteForm companyId={10} />);
    await invite('someone@example.com');
    expect(await screen.findByTestId('form-server-error')).toHaveTextContent('Not saved');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('someone@example.com');
    expect(screen.queryByText(/We sent an invitation/)).not.toBeInTheDocument();
  });
});
