import type { TEmissionActivity } from '@huella/shared';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { clearSession, startSession } from '../../../lib/session.ts';
import { makeAccount } from '../../../test/accounts.ts';
import { factorAnswer, gasValue, GENERATOR, makeActivity, UNITS } from '../../../test/activities.ts';
import { json, routeFetch } from '../../../test/http.ts';
import { renderWithRouter } from '../../../test/router.tsx';
import { EmissionActivityForm } from './emission-activity-form.tsx';

const list = <T,>(data: T[]) => ({ data, meta: { total: data.length, page: 1, per_page: 100 } });
const option = (id: number, name: string, sourceId: number, derives = false) => ({
  id,
  name,
  source_id: sourceId,
  derives,
});
/** The factors of the company's two categories: diesel and a blend of it; the grid's power. */
const FACTORS: Record<string, ReturnType<typeof option>[]> = {
  3: [option(8, 'Diesel (EPA)', 3), option(9, 'Diesel B10 blend', 3, true)],
  4: [option(12, 'Grid electricity', 4)],
};
const STAKEHOLDERS: Record<string, { id: number; name: string; description: null }[]> = {
  HEADQUARTERS: [{ id: 21, name: 'Bogotá plant', description: null }],
  CLIENTS: [{ id: 31, name: 'Client One', description: null }],
  PROVIDERS: [{ id: 41, name: 'Boilers', description: null }],
  PROJECTS: [],
};

type TServe = { save?: (init: RequestInit) => Response; record?: TEmissionActivity };

function serve({ save = () => json(201, makeActivity()), record = makeActivity() }: TServe = {}) {
  const routes = routeFetch({
    'GET /api/emission-activities/12': () => json(200, record),
    'GET /api/emission-sources': () => json(200, list([GENERATOR])),
    'GET /api/companies/10/sources': () =>
      json(200, {
        data: [
          { id: 3, name: 'Stationary combustion', icon: 'IconFlame' },
          { id: 4, name: 'Purchased electricity', icon: 'IconBolt' },
        ],
      }),
    'GET /api/factors': (url) => json(200, list(FACTORS[url.searchParams.get('source_id') ?? ''] ?? [])),
    'GET /api/types/emission_source': () =>
      json(
        200,
        list([
          { id: 1, group: 'emission_source', code: 'operational', name: 'Operational' },
          { id: 2, group: 'emission_source', code: 'embedded', name: 'Embedded' },
        ]),
      ),
    'GET /api/unit-measurements': () => json(200, list(UNITS)),
    'GET /api/stakeholders': (url) => {
      const type = url.searchParams.get('types[]') ?? '';
      return json(200, [{ type, data: STAKEHOLDERS[type] ?? [] }]);
    },
    // Diesel's values are per litre, the grid's per MWh; the blend takes its parts' (litres, gallons).
    'GET /api/emission-factors/8': () => json(200, factorAnswer(8, 'Diesel (EPA)', 3)),
    'GET /api/emission-factors/9': () => json(200, factorAnswer(9, 'Diesel B10 blend', 3, [8, 10])),
    'GET /api/emission-factors/12': () => json(200, factorAnswer(12, 'Grid electricity', 4)),
    'GET /api/factors/8/gases': () => json(200, list([gasValue(8, 30)])),
    'GET /api/factors/10/gases': () => json(200, list([gasValue(10, 31)])),
    'GET /api/factors/12/gases': () => json(200, list([gasValue(12, 41, 1)])),
    'GET /api/emission-activities/document-types': () =>
      json(200, { data: ['Grid invoice', 'meter reading'] }),
    'POST /api/emission-activities': (_url, init) => save(init),
    'PUT /api/emission-activities/12': () => json(200, record),
  });
  vi.stubGlobal('fetch', vi.fn(routes.fetchStub));
  return routes;
}

function renderForm(id = 0) {
  const user = userEvent.setup();
  const rendered = renderWithRouter(<EmissionActivityForm companyId={10} id={id} />, {
    at: `/emission-activities/${id}`,
    path: '/emission-activities/$id',
  });
  return { user, ...rendered };
}

const field = (name: RegExp) => screen.getByRole('combobox', { name });
const queryField = (name: RegExp) => screen.queryByRole('combobox', { name });

async function choose(user: UserEvent, name: RegExp, label: string) {
  await user.click(field(name));
  await user.click(await screen.findByRole('option', { name: label, hidden: true }));
}

/** The options a select offers once they have loaded (it opens and closes again). */
async function optionsOf(user: UserEvent, name: RegExp) {
  const input = field(name);
  await user.click(input);
  let names: (string | null)[] = [];
  await waitFor(() => {
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
    expect(listbox).not.toBeNull();
    names = within(listbox!)
      .getAllByRole('option', { hidden: true })
      .map((item) => item.textContent);
  });
  await user.keyboard('{Escape}');
  return names;
}

/** Records 1,000 US gallons of the generator on 06/15/2024: what every saved activity needs. */
async function fillGeneratorDay(user: UserEvent) {
  await choose(user, /^Emission source/, 'GEN-01 · Planta eléctrica');
  await user.type(screen.getByRole('textbox', { name: /^Date/ }), '06/15/2024');
  await user.type(screen.getByRole('textbox', { name: /^Consumption/ }), '1000');
  await waitFor(() => expect(field(/^Unit of measurement/)).toBeEnabled());
  await choose(user, /^Unit of measurement/, 'US gallon (gal)');
}

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('en');
  await loadNamespaces('catalogue', 'emission-activities');
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => notifications.clean());
  clearSession({ reason: 'signed-out' });
});

describe('emission activity form', () => {
  it('shows only the choices of the switch’s position: a source, or a factor with its type and headquarters', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve();
    const { user } = renderForm();
    await screen.findByRole('heading', { name: 'New activity' });
    expect(screen.getByRole('radio', { name: 'Emission source' })).toBeChecked();
    expect(field(/^Emission source/)).toBeVisible();
    expect(queryField(/^Emission factor/)).toBeNull();
    expect(queryField(/^Type/)).toBeNull();
    expect(queryField(/^Headquarters/)).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Emission factor' }));
    expect(queryField(/^Emission source/)).toBeNull();
    expect(field(/^Emission factor/)).toBeVisible();
    expect(field(/^Type/)).toBeVisible();
    expect(field(/^Headquarters/)).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Emission source' }));
    expect(field(/^Emission source/)).toBeVisible();
    expect(queryField(/^Emission factor/)).toBeNull();
  });

  it('offers only the units of the group the factor’s values are in, a blend’s parts included', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve();
    const { user } = renderForm();
    await screen.findByRole('heading', { name: 'New activity' });
    expect(field(/^Unit of measurement/)).toBeDisabled();
    expect(field(/^Unit of measurement/)).toHaveAttribute('placeholder', 'Choose the emission source first');

    // By source: the source's factor (diesel, per litre) gives volume units.
    await choose(user, /^Emission source/, 'GEN-01 · Planta eléctrica');
    await waitFor(() => expect(field(/^Unit of measurement/)).toBeEnabled());
    await waitFor(async () =>
      expect(await optionsOf(user, /^Unit of measurement/)).toEqual(['Litre (L)', 'US gallon (gal)']),
    );
    await choose(user, /^Unit of measurement/, 'US gallon (gal)');

    // By factor: the grid's values are per MWh; the gallons go.
    await user.click(screen.getByRole('radio', { name: 'Emission factor' }));
    await choose(user, /^Emission factor/, 'Grid electricity');
    await waitFor(() => expect(field(/^Unit of measurement/)).toHaveValue(''));
    expect(await optionsOf(user, /^Unit of measurement/)).toEqual([
      'Kilowatt hour (kWh)',
      'Megawatt hour (MWh)',
    ]);
    expect(field(/^Unit of measurement/)).toHaveAccessibleDescription(
      "Only the units that convert to the factor's (Energy).",
    );
    // The type of the factor's values comes with it.
    expect(field(/^Type/)).toHaveValue('Operational');

    // A blend takes its parts' values: litres and gallons.
    await choose(user, /^Emission factor/, 'Diesel B10 blend');
    await waitFor(async () =>
      expect(await optionsOf(user, /^Unit of measurement/)).toEqual(['Litre (L)', 'US gallon (gal)']),
    );
  });

  it('sends the activity by factor, and puts a date the factor has no value for on the date', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const bodies: unknown[] = [];
    serve({
      save: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return json(422, {
          message: 'The factor “Diesel (EPA)” has no value valid on this date.',
          code: 'VALIDATION',
          errors: { date: ['The factor “Diesel (EPA)” has no value valid on this date.'] },
        });
      },
    });
    const { user } = renderForm();
    await screen.findByRole('heading', { name: 'New activity' });
    await user.click(screen.getByRole('radio', { name: 'Emission factor' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('form-errors-summary')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Date/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(field(/^Unit of measurement/)).toHaveAttribute('placeholder', 'Choose the factor first');
    expect(bodies).toEqual([]);

    await choose(user, /^Emission factor/, 'Diesel (EPA)');
    await waitFor(() => expect(field(/^Type/)).toHaveValue('Operational'));
    await user.type(screen.getByRole('textbox', { name: /^Date/ }), '06/15/2019');
    await user.type(screen.getByRole('textbox', { name: /^Consumption/ }), '0');
    await user.tab();
    expect(screen.getByRole('textbox', { name: /^Consumption/ })).toHaveAccessibleDescription(
      'Invalid consumption: enter a number greater than 0.',
    );
    await user.clear(screen.getByRole('textbox', { name: /^Consumption/ }));
    await user.type(screen.getByRole('textbox', { name: /^Consumption/ }), '1,530.5');
    await waitFor(() => expect(field(/^Unit of measurement/)).toBeEnabled());
    await choose(user, /^Unit of measurement/, 'US gallon (gal)');
    await choose(user, /^Provider/, 'Boilers');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Date/ })).toHaveAccessibleDescription(
        'The factor “Diesel (EPA)” has no value valid on this date.',
      ),
    );
    expect(bodies).toEqual([
      {
        company_id: 10,
        by_emission_source: false,
        emission_source_id: null,
        emission_factor_id: 8,
        type_id: 1,
        headquarter_id: null,
        date: '2019-06-15',
        consumption: 1530.5,
        unit_measurement_id: 31,
        client_id: null,
        provider_id: 41,
        project_id: null,
        description: null,
        type_document: null,
        documents: null,
      },
    ]);
  });

  it('offers the common document types and the company’s own, each once, and keeps any other typed', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const bodies: { type_document: string | null }[] = [];
    serve({
      save: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return json(201, makeActivity());
      },
    });
    const { user } = renderForm();
    await screen.findByRole('heading', { name: 'New activity' });
    const input = () => field(/^Document type/);
    const offered = () =>
      within(document.getElementById(input().getAttribute('aria-controls') ?? '')!)
        .getAllByRole('option', { hidden: true })
        .map((item) => item.textContent);
    await user.click(input());
    await waitFor(() =>
      expect(offered()).toEqual([
        'Contract',
        'Delivery note',
        'Grid invoice',
        'Internal record',
        'Invoice',
        'meter reading',
        'Receipt',
        'Travel ticket',
        'Waste transfer note',
      ]),
    );
    await user.type(input(), 'inv');
    await waitFor(() => expect(offered()).toEqual(['Grid invoice', 'Invoice']));
    await user.click(screen.getByRole('option', { name: 'Grid invoice', hidden: true }));
    expect(input()).toHaveValue('Grid invoice');
    await user.clear(input());
    await user.type(input(), 'Bill of lading');
    await fillGeneratorDay(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.type_document).toBe('Bill of lading');
  });

  it('opens a new activity once it is saved, to show what it came to', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve();
    const { user, router } = renderForm();
    await screen.findByRole('heading', { name: 'New activity' });
    await fillGeneratorDay(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/emission-activities/12'));
  });

  it('shows what a saved activity came to: its t CO2e, the avoided part and each gas', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve({ record: makeActivity({ carbon_footprint_avoided: 0.215768 }) });
    renderForm(12);
    const section = await screen.findByRole('region', { name: 'Footprint of the activity' });
    expect(section).toHaveTextContent('Footprint10.24 tCO2e');
    expect(section).toHaveTextContent('Avoided footprint0.22 tCO2e');
    expect(section).toHaveTextContent('Uncertainty±4.99%');
    const gases = within(section).getByRole('table', { name: 'Footprint by gas' });
    expect(
      within(gases)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['CO210.21 tCO2e0 tCO2e', 'CH40.01 tCO2e0 tCO2e', 'N2O0.02 tCO2e0 tCO2e']);
    expect(screen.getByRole('radio', { name: 'Emission factor' })).toBeChecked();
    await waitFor(() => expect(field(/^Emission factor/)).toHaveValue('Diesel (EPA)'));
    await waitFor(() => expect(field(/^Unit of measurement/)).toHaveValue('US gallon (gal)'));
  });
});
