import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, currentLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { clearSession, startSession } from '../../../lib/session.ts';
import { makeAccount } from '../../../test/accounts.ts';
import { renderWithRouter } from '../../../test/router.tsx';
import { AccountPage } from './account-page.tsx';
import { json } from '../../../test/http.ts';

const account = makeAccount({ dni: '12345678', phone: '3001234567', address: 'Calle 1 # 2-3, Bogotá' });

beforeEach(async () => {
  // The address's autosizing text area listens for web fonts, which jsdom lacks.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
  Element.prototype.scrollIntoView ??= () => {};
  await i18nReady;
  await changeLanguage('es');
  await loadNamespaces('account');
});

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  clearSession({ reason: 'signed-out' });
});

describe('profile form', () => {
  it('says it saved in the language just chosen', async () => {
    startSession({ access_token: 't', user: account });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        json(200, { ...account, ...(JSON.parse(String(init?.body)) as object) }),
      ),
    );
    renderWithRouter(<AccountPage />, { at: '/account' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Idioma' }));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('English');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Your details were saved.')).toBeInTheDocument();
    expect(screen.queryByText('Guardamos tus datos.')).toBeNull();
    expect(currentLanguage()).toBe('en');
    // Switching languages loads the English catalogues: slower than most tests on a busy machine.
  }, 30_000);

  it('says it saved in the screen language when the language stays', async () => {
    startSession({ access_token: 't', user: account });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, account)),
    );
    renderWithRouter(<AccountPage />, { at: '/account' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByText('Guardamos tus datos.')).toBeInTheDocument());
  });
});
