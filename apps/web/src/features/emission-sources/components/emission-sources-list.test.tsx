import type { TEmissionSource } from '@huella/shared';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { clearSession, startSession } from '../../../lib/session.ts';
import { makeAccount } from '../../../test/accounts.ts';
import { makeCompany, makeLimits } from '../../../test/companies.ts';
import { json, routeFetch } from '../../../test/http.ts';
import { renderWithRouter } from '../../../test/router.tsx';
import { EmissionSourcesList } from './emission-sources-list.tsx';

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

const page = (rows: TEmissionSource[]) => ({
  data: rows,
  meta: { total: rows.length, page: 1, per_page: 10 },
});

function serve({ rows = [boiler], used = 1 }: { rows?: TEmissionSource[]; used?: number } = {}) {
  const routes = routeFetch({
    'GET /api/emission-sources': () => json(200, page(rows)),
    'GET /api/companies/10': () =>
      json(
        200,
        makeCompany({ current_limits: makeLimits({ emission_sources: used, sources: 1, entities: 1 }) }),
      ),
    'GET /api/companies/10/sources': () =>
      json(200, {
        data: [
          { id: 3, name: 'Stationary combustion', icon: 'IconFlame' },
          { id: 4, name: 'Mobile combustion', icon: 'IconCar' },
        ],
      }),
    'GET /api/stakeholders': () =>
      json(200, [
        {
          type: 'HEADQUARTERS',
          data: [
            { id: 21, name: 'Bogotá plant', description: null },
            { id: 22, name: 'Cali office', description: null },
          ],
        },
      ]),
    'POST /api/emission-sources/export': () =>
      new Response('\uFEFFCódigo;Nombre\r\nCAL-01;Caldera principal\r\n', {
        status: 200,
        headers: { 'Content-Type': 'text/csv; charset=utf-8' },
      }),
  });
  vi.stubGlobal('fetch', vi.fn(routes.fetchStub));
  return routes;
}

/** The list calls, without the company's own reads. */
const listCalls = (calls: string[]) => calls.filter((call) => call.startsWith('GET /api/emission-sources?'));

function renderList() {
  const user = userEvent.setup();
  const rendered = renderWithRouter(<EmissionSourcesList companyId={10} />, { at: '/emission-sources' });
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
  await loadNamespaces('catalogue', 'emission-sources');
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

describe('emission sources list', () => {
  it("lists the company's sources with their category icon, each column sorting by the API's sort", async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const { calls } = serve();
    const { user } = renderList();
    const table = await screen.findByRole('table', { name: 'Emission sources' });
    const row = within(table).getByRole('row', { name: /CAL-01/ });
    expect(row).toHaveTextContent('Caldera principal');
    expect(row).toHaveTextContent('Stationary combustion');
    expect(row.querySelector('svg.tabler-icon-flame')).not.toBeNull();
    expect(row).toHaveTextContent('Natural gas');
    expect(row).toHaveTextContent('Bogotá plant');
    expect(row).toHaveTextContent('Mar 5, 2026');
    expect(listCalls(calls)[0]).toBe('GET /api/emission-sources?page=1&per_page=10&company_id=10');

    const sorts: Record<string, string> = {
      Code: 'code',
      Name: 'name',
      Category: 'source',
      'Emission factor': 'emission_factor',
      Headquarters: 'headquarter',
      'Created on': 'created_at',
    };
    for (const [header, sort] of Object.entries(sorts)) {
      await user.click(screen.getByRole('button', { name: new RegExp(`^${header}`) }));
      await waitFor(() => expect(listCalls(calls).at(-1)).toContain(`sort=${sort}&order=asc`));
    }
  });

  it('shows how well each source’s consumption is known: its percent, or “—” when not stated', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve({ rows: [boiler, { ...boiler, id: 6, code: 'CAL-02', activity_uncertainty: 2.5 }] });
    renderList();
    const table = await screen.findByRole('table', { name: 'Emission sources' });
    expect(within(table).getByRole('columnheader', { name: 'Data uncertainty' })).toBeInTheDocument();
    const row = (code: string) => within(table).getByRole('row', { name: new RegExp(code) });
    expect(row('CAL-01')).toHaveTextContent('—');
    expect(row('CAL-01')).not.toHaveTextContent('±');
    expect(row('CAL-02')).toHaveTextContent('±2.5%');
  });

  it('searches only after a pause of 1.5 s', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const { calls } = serve();
    const { user } = renderList();
    await screen.findByRole('row', { name: /CAL-01/ });
    await user.type(screen.getByLabelText('Search'), 'cal');
    const typedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(listCalls(calls).some((call) => call.includes('search='))).toBe(false);
    await waitFor(() => expect(listCalls(calls).at(-1)).toContain('search=cal'), { timeout: 3000 });
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(1400);
  });

  it("filters by one of the company's headquarters and categories and by creation days", async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const { calls } = serve();
    const { user } = renderList();
    await screen.findByRole('row', { name: /CAL-01/ });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Headquarters' }));
    await user.click(await screen.findByRole('option', { name: 'Cali office', hidden: true }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Mobile combustion', hidden: true }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Created from' }), '01/31/2026');
    await user.type(within(dialog).getByRole('textbox', { name: 'Created until' }), '02/28/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe(
        'GET /api/emission-sources?page=1&headquarter_id=22&source_id=4&created_at_from=2026-01-31&created_at_to=2026-02-28&per_page=10&company_id=10',
      ),
    );
    expect(calls).toContain('GET /api/stakeholders?company_id=10&types%5B%5D=HEADQUARTERS');
    expect(calls).toContain('GET /api/companies/10/sources');
    expect(within(screen.getByRole('button', { name: /Filters/ })).getByText('4')).toBeInTheDocument();
  });

  it('opens a row on its form', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve();
    const { user, router } = renderList();
    await user.click(await screen.findByRole('button', { name: 'View CAL-01 · Caldera principal' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/emission-sources/5'));
  });

  it('disables Add at the plan limit with the reason', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve({ used: 10 });
    renderList();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add source' })).toHaveAccessibleDescription(
        'Your plan allows 10 emission sources; you already have 10.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Add source' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('downloads the export as emission_sources.csv or emission_sources.xlsx, as chosen', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const names: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:huella/1'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    serve();
    const { user } = renderList();
    await screen.findByRole('row', { name: /CAL-01/ });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (; separated)' }));
    await waitFor(() => expect(names).toEqual(['emission_sources.csv']));
    const exports = () => vi.mocked(fetch).mock.calls.filter(([url]) => String(url).endsWith('/export'));
    expect(exports()[0]![1]?.body).toBe(JSON.stringify({ company_id: 10, format: 'csv' }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel workbook (.xlsx)' }));
    await waitFor(() => expect(names).toEqual(['emission_sources.csv', 'emission_sources.xlsx']));
    expect(exports()[1]![1]?.body).toBe(JSON.stringify({ company_id: 10, format: 'xlsx' }));
  });

  it('says the inventory is empty, and "No results" when a search finds nothing', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve({ rows: [] });
    const { user } = renderList();
    expect(
      await screen.findByText('No emission sources yet. Add the first one or import them from the template.'),
    ).toBeVisible();
    await user.type(screen.getByLabelText('Search'), 'zzz');
    expect(await screen.findByText('No results', {}, { timeout: 3000 })).toBeVisible();
  });
});
