import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { clearSession, startSession } from '../../../lib/session.ts';
import { makeAccount, SUPER_ADMIN } from '../../../test/accounts.ts';
import { renderWithRouter } from '../../../test/router.tsx';
import { WelcomePage } from './welcome-page.tsx';

function signInAs(overrides: Parameters<typeof makeAccount>[0]) {
  startSession({ access_token: 'token', user: makeAccount(overrides) });
}

beforeAll(async () => {
  await i18nReady;
  await loadNamespaces('companies');
});

afterEach(() => clearSession());

describe('welcome page', () => {
  it('offers a super-admin without a company the way to the administration, then creating one', async () => {
    await changeLanguage('en');
    signInAs({ ...SUPER_ADMIN, companies: [] });
    renderWithRouter(<WelcomePage />, { at: '/welcome-test' });
    expect(
      await screen.findByText(
        'You do not belong to any company. As a super-admin, your work is in the platform administration; you can also create a company.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Create your company' })).toBeVisible();
    // Asking for an invitation or starting a trial is not a super-admin's business.
    expect(screen.queryByText(/ask one of its administrators to invite you/)).toBeNull();
    await userEvent.setup().click(screen.getByRole('link', { name: /Platform administration/ }));
    expect(await screen.findByTestId('landmark')).toHaveTextContent('/sources');
  });

  it('shows it in Spanish too, above the companies a super-admin belongs to', async () => {
    await changeLanguage('es');
    signInAs(SUPER_ADMIN);
    renderWithRouter(<WelcomePage />, { at: '/welcome-test' });
    expect(await screen.findByRole('link', { name: /Administración de la plataforma/ })).toHaveAttribute(
      'href',
      '/sources',
    );
    expect(screen.getByRole('list', { name: 'Tus empresas' })).toBeVisible();
  });

  it('says a company is picked to open the screen asked for, and each company leads to it', async () => {
    await changeLanguage('en');
    signInAs(SUPER_ADMIN);
    renderWithRouter(<WelcomePage redirect="/emission-activities/1173" />, { at: '/welcome-test' });
    expect(
      await screen.findByText('Choose the company in which to open the screen you asked for.'),
    ).toBeVisible();
    const companies = screen.getByRole('list', { name: 'Your companies' });
    for (const link of within(companies).getAllByRole('link'))
      expect(link.getAttribute('href')).toMatch(
        /^\/load-company\/\d+\?redirect=%2Femission-activities%2F1173$/,
      );
  });

  it('offers no administration to anyone else', async () => {
    await changeLanguage('en');
    signInAs({ role: 'member', companies: [] });
    renderWithRouter(<WelcomePage />, { at: '/welcome-test' });
    expect(await screen.findByText("You don't belong to any company yet.")).toBeVisible();
    expect(screen.queryByRole('link', { name: /Platform administration/ })).toBeNull();
  });
});
