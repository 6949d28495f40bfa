import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { clearSession, startSession } from '../../../lib/session.ts';
import { makeAccount } from '../../../test/accounts.ts';
import { renderWithRouter } from '../../../test/router.tsx';
import { UnitMeasurementForm } from './unit-measurement-form.tsx';
import { UnitMeasurementsList } from './unit-measurements-list.tsx';
import { json } from '../../../test/http.ts';

const unit = (id: number, name: string, group: string | null) => ({
  id,
  code: null,
  name,
  name_en: null,
  display_name: name,
  abbreviation: null,
  group,
  factor: 1,
  description: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

const originalMatchMedia = window.matchMedia;

beforeAll(async () => {
  // mantine-datatable shows a column only while its media query matches; jsdom's stub matches
  // nothing, so let every query but the colour-scheme one match.
  window.matchMedia = (query: string) => ({
    ...originalMatchMedia(query),
    matches: !query.includes('prefers-color-scheme'),
  });
  // The description's autosizing text area listens for web fonts, which jsdom lacks.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
  // The group list scrolls its highlighted option into view, which jsdom cannot do.
  Element.prototype.scrollIntoView ??= () => {};
  await i18nReady;
  await loadNamespaces('unit-measurements', 'catalogue', 'common');
  await changeLanguage('es');
});

afterAll(() => {
  window.matchMedia = originalMatchMedia;
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession({ reason: 'signed-out' });
});

describe('unit groups on screen', () => {
  it('the list shows each group in words of the language, and a group it does not know as it is', async () => {
    startSession({ access_token: 't', user: makeAccount({ role: 'super-admin' }) });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(200, {
          data: [
            unit(1, 'Litro', 'volume'),
            unit(2, 'Kilovatio hora', 'energy'),
            unit(3, 'Barril', 'liquids'),
          ],
          meta: { total: 3, page: 1, per_page: 10 },
        }),
      ),
    );
    renderWithRouter(<UnitMeasurementsList />, { at: '/unit-measurements' });
    const row = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;
    expect(within(await row('Litro')).getByRole('cell', { name: 'Volumen' })).toBeInTheDocument();
    expect(within(await row('Kilovatio hora')).getByRole('cell', { name: 'Energía' })).toBeInTheDocument();
    expect(within(await row('Barril')).getByRole('cell', { name: 'liquids' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'volume' })).toBeNull();
  });

  it('the form offers the known groups in words and sends the chosen group', async () => {
    startSession({ access_token: 't', user: makeAccount({ role: 'super-admin' }) });
    const fetchStub = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? json(201, unit(9, 'Kilojulio', 'energy'))
        : json(200, { data: [], meta: { total: 0, page: 1, per_page: 10 } }),
    );
    vi.stubGlobal('fetch', fetchStub);
    renderWithRouter(<UnitMeasurementForm id={0} />, { at: '/unit-measurements/0' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Nombre/ }), 'Kilojulio');
    const group = screen.getByRole('combobox', { name: 'Grupo' });
    await user.click(group);
    // jsdom has no layout, so Mantine keeps the list out of sight (`hidden`); its options are there.
    const options = screen.getAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual([
      'Volumen',
      'Masa',
      'Energía',
      'Distancia',
      'Distancia de pasajeros',
      'Distancia de carga',
      'Cantidad',
      'Superficie',
      'Tiempo',
    ]);
    await user.type(group, 'Energ');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(group).toHaveValue('Energía');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(fetchStub.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [, init] = fetchStub.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toMatchObject({ name: 'Kilojulio', group: 'energy' });
  });
});
