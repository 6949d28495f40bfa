import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { clearSession, startSession } from '../../../lib/session.ts';
import { makeAccount } from '../../../test/accounts.ts';
import { namedInEnglish } from '../../../test/catalogue.ts';
import { json, routeFetch } from '../../../test/http.ts';
import { renderWithRouter } from '../../../test/router.tsx';
import { KeyIndicatorForm } from './key-indicator-form.tsx';

const TONNES = {
  ...namedInEnglish(35, 'Toneladas producidas', 'Tonnes produced'),
  description: null,
  sector_id: 6,
  sector: { id: 6, name: 'Manufacturing' },
  unit_measurement_id: 3,
  unit_measurement: { id: 3, name: 'Metric tonne', abbreviation: 't' },
  sources: [1],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const list = <T,>(data: T[]) => ({ data, meta: { total: data.length, page: 1, per_page: 100 } });

beforeAll(async () => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
  await i18nReady;
  await loadNamespaces('key-indicators', 'catalogue', 'common');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  clearSession({ reason: 'signed-out' });
  await changeLanguage('es');
});

describe('key indicator form names', () => {
  it('shows both names and its choices in English to an English super-admin, and sends both names', async () => {
    await changeLanguage('en');
    startSession({ access_token: 't', user: makeAccount({ role: 'super-admin' }) });
    const routes = routeFetch({
      'GET /api/key-indicators/35': () => json(200, TONNES),
      'PUT /api/key-indicators/35': (_url, init) =>
        json(200, { ...TONNES, ...(JSON.parse(String(init.body)) as object) }),
      'GET /api/sectors': () =>
        json(
          200,
          list([
            namedInEnglish(6, 'Manufactura', 'Manufacturing'),
            namedInEnglish(7, 'Servicios', 'Services'),
          ]),
        ),
      'GET /api/unit-measurements': () =>
        json(200, list([namedInEnglish(3, 'Tonelada métrica', 'Metric tonne')])),
      'GET /api/sources': () =>
        json(200, list([namedInEnglish(1, 'Combustión estacionaria', 'Stationary combustion')])),
    });
    const fetchStub = vi.fn(routes.fetchStub);
    vi.stubGlobal('fetch', fetchStub);
    renderWithRouter(<KeyIndicatorForm id={35} />, { at: '/key-indicators/35' });
    const spanish = await screen.findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(spanish).toHaveValue('Toneladas producidas'));
    expect(spanish).toHaveAccessibleDescription('In Spanish: the one shown by default.');
    const english = screen.getByRole('textbox', { name: /^English version of the name/ });
    expect(english).toHaveValue('Tonnes produced');
    // The sector and the unit by their English names.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Sector/ })).toHaveValue('Manufacturing'),
    );
    expect(screen.getByRole('combobox', { name: /^Unit/ })).toHaveValue('Metric tonne');
    expect(screen.getAllByText('Stationary combustion').length).toBeGreaterThan(0);
    expect(screen.queryByText('Combustión estacionaria')).toBeNull();

    const user = userEvent.setup();
    await user.clear(english);
    await user.type(english, 'Tonnes of finished product');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(routes.calls).toContain('PUT /api/key-indicators/35'));
    const [, init] = fetchStub.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(init!.body))).toMatchObject({
      name: 'Toneladas producidas',
      name_en: 'Tonnes of finished product',
      sector_id: 6,
      unit_measurement_id: 3,
      sources: [1],
    });
  });
});
