import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { clearSession, startSession } from '../../../lib/session.ts';
import { makeAccount } from '../../../test/accounts.ts';
import { json } from '../../../test/http.ts';
import { renderWithRouter } from '../../../test/router.tsx';
import { GasForm } from './gas-form.tsx';

const NITROUS = {
  id: 5,
  code: 'N2O',
  name: 'Óxido nitroso',
  name_en: 'Nitrous oxide',
  display_name: 'Nitrous oxide',
  formula: 'N2O',
  pc: 273,
  gwp_report: 'AR6',
  description: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

beforeAll(async () => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
  await i18nReady;
  await loadNamespaces('gases', 'catalogue', 'common');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  clearSession({ reason: 'signed-out' });
  await changeLanguage('es');
});

describe('gas form names', () => {
  it('shows both names to an English super-admin and sends both, so the Spanish one stays', async () => {
    await changeLanguage('en');
    startSession({ access_token: 't', user: makeAccount({ role: 'super-admin' }) });
    const fetchStub = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') return json(200, { ...NITROUS, name_en: 'Nitrous oxide (N2O)' });
      if (String(url).includes('/versions')) return json(200, []);
      return json(200, NITROUS);
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithRouter(<GasForm id={5} />, { at: '/gases/5' });
    const spanish = await screen.findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(spanish).toHaveValue('Óxido nitroso'));
    expect(spanish).toHaveAccessibleDescription('In Spanish: the one shown by default.');
    const english = screen.getByRole('textbox', { name: /^English version of the name/ });
    expect(english).toHaveValue('Nitrous oxide');
    expect(english).toHaveAccessibleDescription(/without it, they see the Spanish name/);

    const user = userEvent.setup();
    await user.clear(english);
    await user.type(english, 'Nitrous oxide (N2O)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchStub.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [, init] = fetchStub.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(init!.body))).toMatchObject({
      name: 'Óxido nitroso',
      name_en: 'Nitrous oxide (N2O)',
    });
  });
});
