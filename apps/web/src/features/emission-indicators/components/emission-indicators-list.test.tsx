import type { TEmissionIndicator } from '@huella/shared';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { clearSession, startSession } from '../../../lib/session.ts';
import { makeAccount } from '../../../test/accounts.ts';
import { makeCompany, makeLimits } from '../../../test/companies.ts';
import { namedInEnglish } from '../../../test/catalogue.ts';
import { json, routeFetch } from '../../../test/http.ts';
import { renderWithRouter } from '../../../test/router.tsx';
import { EmissionIndicatorsList } from './emission-indicators-list.tsx';

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

const page = (rows: TEmissionIndicator[]) => ({
  data: rows,
  meta: { total: rows.length, page: 1, per_page: 10 },
});

const list = <T,>(data: T[]) => ({ data, meta: { total: data.length, page: 1, per_page: 100 } });

function serve({ rows = [tonnes], used = 1 }: { rows?: TEmissionIndicator[]; used?: number } = {}) {
  const routes = routeFetch({
    'GET /api/emission-indicators': () => json(200, page(rows)),
    'GET /api/companies/10': () =>
      json(200, makeCompany({ current_limits: makeLimits({ emission_indicators: used }) })),
    'GET /api/sectors': () =>
      json(
        200,
        list([namedInEnglish(6, 'Manufactura', 'Manufacturing'), namedInEnglish(7, 'Servicios', 'Services')]),
      ),
    'GET /api/key-indicators': (url) =>
      json(
        200,
        list(
          url.searchParams.get('sector_id') === '7'
            ? [namedInEnglish(40, 'Empleados', 'Employees')]
            : [
                namedInEnglish(35, 'Toneladas producidas', 'Tonnes produced'),
                namedInEnglish(40, 'Empleados', 'Employees'),
              ],
        ),
      ),
    'GET /api/stakeholders': (url) => {
      const type = url.searchParams.get('types[]');
      const data =
        type === 'HEADQUARTERS'
          ? [
              { id: 21, name: 'Bogotá plant', description: null },
              { id: 22, name: 'Cali office', description: null },
            ]
          : [{ id: 30, name: `One of ${type}`, description: null }];
      return json(200, [{ type, data }]);
    },
    'POST /api/emission-indicators/export': () =>
      new Response('\uFEFFID;Indicador clave\r\n41;Toneladas producidas\r\n', {
        status: 200,
        headers: { 'Content-Type': 'text/csv; charset=utf-8' },
      }),
  });
  vi.stubGlobal('fetch', vi.fn(routes.fetchStub));
  return routes;
}

/** The list calls, without the company's own reads. */
const listCalls = (calls: string[]) =>
  calls.filter((call) => call.startsWith('GET /api/emission-indicators?'));

function renderList() {
  const user = userEvent.setup();
  const rendered = renderWithRouter(<EmissionIndicatorsList companyId={10} />, {
    at: '/emission-indicators',
  });
  return { user, ...rendered };
}

const originalMatchMedia = window.matchMedia;

beforeAll(async () => {
  // A wide screen: every column has its own header (jsdom's media queries match nothing).
  window.matchMedia = (query: string) => ({
    ...originalMatchMedia(query),
    matches: !query.includes('prefers-color-scheme'),
  });
  await i18nReady;
  await changeLanguage('en');
  await loadNamespaces('catalogue', 'emission-indicators');
});

afterAll(() => {
  window.matchMedia = originalMatchMedia;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => notifications.clean());
  clearSession({ reason: 'signed-out' });
});

describe('emission indicators list', () => {
  it("lists the company's indicators with the spec's columns, each sortable one by the API's sort", async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const { calls } = serve();
    const { user } = renderList();
    const table = await screen.findByRole('table', { name: 'Emission indicators' });
    const row = within(table).getByRole('row', { name: /Tonnes produced/ });
    for (const text of [
      '41',
      'Manufacturing',
      '1,250.5 t',
      'Mar 31, 2025',
      'Planta Bogotá',
      'Mar 5, 2026',
      'Mar 6, 2026',
    ])
      expect(row).toHaveTextContent(text);
    expect(listCalls(calls)[0]).toBe('GET /api/emission-indicators?page=1&per_page=10&company_id=10');
    const sorts: Record<string, string> = {
      ID: 'id',
      'Key indicator': 'key_indicator',
      Sector: 'sector',
      Value: 'value',
      Date: 'date',
      'Created on': 'created_at',
      'Updated on': 'updated_at',
    };
    for (const [header, sort] of Object.entries(sorts)) {
      await user.click(screen.getByRole('button', { name: new RegExp(`^${header}`) }));
      await waitFor(() => expect(listCalls(calls).at(-1)).toContain(`sort=${sort}&order=asc`));
    }
  });

  it("filters by sector, the sector's key indicators and a headquarters, counting them on the badge", async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const { calls } = serve();
    const { user } = renderList();
    await screen.findByRole('row', { name: /Tonnes produced/ });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    for (const name of ['Sector', 'Key indicator', 'Headquarters', 'Client', 'Provider', 'Project'])
      expect(within(dialog).getByRole('combobox', { name })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Sector' }));
    await user.click(await screen.findByRole('option', { name: 'Services', hidden: true }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Key indicator' }));
    // Only the chosen sector's indicators.
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: 'Tonnes produced', hidden: true })).toBeNull(),
    );
    await user.click(await screen.findByRole('option', { name: 'Employees', hidden: true }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Headquarters' }));
    await user.click(await screen.findByRole('option', { name: 'Cali office', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe(
        'GET /api/emission-indicators?page=1&sector_id=7&key_indicator_id=40&headquarter_id=22&per_page=10&company_id=10',
      ),
    );
    expect(calls).toContain('GET /api/key-indicators?page=1&per_page=100&sector_id=7');
    expect(within(screen.getByRole('button', { name: /Filters/ })).getByText('3')).toBeInTheDocument();
  });

  it('disables Add at the plan limit with the reason', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve({ used: 50 });
    renderList();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add indicator' })).toHaveAccessibleDescription(
        'Your plan allows 50 emission indicators; you already have 50.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Add indicator' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('adds below the limit, on the form of a new indicator', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve({ used: 49 });
    const { user, router } = renderList();
    await screen.findByRole('row', { name: /Tonnes produced/ });
    const add = screen.getByRole('button', { name: 'Add indicator' });
    expect(add).not.toHaveAttribute('aria-disabled');
    await user.click(add);
    await waitFor(() => expect(router.state.location.pathname).toBe('/emission-indicators/0'));
  });

  it('downloads the export as emission_indicators.csv or emission_indicators.xlsx, as chosen', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const names: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:huella/1'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    serve();
    const { user } = renderList();
    await screen.findByRole('row', { name: /Tonnes produced/ });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (; separated)' }));
    await waitFor(() => expect(names).toEqual(['emission_indicators.csv']));
    const exports = () => vi.mocked(fetch).mock.calls.filter(([url]) => String(url).endsWith('/export'));
    expect(exports()[0]![1]?.body).toBe(JSON.stringify({ company_id: 10, format: 'csv' }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel workbook (.xlsx)' }));
    await waitFor(() => expect(names).toEqual(['emission_indicators.csv', 'emission_indicators.xlsx']));
    expect(exports()[1]![1]?.body).toBe(JSON.stringify({ company_id: 10, format: 'xlsx' }));
  });

  it('says the list is empty, in Spanish too', async () => {
    await changeLanguage('es');
    try {
      startSession({ access_token: 't', user: makeAccount() });
      serve({ rows: [] });
      renderList();
      expect(
        await screen.findByText(
          'Aún no hay indicadores de emisión. Agrega el primero o impórtalos desde la plantilla.',
        ),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: 'Agregar indicador' })).toBeVisible();
    } finally {
      await changeLanguage('en');
    }
  });
});
