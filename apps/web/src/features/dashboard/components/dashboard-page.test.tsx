import type { TCompany, TDashboard, TWorking } from '@huella/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetDashboardFilters } from '../../../lib/dashboard-filters-storage.ts';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { clearSession, startSession } from '../../../lib/session.ts';
import { makeAccount } from '../../../test/accounts.ts';
import { makeCompany } from '../../../test/companies.ts';
import { json, routeFetch } from '../../../test/http.ts';
import { renderWithRouter } from '../../../test/router.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const SOURCES = [
  { id: 3, name: 'Stationary combustion', icon: 'IconFlame' },
  { id: 5, name: 'Electricity', icon: 'IconBolt' },
];

function makeDashboard(overrides: Partial<TDashboard['totals']> = {}): TDashboard {
  return {
    totals: {
      carbon_footprint: 1234.567891,
      uncertainty: 4.125,
      carbon_footprint_avoided: 0,
      avoided_uncertainty: 0,
      operational: 1234.56,
      operational_uncertainty: 4.2,
      embedded: 0.00122,
      embedded_uncertainty: 7.5,
      flagged_activities: 0,
      activities: 36,
      ...overrides,
    },
    by_source: [
      {
        source_id: 3,
        name: 'Stationary combustion',
        icon: 'IconFlame',
        carbon_footprint: 1000,
        carbon_footprint_avoided: 0,
        uncertainty: 5,
        scope: 1,
      },
      {
        source_id: 5,
        name: 'Electricity',
        icon: 'IconBolt',
        carbon_footprint: 234.567891,
        carbon_footprint_avoided: 0,
        uncertainty: 2,
        scope: 2,
      },
    ],
    by_iso: [{ category_id: 1, name: 'Direct emissions', carbon_footprint: 1234.567891, uncertainty: 4.125 }],
    by_ghg: [
      { category_id: 7, name: 'Stationary combustion', scope: 1, carbon_footprint: 1000, uncertainty: 5 },
      {
        category_id: 9,
        name: 'Purchased electricity',
        scope: 2,
        carbon_footprint: 234.567891,
        uncertainty: 2,
      },
    ],
    by_scope: [
      { scope: 1, carbon_footprint: 1000, uncertainty: 5 },
      { scope: 2, carbon_footprint: 234.567891, uncertainty: 2 },
    ],
    by_gas: [
      {
        gas_id: 1,
        name: 'Carbon dioxide',
        formula: 'CO2',
        carbon_footprint: 1200,
        carbon_footprint_avoided: 0,
        uncertainty: 4,
      },
    ],
    closed: { state: 'open', periods: [] },
  };
}

/** The working of the electricity: one line of two activities, 234.567891 t ± 2 %. */
const WORKING: TWorking = {
  group: 'source',
  key: '5',
  date_from: '2024-01-01',
  date_to: '2026-11-26',
  carbon_footprint: 234.567891,
  carbon_footprint_avoided: 0,
  uncertainty: 2,
  avoided_uncertainty: 0,
  co2e_kg: 234567.891,
  aux_kg2: 4691.35782 ** 2,
  avoided_kg: 0,
  avoided_aux_kg2: 0,
  entries: 2,
  entries_listed: 2,
  lines: [
    {
      line: 'source:8|41|counted',
      item: 'source:8',
      emission_source: 'MED-1 · Meter',
      source: { id: 5, name: 'Electricity' },
      factor: 'Grid 2024',
      share: 1,
      gas: { name: 'Carbon dioxide', formula: 'CO2' },
      gas_emission_id: 41,
      value: 0.126,
      value_unit: 'kWh',
      conversion: 1,
      gwp: 1,
      gwp_report: 'AR5',
      uncertainty: 2,
      value_uncertainty: 2,
      activity_uncertainty: 0,
      avoided: false,
      fountain: 'UPME',
      reference: 'Factor de emisión del SIN 2024',
      co2e_kg: 234567.891,
      half_width_kg: 4691.35782,
      activity_count: 2,
      activities: [
        {
          id: 71,
          date: '2025-01-31',
          consumption: 1_000_000,
          unit: 'kWh',
          conversion: 1,
          quantity: 1_000_000,
          co2e_kg: 126000,
          type_document: 'Factura',
          document: 'enero.pdf',
        },
        {
          id: 72,
          date: '2025-02-28',
          consumption: 861649.928571,
          unit: 'kWh',
          conversion: 1,
          quantity: 861649.928571,
          co2e_kg: 108567.891,
          type_document: null,
          document: null,
        },
      ],
    },
  ],
};

function serve({
  dashboard = makeDashboard(),
  company = makeCompany(),
}: { dashboard?: TDashboard; company?: TCompany } = {}) {
  const routes = routeFetch({
    'GET /api/dashboard/working': () => json(200, WORKING),
    'GET /api/reports/inventory': () =>
      new Response('%PDF-1.4', {
        status: 200,
        headers: { 'content-type': 'application/pdf' },
      }),
    'GET /api/companies/10': () => json(200, company),
    'GET /api/companies/10/sources': () => json(200, { data: SOURCES }),
    'GET /api/dashboard': () => json(200, dashboard),
    'GET /api/quantify-by-month-total': () => json(200, { '2026-01': 100, '2026-02': 50 }),
    'GET /api/quantify-by-month-source': () => json(200, { '2026-01': { Electricity: 100 }, '2026-02': {} }),
  });
  vi.stubGlobal('fetch', vi.fn(routes.fetchStub));
  return routes;
}

const renderPage = () =>
  renderWithRouter(<DashboardPage companyId={10} companyName="Andina" />, { at: '/dashboard' });

beforeAll(async () => {
  // jsdom lays nothing out: the charts' library says so on every chart, which is no finding here.
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('of chart should be greater than 0')) warn(...args);
  });
  await i18nReady;
  await changeLanguage('en');
  await loadNamespaces('dashboard', 'catalogue');
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession({ reason: 'signed-out' });
  resetDashboardFilters(10);
});

describe('dashboard', () => {
  it('says it is loading, then shows each total with its uncertainty under the default filter', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const { calls } = serve();
    renderPage();
    expect((await screen.findAllByText('Loading...')).length).toBeGreaterThan(0);
    const footprint = await screen.findByRole('group', { name: 'Carbon footprint' });
    expect(footprint).toHaveTextContent('1,234.57 tCO2e');
    expect(footprint).toHaveTextContent('Uncertainty ±4.13 %');
    // Nothing avoided and no uncertainty: a dash, not ±0 %.
    const avoided = screen.getByRole('group', { name: 'Avoided footprint' });
    expect(avoided).toHaveTextContent('0 tCO2e');
    expect(avoided).toHaveTextContent('Uncertainty —');
    // Under 0.01: plain decimals with three significant digits.
    expect(screen.getByRole('group', { name: 'Embedded footprint' })).toHaveTextContent('0.00122 tCO2e');
    // Every source of the company, the last three years to today, by year.
    const asked = calls.find((call) => call.startsWith('GET /api/dashboard?'))!;
    const query = new URL(asked.slice(4), 'http://x').searchParams;
    expect(query.getAll('sources')).toEqual(['3', '5']);
    expect(query.get('date_group')).toBe('YEARLY');
    expect(query.get('company_id')).toBe('10');
  });

  it('shows the three donuts with their download, and the summary leading to each source under the same filter', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve();
    renderPage();
    for (const chart of [
      'Distribution by source category',
      'Distribution by ISO 14064-1 category',
      'Distribution by the GHG Protocol',
      'Total emissions by month',
      'Emissions by source category and month',
    ]) {
      const region = await screen.findByRole('region', { name: chart });
      expect(within(region).getByRole('button', { name: `Download: ${chart}` })).toBeInTheDocument();
    }
    const summary = screen.getByRole('table', { name: 'Summary by source category' });
    const row = within(summary).getByRole('row', { name: /Electricity/ });
    expect(row).toHaveTextContent('234.57');
    expect(row).toHaveTextContent('19 %');
    expect(row).toHaveTextContent('±2 %');
    expect(row).toHaveTextContent('Scope 2');
    expect(within(row).getByRole('link', { name: 'Show the detail of Electricity' })).toHaveAttribute(
      'href',
      '/dashboard/source/5',
    );
  });

  it('counts flagged activities with a link to them, and announces the trial and a higher plan', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const inThreeDays = new Date(Date.now() + 2.5 * 24 * 60 * 60 * 1000).toISOString();
    serve({
      dashboard: makeDashboard({ flagged_activities: 2 }),
      company: makeCompany({ trial_ends_at: inThreeDays }),
    });
    renderPage();
    const flagged = await screen.findByTestId('dashboard-flagged');
    expect(flagged).toHaveTextContent('2 activities of this period are not calculated');
    expect(within(flagged).getByRole('link', { name: 'Show the flagged activities' })).toHaveAttribute(
      'href',
      '/emission-activities?flagged=true',
    );
    expect(screen.getByTestId('trial-banner')).toHaveTextContent('3 days of free trial left.');
    expect(screen.getByTestId('upgrade-banner')).toBeInTheDocument();
  });

  it('offers no upgrade on the top plan, and shows the composition by gas only when the company asks for it', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const company = makeCompany();
    serve({
      company: {
        ...company,
        show_composition_chart: true,
        current_plan: { ...company.current_plan!, trial: false, top: true },
      },
    });
    renderPage();
    expect(await screen.findByRole('region', { name: 'Footprint composition by gas' })).toBeInTheDocument();
    expect(screen.queryByTestId('upgrade-banner')).toBeNull();
    expect(screen.queryByTestId('trial-banner')).toBeNull();
  });

  it('says a company without a plan can add nothing until it has one, whether its trial ended or it had none', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const ended = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
    serve({ company: { ...makeCompany({ trial_ends_at: ended }), current_plan: null } });
    const { unmount } = renderPage();
    const banner = await screen.findByTestId('no-plan-banner');
    expect(banner).toHaveTextContent('The company has no plan');
    expect(banner).toHaveTextContent('Its free trial has ended');
    expect(within(banner).getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/settings');
    expect(screen.queryByTestId('trial-banner')).toBeNull();
    expect(screen.queryByTestId('upgrade-banner')).toBeNull();
    unmount();

    serve({ company: { ...makeCompany({ trial_ends_at: null }), current_plan: null } });
    renderPage();
    expect(await screen.findByTestId('no-plan-banner')).toHaveTextContent(
      'It started without a free trial, because whoever created it had already used theirs',
    );
  });

  it('hides the composition by gas from a company that does not ask for it', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve({ company: { ...makeCompany(), show_composition_chart: false } });
    renderPage();
    await screen.findByRole('group', { name: 'Carbon footprint' });
    expect(screen.queryByRole('region', { name: 'Footprint composition by gas' })).toBeNull();
  });

  it('shows an uncertainty no source states as a dash, not ±0 %, beside a footprint', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve({ dashboard: makeDashboard({ operational_uncertainty: 0 }) });
    renderPage();
    const operational = await screen.findByRole('group', { name: 'Operational footprint' });
    expect(operational).toHaveTextContent('1,234.56 tCO2e');
    expect(operational).toHaveTextContent('Uncertainty —');
    expect(operational).not.toHaveTextContent('±0');
  });

  it('says there is no data for a period without footprint, avoided footprint or activities', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve({
      dashboard: {
        ...makeDashboard({
          carbon_footprint: 0,
          uncertainty: 0,
          operational: 0,
          operational_uncertainty: 0,
          embedded: 0,
          embedded_uncertainty: 0,
          activities: 0,
        }),
        by_source: [],
        by_iso: [],
        by_ghg: [],
        by_scope: [],
        by_gas: [],
      },
    });
    renderPage();
    expect(await screen.findByText('No data for the selected period')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Carbon footprint' })).toBeNull();
    // The empty dashboard carries what fills it.
    expect(screen.getByRole('link', { name: 'Record an activity' })).toHaveAttribute(
      'href',
      '/emission-activities/0',
    );
    expect(screen.getByRole('link', { name: 'Import activities' })).toHaveAttribute(
      'href',
      '/emission-activities',
    );
  });

  it('opens how a figure was calculated from a table row and a scope card, with its lines and activities', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const { calls } = serve();
    renderPage();
    const user = userEvent.setup();
    const summary = await screen.findByRole('table', { name: 'Summary by source category' });
    const row = within(summary).getByRole('row', { name: /Electricity/ });
    await user.click(within(row).getByRole('button', { name: 'How this was calculated: Electricity' }));
    const drawer = await screen.findByRole('dialog', { name: /How this was calculated/ });
    const asked = calls.filter((call) => call.startsWith('GET /api/dashboard/working?')).at(-1)!;
    const query = new URL(asked.slice(4), 'http://x').searchParams;
    expect([query.get('group'), query.get('key'), query.get('company_id')]).toEqual(['source', '5', '10']);
    expect(await within(drawer).findByTestId('working-figure')).toHaveTextContent('234.57 tCO2e ± 2 %');
    expect(drawer).toHaveTextContent(
      'Uncertainty = √(Σ half-width²) / Σ kg = 4,691.35782 kg / 234,567.891 kg = 2 %',
    );
    const lines = within(drawer).getByRole('table', { name: 'Lines of the calculation' });
    expect(lines).toHaveTextContent('MED-1 · Meter');
    expect(lines).toHaveTextContent('0.126 kg/kWh');
    expect(lines).toHaveTextContent('Factor de emisión del SIN 2024');
    expect(lines).toHaveTextContent('1 (AR5)');
    await user.click(within(lines).getByRole('button', { name: 'Show 2 activities of MED-1 · Meter, CO2' }));
    expect(lines).toHaveTextContent('1,000,000 kWh');
    expect(lines).toHaveTextContent('Factura · enero.pdf');
    expect(lines).toHaveTextContent('Published source: UPME · Factor de emisión del SIN 2024');
    await user.click(within(drawer).getByRole('button', { name: 'Close the calculation' }));

    await user.click(screen.getByRole('button', { name: 'How this was calculated: Embedded footprint' }));
    await screen.findByRole('dialog', { name: /How this was calculated/ });
    const card = calls.filter((call) => call.startsWith('GET /api/dashboard/working?')).at(-1)!;
    const cardQuery = new URL(card.slice(4), 'http://x').searchParams;
    expect([cardQuery.get('group'), cardQuery.get('key')]).toEqual(['type', 'embedded']);
  });

  it('opens a month’s working from the monthly chart’s month picker', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const { calls } = serve();
    renderPage();
    const user = userEvent.setup();
    await user.click((await screen.findAllByLabelText('How a month was calculated'))[0]!);
    await user.click(await screen.findByRole('option', { name: 'Feb 2026', hidden: true }));
    await screen.findByRole('dialog', { name: /How this was calculated/ });
    const asked = calls.filter((call) => call.startsWith('GET /api/dashboard/working?')).at(-1)!;
    const query = new URL(asked.slice(4), 'http://x').searchParams;
    expect([query.get('group'), query.get('key')]).toEqual(['month', '2026-02']);
  });

  it('makes the PDF report once a valid net income is typed, refusing one that is not', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:huella/1'), revokeObjectURL: vi.fn() });
    const { calls } = serve();
    renderPage();
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'PDF report' });
    await screen.findByRole('group', { name: 'Carbon footprint' });
    expect(button).toBeEnabled();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Inventory report' });
    const income = within(dialog).getByRole('textbox', { name: /Net income of the period/ });
    await user.type(income, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Make the PDF' }));
    expect(
      await within(dialog).findByText('Enter a valid net income: a number greater than 0.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.startsWith('GET /api/reports/inventory'))).toBe(false);
    await user.clear(income);
    await user.type(income, '1,250,000.50');
    await user.click(within(dialog).getByRole('button', { name: 'Make the PDF' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inventory report' })).toBeNull());
    const asked = calls.find((call) => call.startsWith('GET /api/reports/inventory?'))!;
    const query = new URL(asked.slice(4), 'http://x').searchParams;
    expect([query.get('income'), query.get('lang'), query.get('company_id')]).toEqual([
      '1250000.5',
      'en',
      '10',
    ]);
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('keeps the report button disabled for a period without data', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve({
      dashboard: {
        ...makeDashboard({
          carbon_footprint: 0,
          uncertainty: 0,
          operational: 0,
          operational_uncertainty: 0,
          embedded: 0,
          embedded_uncertainty: 0,
          activities: 0,
        }),
        by_source: [],
        by_iso: [],
        by_ghg: [],
        by_scope: [],
        by_gas: [],
      },
    });
    renderPage();
    await screen.findByText('No data for the selected period');
    expect(screen.getByRole('button', { name: 'PDF report' })).toBeDisabled();
  });

  it('says when the period mixes closed and open months, naming who closed what and when', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve({
      dashboard: {
        ...makeDashboard(),
        closed: {
          state: 'mixed',
          periods: [
            {
              id: 4,
              date_from: '2024-01-01',
              date_to: '2024-12-31',
              closed_at: '2025-03-10T12:00:00.000Z',
              closed_by: 'Ana Gómez',
            },
          ],
        },
      },
    });
    renderPage();
    const notice = await screen.findByTestId('dashboard-closed');
    expect(notice).toHaveTextContent('The period mixes closed and open months');
    expect(notice).toHaveTextContent(
      'Closed from Jan 1, 2024 to Dec 31, 2024, on Mar 10, 2025 by Ana Gómez.',
    );
  });
});
