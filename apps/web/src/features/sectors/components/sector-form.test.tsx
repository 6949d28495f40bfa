import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { clearSession, startSession } from '../../../lib/session.ts';
import { makeAccount } from '../../../test/accounts.ts';
import { json, routeFetch } from '../../../test/http.ts';
import { renderWithRouter } from '../../../test/router.tsx';
import { SectorForm } from './sector-form.tsx';

const MANUFACTURING = {
  id: 6,
  code: 'manufacturing',
  name: 'Manufactura',
  name_en: 'Manufacturing',
  display_name: 'Manufacturing',
  description: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

beforeAll(async () => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
  await i18nReady;
  await loadNamespaces('sectors', 'catalogue', 'common');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  clearSession({ reason: 'signed-out' });
  await changeLanguage('es');
});

/** The body of the first call sent with `method`. */
const sent = (calls: [string, RequestInit?][], method: string) =>
  JSON.parse(String(calls.find(([, init]) => init?.method === method)![1]!.body)) as Record<string, unknown>;

describe('sector form names', () => {
  it('shows both names to an English super-admin and sends both, so the Spanish one stays', async () => {
    await changeLanguage('en');
    startSession({ access_token: 't', user: makeAccount({ role: 'super-admin' }) });
    const fetchStub = vi.fn(async (_url: string, init?: RequestInit) =>
      json(
        200,
        init?.method === 'PUT' ? { ...MANUFACTURING, name_en: 'Manufacturing industry' } : MANUFACTURING,
      ),
    );
    vi.stubGlobal('fetch', fetchStub);
    renderWithRouter(<SectorForm id={6} />, { at: '/sectors/6' });
    const spanish = await screen.findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(spanish).toHaveValue('Manufactura'));
    expect(spanish).toHaveAccessibleDescription('In Spanish: the one shown by default.');
    const english = screen.getByRole('textbox', { name: /^English version of the name/ });
    expect(english).toHaveValue('Manufacturing');
    expect(english).toHaveAccessibleDescription(/without it, they see the Spanish name/);

    const user = userEvent.setup();
    await user.clear(english);
    await user.type(english, 'Manufacturing industry');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchStub.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    expect(sent(fetchStub.mock.calls, 'PUT')).toMatchObject({
      name: 'Manufactura',
      name_en: 'Manufacturing industry',
    });
    // The toast names it as an English reader reads it.
    expect(await screen.findByText('Sector “Manufacturing industry” updated')).toBeVisible();
  });

  it('creates a sector with its Spanish name, and its English one when written', async () => {
    startSession({ access_token: 't', user: makeAccount({ role: 'super-admin' }) });
    const routes = routeFetch({
      'POST /api/sectors': (_url, init) =>
        json(201, { ...MANUFACTURING, id: 9, ...(JSON.parse(String(init.body)) as object) }),
    });
    const fetchStub = vi.fn(routes.fetchStub);
    vi.stubGlobal('fetch', fetchStub);
    renderWithRouter(<SectorForm id={0} />, { at: '/sectors/0' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Nombre/ }), 'Pesca');
    await user.type(screen.getByRole('textbox', { name: /^Versión en inglés del nombre/ }), 'Fishing');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(routes.calls).toContain('POST /api/sectors'));
    expect(sent(fetchStub.mock.calls as [string, RequestInit?][], 'POST')).toMatchObject({
      name: 'Pesca',
      name_en: 'Fishing',
    });
    // A Spanish reader reads the Spanish name.
    expect(await screen.findByText('Sector «Pesca» creado')).toBeVisible();
  });
});
