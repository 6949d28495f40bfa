import type { TEmissionSource } from '@huella/shared';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { clearSession, startSession } from '../../../lib/session.ts';
import { makeAccount } from '../../../test/accounts.ts';
import { json, routeFetch } from '../../../test/http.ts';
import { renderWithRouter } from '../../../test/router.tsx';
import { EmissionSourceForm } from './emission-source-form.tsx';

const boiler: TEmissionSource = {
  id: 5,
  company_id: 10,
  code: 'CAL-01',
  name: 'Caldera principal',
  type_id: 1,
  source_id: 3,
  emission_factor_id: 8,
  headquarter_id: 21,
  activity_uncertainty: 0,
  type: { id: 1, name: 'Operational' },
  source: { id: 3, name: 'Stationary combustion', icon: 'IconFlame' },
  emission_factor: { id: 8, name: 'Natural gas' },
  headquarter: { id: 21, name: 'Bogotá plant' },
  created_at: '2026-03-05T15:00:00.000Z',
  updated_at: '2026-03-05T15:00:00.000Z',
};

const list = <T,>(data: T[]) => ({ data, meta: { total: data.length, page: 1, per_page: 100 } });
const factor = (id: number, name: string, sourceId: number) => ({
  id,
  name,
  source_id: sourceId,
  derives: false,
});
const FACTORS: Record<string, ReturnType<typeof factor>[]> = {
  3: [factor(8, 'Natural gas', 3), factor(9, 'Diesel (boilers)', 3)],
  4: [factor(12, 'Gasoline', 4)],
};

type TServe = {
  sources?: { id: number; name: string; icon: string }[];
  headquarters?: { id: number; name: string; description: null }[];
  save?: (init: RequestInit) => Response;
};

function serve({
  sources = [
    { id: 3, name: 'Stationary combustion', icon: 'IconFlame' },
    { id: 4, name: 'Mobile combustion', icon: 'IconCar' },
  ],
  headquarters = [{ id: 21, name: 'Bogotá plant', description: null }],
  save = () => json(201, boiler),
}: TServe = {}) {
  const routes = routeFetch({
    'GET /api/types/emission_source': () =>
      json(
        200,
        list([
          { id: 1, group: 'emission_source', code: 'operational', name: 'Operational' },
          { id: 2, group: 'emission_source', code: 'embedded', name: 'Embedded' },
        ]),
      ),
    'GET /api/companies/10/sources': () => json(200, { data: sources }),
    'GET /api/stakeholders': () => json(200, [{ type: 'HEADQUARTERS', data: headquarters }]),
    'GET /api/factors': (url) => json(200, list(FACTORS[url.searchParams.get('source_id') ?? ''] ?? [])),
    'GET /api/emission-sources/5': () => json(200, boiler),
    'POST /api/emission-sources': (_url, init) => save(init),
    'PUT /api/emission-sources/5': () => json(200, boiler),
  });
  vi.stubGlobal('fetch', vi.fn(routes.fetchStub));
  return routes;
}

function renderForm(id = 0, canOpenSettings = true) {
  const user = userEvent.setup();
  const rendered = renderWithRouter(
    <EmissionSourceForm companyId={10} id={id} canOpenSettings={canOpenSettings} />,
    { at: `/emission-sources/${id}`, path: '/emission-sources/$id' },
  );
  return { user, ...rendered };
}

const field = (name: RegExp) => screen.getByRole('combobox', { name });

async function choose(user: UserEvent, name: RegExp, option: string) {
  await user.click(field(name));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
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
      .map((option) => option.textContent);
  });
  await user.keyboard('{Escape}');
  return names;
}

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('en');
  await loadNamespaces('catalogue', 'emission-sources');
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => notifications.clean());
  clearSession({ reason: 'signed-out' });
});

describe('emission source form', () => {
  it("offers only the chosen category's factors, and empties the factor when the category changes", async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const { calls } = serve();
    const { user } = renderForm();
    const factorField = await screen.findByRole('combobox', { name: /^Emission factor/ });
    expect(factorField).toBeDisabled();
    expect(factorField).toHaveAttribute('placeholder', 'Choose the category first');
    expect(calls.some((call) => call.startsWith('GET /api/factors'))).toBe(false);

    await choose(user, /^Category/, 'Stationary combustion');
    await waitFor(() => expect(field(/^Emission factor/)).toBeEnabled());
    expect(await optionsOf(user, /^Emission factor/)).toEqual(['Natural gas', 'Diesel (boilers)']);
    expect(calls).toContain('GET /api/factors?source_id=3&page=1&per_page=100');
    await choose(user, /^Emission factor/, 'Natural gas');
    expect(field(/^Emission factor/)).toHaveValue('Natural gas');

    await choose(user, /^Category/, 'Mobile combustion');
    await waitFor(() => expect(field(/^Emission factor/)).toHaveValue(''));
    await waitFor(async () => expect(await optionsOf(user, /^Emission factor/)).toEqual(['Gasoline']));
  });

  it('keeps the factor of an edited source when it loads', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve();
    renderForm(5);
    expect(await screen.findByRole('heading', { name: 'Edit emission source' })).toBeVisible();
    await waitFor(() => expect(field(/^Emission factor/)).toHaveValue('Natural gas'));
    expect(field(/^Category/)).toHaveValue('Stationary combustion');
    expect(field(/^Headquarters/)).toHaveValue('Bogotá plant');
    expect(screen.getByRole('textbox', { name: /^Code/ })).toHaveValue('CAL-01');
  });

  it('requires every field, then sends the shared input and shows a code already used on its field', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const bodies: unknown[] = [];
    serve({
      save: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return json(422, {
          message: 'Check the marked field.',
          code: 'VALIDATION',
          errors: { code: ['The code «CAL-01» is already used by another emission source of the company.'] },
        });
      },
    });
    const { user } = renderForm();
    await screen.findByRole('heading', { name: 'New emission source' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('form-errors-summary')).toHaveTextContent(
      'Check the 6 marked fields: they are missing or not valid.',
    );
    expect(bodies).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /^Code/ }), 'CAL-01');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Caldera principal');
    await choose(user, /^Type/, 'Operational');
    await choose(user, /^Category/, 'Stationary combustion');
    await waitFor(() => expect(field(/^Emission factor/)).toBeEnabled());
    await choose(user, /^Emission factor/, 'Diesel (boilers)');
    await choose(user, /^Headquarters/, 'Bogotá plant');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Code/ })).toHaveAccessibleDescription(
        'The code «CAL-01» is already used by another emission source of the company.',
      ),
    );
    expect(bodies).toEqual([
      {
        company_id: 10,
        code: 'CAL-01',
        name: 'Caldera principal',
        type_id: 1,
        source_id: 3,
        emission_factor_id: 9,
        headquarter_id: 21,
        activity_uncertainty: 0,
      },
    ]);
  });

  it('sends how well the consumption is known, a percent up to 100, and refuses more with its message', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const bodies: { activity_uncertainty?: unknown }[] = [];
    serve({
      save: (init) => {
        bodies.push(JSON.parse(String(init.body)) as { activity_uncertainty?: unknown });
        return json(201, boiler);
      },
    });
    const { user } = renderForm();
    await screen.findByRole('heading', { name: 'New emission source' });
    const uncertainty = screen.getByRole('textbox', { name: /^Activity data uncertainty/ });
    // Not stated unless typed.
    expect(uncertainty).toHaveValue('0');
    await user.type(screen.getByRole('textbox', { name: /^Code/ }), 'CAL-01');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Caldera principal');
    await choose(user, /^Type/, 'Operational');
    await choose(user, /^Category/, 'Stationary combustion');
    await waitFor(() => expect(field(/^Emission factor/)).toBeEnabled());
    await choose(user, /^Emission factor/, 'Natural gas');
    await choose(user, /^Headquarters/, 'Bogotá plant');
    await user.clear(uncertainty);
    await user.type(uncertainty, '150');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(uncertainty).toHaveAccessibleDescription(
        /The activity data’s uncertainty is a percent from 0 to 100 \(0 when it is not known\)\./,
      ),
    );
    expect(bodies).toEqual([]);
    await user.clear(uncertainty);
    await user.type(uncertainty, '2.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.activity_uncertainty).toBe(2.5);
  });

  it('goes back to the list after creating', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve();
    const { user, router } = renderForm();
    await screen.findByRole('heading', { name: 'New emission source' });
    await user.type(screen.getByRole('textbox', { name: /^Code/ }), 'CAL-01');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Caldera principal');
    await choose(user, /^Type/, 'Operational');
    await choose(user, /^Category/, 'Stationary combustion');
    await waitFor(() => expect(field(/^Emission factor/)).toBeEnabled());
    await choose(user, /^Emission factor/, 'Natural gas');
    await choose(user, /^Headquarters/, 'Bogotá plant');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/emission-sources'));
  });

  it('tells an administrator of a company without categories or headquarters to add them in settings', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve({ sources: [], headquarters: [] });
    renderForm();
    await waitFor(() =>
      expect(screen.getByText('The company does not use any source category yet.')).toBeVisible(),
    );
    expect(screen.getByText('The company has no headquarters yet.')).toBeVisible();
    const links = screen.getAllByRole('link', { name: 'Add them in Settings.' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/settings');
    expect(field(/^Category/)).toBeDisabled();
    expect(field(/^Headquarters/)).toBeDisabled();
  });

  it('asks a member to turn to an administrator instead, in Spanish', async () => {
    await changeLanguage('es');
    try {
      startSession({ access_token: 't', user: makeAccount() });
      serve({ sources: [] });
      renderForm(0, false);
      expect(
        await screen.findByText(/Pide a un administrador de la empresa que las agregue en Configuración\./),
      ).toBeVisible();
      expect(screen.queryByRole('link', { name: /Configuración/ })).toBeNull();
    } finally {
      await changeLanguage('en');
    }
  });
});
