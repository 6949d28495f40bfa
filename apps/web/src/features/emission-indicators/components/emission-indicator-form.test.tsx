import type { TEmissionIndicator } from '@huella/shared';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { clearSession, startSession } from '../../../lib/session.ts';
import { makeAccount } from '../../../test/accounts.ts';
import { namedInEnglish } from '../../../test/catalogue.ts';
import { json, routeFetch } from '../../../test/http.ts';
import { renderWithRouter } from '../../../test/router.tsx';
import { EmissionIndicatorForm } from './emission-indicator-form.tsx';

const tonnes: TEmissionIndicator = {
  id: 41,
  company_id: 10,
  key_indicator_id: 35,
  sector_id: 6,
  value: 1250.5,
  date: '2025-03-31',
  note: 'Planta Bogotá',
  headquarter_id: 21,
  client_id: null,
  provider_id: null,
  project_id: null,
  key_indicator: { id: 35, name: 'Tonnes produced', unit: 't', sector: { id: 6, name: 'Manufacturing' } },
  headquarter: { id: 21, name: 'Bogotá plant' },
  client: null,
  provider: null,
  project: null,
  created_at: '2026-03-05T15:00:00.000Z',
  updated_at: '2026-03-06T15:00:00.000Z',
};

const list = <T,>(data: T[]) => ({ data, meta: { total: data.length, page: 1, per_page: 100 } });
const keyIndicator = (id: number, name: string, nameEn: string, sectorId: number, abbreviation: string) => ({
  ...namedInEnglish(id, name, nameEn),
  sector_id: sectorId,
  unit_measurement: { id: id + 100, name: nameEn, abbreviation },
});
const KEY_INDICATORS: Record<string, ReturnType<typeof keyIndicator>[]> = {
  6: [keyIndicator(35, 'Toneladas producidas', 'Tonnes produced', 6, 't')],
  7: [keyIndicator(40, 'Empleados', 'Employees', 7, 'emp')],
};

function serve({ save = () => json(201, tonnes) }: { save?: (init: RequestInit) => Response } = {}) {
  const routes = routeFetch({
    'GET /api/sectors': () =>
      json(
        200,
        list([namedInEnglish(6, 'Manufactura', 'Manufacturing'), namedInEnglish(7, 'Servicios', 'Services')]),
      ),
    'GET /api/key-indicators': (url) =>
      json(200, list(KEY_INDICATORS[url.searchParams.get('sector_id') ?? ''] ?? [])),
    'GET /api/stakeholders': () =>
      json(200, [
        { type: 'HEADQUARTERS', data: [{ id: 21, name: 'Bogotá plant', description: null }] },
        { type: 'CLIENTS', data: [] },
        { type: 'PROVIDERS', data: [] },
        { type: 'PROJECTS', data: [] },
      ]),
    'GET /api/emission-indicators/41': () => json(200, tonnes),
    'POST /api/emission-indicators': (_url, init) => save(init),
    'PUT /api/emission-indicators/41': (_url, init) => save(init),
  });
  vi.stubGlobal('fetch', vi.fn(routes.fetchStub));
  return routes;
}

function renderForm(id = 0) {
  const user = userEvent.setup();
  const rendered = renderWithRouter(<EmissionIndicatorForm companyId={10} id={id} />, {
    at: `/emission-indicators/${id}`,
    path: '/emission-indicators/$id',
  });
  return { user, ...rendered };
}

const field = (name: RegExp) => screen.getByRole('combobox', { name });

async function choose(user: UserEvent, name: RegExp, option: string) {
  await user.click(field(name));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('en');
  await loadNamespaces('catalogue', 'emission-indicators');
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => notifications.clean());
  clearSession({ reason: 'signed-out' });
});

describe('emission indicator form', () => {
  it('requires the key indicator, the value and the date, refuses a value that is not positive, then sends the shared input', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const bodies: unknown[] = [];
    serve({
      save: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return json(201, tonnes);
      },
    });
    const { user, router } = renderForm();
    await screen.findByRole('heading', { name: 'New emission indicator' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('form-errors-summary')).toHaveTextContent(
      'Check the 3 marked fields: they are missing or not valid.',
    );
    const date = screen.getByRole('textbox', { name: /^Date/ });
    expect(date).toHaveAccessibleDescription('This field is required.');
    expect(bodies).toEqual([]);

    await choose(user, /^Sector/, 'Manufacturing');
    await waitFor(() => expect(field(/^Key indicator/)).toBeEnabled());
    await choose(user, /^Key indicator/, 'Tonnes produced');
    const value = screen.getByRole('textbox', { name: /^Value/ });
    // The value's unit is the chosen key indicator's.
    await waitFor(() => expect(value).toHaveAccessibleDescription(/Unit: t/));
    await user.type(value, '-5');
    await user.type(date, '03/31/2025');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(value).toHaveAccessibleDescription(/The value must be a positive number\./));
    expect(bodies).toEqual([]);

    await user.clear(value);
    await user.type(value, '1250.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      company_id: 10,
      sector_id: 6,
      key_indicator_id: 35,
      value: 1250.5,
      date: '2025-03-31',
      note: null,
      headquarter_id: null,
      client_id: null,
      provider_id: null,
      project_id: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/emission-indicators'));
  });

  it("empties the key indicator when the sector changes, offering the new sector's", async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve();
    const { user } = renderForm();
    await screen.findByRole('heading', { name: 'New emission indicator' });
    expect(field(/^Key indicator/)).toBeDisabled();
    await choose(user, /^Sector/, 'Manufacturing');
    await waitFor(() => expect(field(/^Key indicator/)).toBeEnabled());
    await choose(user, /^Key indicator/, 'Tonnes produced');
    await choose(user, /^Sector/, 'Services');
    await waitFor(() => expect(field(/^Key indicator/)).toHaveValue(''));
    await choose(user, /^Key indicator/, 'Employees');
    expect(field(/^Key indicator/)).toHaveValue('Employees');
  });

  it('loads an indicator into the form and shows its detail', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve();
    renderForm(41);
    expect(await screen.findByRole('heading', { name: 'Edit emission indicator' })).toBeVisible();
    await waitFor(() => expect(field(/^Key indicator/)).toHaveValue('Tonnes produced'));
    expect(field(/^Sector/)).toHaveValue('Manufacturing');
    expect(field(/^Headquarters/)).toHaveValue('Bogotá plant');
    expect(screen.getByRole('textbox', { name: /^Value/ })).toHaveValue('1,250.5');
    const detail = screen.getByRole('region', { name: 'Detail' });
    expect(detail).toHaveTextContent('1,250.5 t');
    expect(detail).toHaveTextContent('Mar 31, 2025');
    expect(within(detail).getByText('Planta Bogotá')).toBeVisible();
  });
});
