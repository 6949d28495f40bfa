import type { TGasEmission } from '@huella/shared';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { renderWithRouter } from '../../../test/router.tsx';
import { FactorGasEmissions, FactorGasEmissionsPage, fountainParts } from './factor-gas-emissions.tsx';
import { json } from '../../../test/http.ts';

const value = (id: number, formula: string, year: number): TGasEmission => ({
  id,
  factor_id: 4,
  gas_id: id,
  unit_measurement_id: 1,
  type_id: null,
  value: 2.5,
  uncertainty: 5,
  date_start: `${year}-01-01`,
  date_end: `${year}-12-31`,
  fountain: 'IPCC 2006',
  reference: 'Vol. 2',
  avoided: false,
  gas: { id, name: formula, formula },
  unit_measurement: { id: 1, name: 'Litre', abbreviation: 'L' },
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

/** Answers the gas values of factor 4 (`total` of them), and deletes; records every call. */
function stubApi(rows: TGasEmission[], total = rows.length) {
  const fetchStub = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (init.method === 'DELETE') return new Response(null, { status: 204 });
    const query = new URL(url, 'http://localhost').searchParams;
    return json(200, {
      data: rows,
      meta: { total, page: Number(query.get('page')), per_page: Number(query.get('per_page')) },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

const gasCalls = (fetchStub: ReturnType<typeof stubApi>) =>
  fetchStub.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/factors/'));

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('en');
  await loadNamespaces('catalogue', 'gas-emissions');
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => notifications.clean());
});

describe("a value's published sources", () => {
  it('are split into one piece per address, with the words between', () => {
    const parts = (text: string) =>
      fountainParts(text).map((part) => ('url' in part ? part.url.href : `words: ${part.text}`));
    expect(
      parts('https://docest.com/doc/637161/tables-c-1 ; https://www.govregs.com/regulations/part98_subpartC'),
    ).toEqual([
      'https://docest.com/doc/637161/tables-c-1',
      'https://www.govregs.com/regulations/part98_subpartC',
    ]);
    expect(parts('IPCC 2006, Vol. 2: https://www.ipcc-nggip.iges.or.jp/a.pdf, table 2.2')).toEqual([
      'words: IPCC 2006, Vol. 2:',
      'https://www.ipcc-nggip.iges.or.jp/a.pdf',
      'words: table 2.2',
    ]);
    expect(parts('ASHRAE 34 designation')).toEqual(['words: ASHRAE 34 designation']);
  });

  it('show each address as its own link, named by its site', async () => {
    stubApi([
      {
        ...value(1, 'CO2', 2024),
        fountain:
          'https://www.epa.gov/climateleadership/ghg-emission-factors-hub ; https://docest.com/doc/637161/c-1',
      },
    ]);
    renderWithRouter(<FactorGasEmissions factorId={4} />, { at: '/emission-factors/4' });
    const region = await screen.findByRole('region', { name: 'Gas values' });
    const epa = await within(region).findByRole('link', {
      name: 'Open the published source: https://www.epa.gov/climateleadership/ghg-emission-factors-hub',
    });
    expect(epa).toHaveTextContent('epa.gov');
    expect(epa).toHaveAttribute('href', 'https://www.epa.gov/climateleadership/ghg-emission-factors-hub');
    const docest = within(region).getByRole('link', {
      name: 'Open the published source: https://docest.com/doc/637161/c-1',
    });
    expect(docest).toHaveTextContent('docest.com');
  });
});

describe("a factor's gas values", () => {
  it('are listed page by page and searched, under the factor form', async () => {
    const fetchStub = stubApi([value(1, 'CO2', 2024), value(2, 'CH4', 2024)], 25);
    renderWithRouter(<FactorGasEmissions factorId={4} />, { at: '/emission-factors/4' });
    const region = await screen.findByRole('region', { name: 'Gas values' });
    expect(await within(region).findByRole('button', { name: 'View CO2' })).toBeInTheDocument();
    expect(gasCalls(fetchStub)).toEqual(['/api/factors/4/gases?page=1&per_page=10']);

    const user = userEvent.setup();
    await user.click(within(region).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(gasCalls(fetchStub)).toContain('/api/factors/4/gases?page=2&per_page=10'));
    await user.type(within(region).getByLabelText('Search'), 'CH4');
    await waitFor(() =>
      expect(gasCalls(fetchStub)).toContain('/api/factors/4/gases?page=1&per_page=10&search=CH4'),
    );
    // The factor form's address does not carry the list's state.
    expect(screen.queryByTestId('landmark')).toBeNull();
  });

  it('name the validity asked about in the delete dialog, and delete it', async () => {
    const fetchStub = stubApi([value(1, 'CO2', 2024), value(3, 'CO2', 2025)]);
    renderWithRouter(<FactorGasEmissions factorId={4} />, { at: '/emission-factors/4' });
    const user = userEvent.setup();
    const [, second] = await screen.findAllByRole('button', { name: 'Delete CO2' });
    await user.click(second!);
    const dialog = await screen.findByRole('dialog', { name: 'Delete “CO2 (01/01/2025 – 12/31/2025)”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete “CO2 (01/01/2025 – 12/31/2025)”' }));
    expect(await screen.findByText('Record deleted')).toBeInTheDocument();
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/gas-emissions/3',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('of a derived factor can be removed but not added or imported (they come from its parts)', async () => {
    stubApi([value(1, 'CO2', 2024)]);
    renderWithRouter(<FactorGasEmissions factorId={4} canAdd={false} />, { at: '/emission-factors/4' });
    expect(await screen.findByRole('button', { name: 'Delete CO2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add value' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });

  it('open their own screen on the page and search of its address, titled with the factor', async () => {
    const fetchStub = stubApi([value(1, 'CO2', 2024)], 15);
    renderWithRouter(<FactorGasEmissionsPage factorId={4} factorName="Diesel" canAdd />, {
      at: '/factors/4/gas-emissions?page=2&search=CO2',
      path: '/factors/$factor/gas-emissions',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gas values of “Diesel”' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(gasCalls(fetchStub)).toEqual(['/api/factors/4/gases?page=2&per_page=10&search=CO2']),
    );
    expect(screen.getByLabelText('Search')).toHaveValue('CO2');
    expect(screen.getByRole('button', { name: 'Add value' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeInTheDocument();
  });
});
