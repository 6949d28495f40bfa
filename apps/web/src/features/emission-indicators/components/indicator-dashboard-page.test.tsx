import type { TIndicatorDashboard } from '@huella/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  readDashboardFilters,
  resetDashboardFilters,
  writeDashboardFilters,
} from '../../../lib/dashboard-filters-storage.ts';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { clearSession, startSession } from '../../../lib/session.ts';
import { makeAccount } from '../../../test/accounts.ts';
import { namedInEnglish } from '../../../test/catalogue.ts';
import { json, routeFetch } from '../../../test/http.ts';
import { renderWithRouter } from '../../../test/router.tsx';
import { IndicatorDashboardPage, parseKeptIndicatorFilter } from './indicator-dashboard-page.tsx';

const DEFAULTS = { sector_id: 6, key_indicator_id: 35, date_from: '2025-01-01', date_to: '2025-12-31' };

/** Three months: the boilers in January and March, the electricity in February only. */
const ANSWER: TIndicatorDashboard = {
  key_indicator: { id: 35, name: 'Tonnes produced', unit: 't', sector: 'Manufacturing' },
  totals: { indicator: 1500, carbon_footprint: 6.75, intensity: 0.0045 },
  months: [
    {
      month: '2025-01',
      sources: [
        {
          source_id: 3,
          source: 'Stationary combustion',
          reference_intensity: 500,
          carbon_print: 2.5,
          indicator_intensity: 0.005,
        },
      ],
    },
    {
      month: '2025-02',
      sources: [
        {
          source_id: 5,
          source: 'Electricity',
          reference_intensity: 400,
          carbon_print: 1.25,
          indicator_intensity: 0.003125,
        },
      ],
    },
    {
      month: '2025-03',
      sources: [
        {
          source_id: 3,
          source: 'Stationary combustion',
          reference_intensity: 600,
          carbon_print: 3,
          indicator_intensity: 0.005,
        },
      ],
    },
  ],
};

function serve({
  defaults = DEFAULTS,
  answer = ANSWER,
}: {
  defaults?: typeof DEFAULTS | { [K in keyof typeof DEFAULTS]: (typeof DEFAULTS)[K] | null };
  answer?: TIndicatorDashboard | null;
} = {}) {
  const routes = routeFetch({
    'GET /api/dashboard-emission-indicators/defaults': () => json(200, defaults),
    'GET /api/dashboard-emission-indicators': () =>
      answer ? json(200, answer) : json(500, { message: 'Down', code: 'INTERNAL' }),
    'GET /api/sectors': () =>
      json(200, {
        data: [namedInEnglish(6, 'Manufactura', 'Manufacturing'), namedInEnglish(7, 'Servicios', 'Services')],
        meta: { total: 2, page: 1, per_page: 100 },
      }),
    'GET /api/key-indicators': (url) =>
      json(200, {
        data:
          (url.searchParams.get('sector_id') ?? '6') === '6'
            ? [namedInEnglish(35, 'Toneladas producidas', 'Tonnes produced')]
            : [namedInEnglish(40, 'Empleados', 'Employees')],
        meta: { total: 1, page: 1, per_page: 100 },
      }),
  });
  vi.stubGlobal('fetch', vi.fn(routes.fetchStub));
  return routes;
}

function renderPage() {
  const user = userEvent.setup();
  renderWithRouter(<IndicatorDashboardPage companyId={10} companyName="Andina" />, {
    at: '/emission-indicators-dashboard',
  });
  return { user };
}

function captureDownload() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:huella/1';
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('en');
  await loadNamespaces('catalogue', 'dashboard', 'emission-indicators');
});

afterEach(() => {
  resetDashboardFilters(10);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSession({ reason: 'signed-out' });
});

/** Opens the dashboard and downloads its table from the download menu's item `item`. */
async function downloadTableAs(item: string) {
  startSession({ access_token: 't', user: makeAccount() });
  serve();
  const downloads = captureDownload();
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Download: Indicator by category and month' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
  return downloads;
}

describe('indicator dashboard', () => {
  it('opens on the defaults and shows the three totals with their units', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const { calls } = serve();
    renderPage();
    const totals = await screen.findByRole('group', { name: 'Totals' });
    expect(within(totals).getByRole('group', { name: 'Total of the indicator' })).toHaveTextContent(
      '1,500 t',
    );
    expect(within(totals).getByRole('group', { name: 'Total carbon footprint' })).toHaveTextContent(
      '6.75 tCO2e',
    );
    // Under 0.01: plain decimals with three significant digits.
    expect(within(totals).getByRole('group', { name: 'Indicator intensity' })).toHaveTextContent(
      '0.0045 tCO2e/t',
    );
    expect(calls).toContain('GET /api/dashboard-emission-indicators/defaults?company_id=10');
    expect(calls).toContain(
      'GET /api/dashboard-emission-indicators?company_id=10&key_indicator_id=35&sector_id=6&date_from=2025-01-01&date_to=2025-12-31',
    );
    expect(screen.getByTestId('dashboard-period')).toHaveTextContent('Jan 1, 2025 to Dec 31, 2025');
  });

  it('tables every source by month in three sections, a month without a record being 0', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Indicator by category and month' });
    const headers = within(within(table).getAllByRole('row')[0]!)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Category', 'Jan 2025', 'Feb 2025', 'Mar 2025']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(within(table).getByText('Unit reference (t)')).toBeInTheDocument();
    expect(within(table).getByText('Total carbon footprint (tCO2e)')).toBeInTheDocument();
    expect(within(table).getByText('Total indicator intensity (tCO2e/t)')).toBeInTheDocument();
    // Section heading rows hold no cells; each source row holds its three months.
    expect(rows.filter((cells) => cells.length > 0)).toEqual([
      ['500', '0', '600'],
      ['0', '400', '0'],
      ['2.5', '0', '3'],
      ['0', '1.25', '0'],
      ['0.005', '0', '0.005'],
      ['0', '0.00313', '0'],
    ]);
  });

  it('downloads the table as CSV, a row per section and source, missing months 0', async () => {
    const { blobs, names } = await downloadTableAs('CSV (; separated)');
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names).toEqual(['emission-indicators-by-month.csv']);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0]!.arrayBuffer());
    expect(text.split('\r\n').filter(Boolean)).toEqual([
      '\uFEFFSection;Category;2025-01;2025-02;2025-03',
      'Unit reference (t);Stationary combustion;500;0;600',
      'Unit reference (t);Electricity;0;400;0',
      'Total carbon footprint (tCO2e);Stationary combustion;2.5;0;3',
      'Total carbon footprint (tCO2e);Electricity;0;1.25;0',
      'Total indicator intensity (tCO2e/t);Stationary combustion;0.005;0;0.005',
      'Total indicator intensity (tCO2e/t);Electricity;0;0.003125;0',
    ]);
  });

  it('downloads the same table as an Excel workbook, the figures as numbers', async () => {
    const { blobs, names } = await downloadTableAs('Excel workbook (.xlsx)');
    await waitFor(() => expect(names).toEqual(['emission-indicators-by-month.xlsx']));
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await blobs[0]!.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Indicator by category and month');
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toEqual([
      ['Section', 'Category', '2025-01', '2025-02', '2025-03'],
      ['Unit reference (t)', 'Stationary combustion', 500, 0, 600],
      ['Unit reference (t)', 'Electricity', 0, 400, 0],
      ['Total carbon footprint (tCO2e)', 'Stationary combustion', 2.5, 0, 3],
      ['Total carbon footprint (tCO2e)', 'Electricity', 0, 1.25, 0],
      ['Total indicator intensity (tCO2e/t)', 'Stationary combustion', 0.005, 0, 0.005],
      ['Total indicator intensity (tCO2e/t)', 'Electricity', 0, 0.003125, 0],
    ]);
  });

  it('says "No data for the selected period" when the period holds nothing', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve({
      answer: {
        ...ANSWER,
        totals: { indicator: 0, carbon_footprint: 0, intensity: null },
        months: ANSWER.months.map((month) => ({ ...month, sources: [] })),
      },
    });
    renderPage();
    expect(await screen.findByText('No data for the selected period')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says what failed, with Retry, when the figures do not arrive', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve({ answer: null });
    renderPage();
    expect(
      await screen.findByText(
        "The indicator dashboard's figures could not be loaded.",
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('refuses a filter without a key indicator, and counts the choices that differ from the defaults', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const { calls } = serve();
    const { user } = renderPage();
    await screen.findByRole('group', { name: 'Totals' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Indicator dashboard filters' });
    const keyIndicator = within(dialog).getByRole('combobox', { name: /^Key indicator/ });
    await waitFor(() => expect(keyIndicator).toHaveValue('Tonnes produced'));
    // Another sector empties the key indicator, which the dashboard needs.
    await user.click(within(dialog).getByRole('combobox', { name: /^Sector/ }));
    await user.click(await screen.findByRole('option', { name: 'Services', hidden: true }));
    expect(keyIndicator).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Choose a key indicator.')).toBeVisible();

    await user.click(keyIndicator);
    await user.click(await screen.findByRole('option', { name: 'Employees', hidden: true }));
    const from = within(dialog).getByRole('textbox', { name: /^Date from/ });
    await user.clear(from);
    await user.type(from, '03/01/2025');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(calls.at(-1)).toBe(
        'GET /api/dashboard-emission-indicators?company_id=10&key_indicator_id=40&sector_id=7&date_from=2025-03-01&date_to=2025-12-31',
      ),
    );
    expect(within(screen.getByRole('button', { name: /Filters/ })).getByText('3')).toBeInTheDocument();
    // Kept for the company's next visit, apart from the emissions dashboard's filters.
    expect(JSON.parse(readDashboardFilters(10, 'indicators')!)).toEqual({
      sector_id: 7,
      key_indicator_id: 40,
      date_from: '2025-03-01',
      date_to: '2025-12-31',
    });
    expect(readDashboardFilters(10)).toBeNull();
  });

  it('opens on the filter the company kept from its last visit, and on the defaults when it kept none usable', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const kept = { sector_id: 7, key_indicator_id: 40, date_from: '2024-01-01', date_to: '2024-06-30' };
    writeDashboardFilters(10, JSON.stringify(kept), 'indicators');
    const { calls } = serve();
    renderPage();
    await screen.findByRole('group', { name: 'Totals' });
    expect(calls).toContain(
      'GET /api/dashboard-emission-indicators?company_id=10&key_indicator_id=40&sector_id=7&date_from=2024-01-01&date_to=2024-06-30',
    );
    expect(screen.getByTestId('dashboard-period')).toHaveTextContent('Jan 1, 2024 to Jun 30, 2024');

    expect(parseKeptIndicatorFilter(JSON.stringify(kept))).toEqual(kept);
    for (const junk of [
      null,
      'not json',
      JSON.stringify({ ...kept, key_indicator_id: null }),
      JSON.stringify({ ...kept, date_from: '2024-13-01' }),
      JSON.stringify({ ...kept, date_from: '2024-07-01' }),
    ])
      expect(parseKeptIndicatorFilter(junk)).toBeNull();
  });

  it('reads in Spanish', async () => {
    await changeLanguage('es');
    try {
      startSession({ access_token: 't', user: makeAccount() });
      serve();
      renderPage();
      const totals = await screen.findByRole('group', { name: 'Totales' });
      expect(within(totals).getByRole('group', { name: 'Total del indicador' })).toHaveTextContent('1.500 t');
      expect(within(totals).getByRole('group', { name: 'Intensidad del indicador' })).toHaveTextContent(
        '0,0045 tCO2e/t',
      );
      expect(screen.getByRole('table', { name: 'Indicador por categoría y mes' })).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });
});
