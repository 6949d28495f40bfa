import { screen, within } from '@testing-library/react';
import { DataTable } from 'mantine-datatable';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18nReady } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { useListColumns, type TListColumn } from './list-columns.tsx';

type TRow = { id: number; name: string; formula: string | null; gwp: number; source: { name: string } };

const rows: TRow[] = [
  { id: 1, name: 'Methane', formula: 'CH4', gwp: 27.9, source: { name: 'IPCC AR6' } },
  { id: 2, name: 'Sulphur hexafluoride', formula: null, gwp: 25200, source: { name: 'IPCC AR6' } },
];

const original = window.matchMedia;

/** A screen this wide: `min-width` queries up to it match; so does any other but the colour scheme. */
function screenWidth(px: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)(em|px)/.exec(query);
    const matches = min
      ? px >= Number(min[1]) * (min[2] === 'em' ? 16 : 1)
      : !query.includes('prefers-color-scheme');
    return { ...original(query), media: query, matches };
  };
}

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('en');
});

afterEach(() => {
  window.matchMedia = original;
});

function Table({ columns }: { columns: TListColumn<TRow>[] }) {
  const shown = useListColumns(columns);
  return <DataTable<TRow> records={rows} columns={[...shown, { accessor: 'actions', title: 'Actions' }]} />;
}

const columns: TListColumn<TRow>[] = [
  { accessor: 'name', title: 'Name' },
  { accessor: 'formula', title: 'Formula' },
  { accessor: 'source.name', title: 'Source' },
  { accessor: 'gwp', title: 'GWP', priority: 'primary', render: (row) => `${row.gwp} (GWP)` },
];

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe('useListColumns', () => {
  it('on a phone keeps the key, primary and action columns and lists the others under the name', () => {
    screenWidth(390);
    renderWithProviders(<Table columns={columns} />);
    expect(headers()).toEqual(['Name', 'GWP', 'Actions']);
    const methane = screen.getByRole('row', { name: /Methane/ });
    const [nameCell] = within(methane).getAllByRole('cell');
    expect(nameCell).toHaveTextContent('MethaneFormula: CH4Source: IPCC AR6');
    expect(within(methane).getByText('27.9 (GWP)')).toBeInTheDocument();
    // An empty value takes no line.
    const hexafluoride = screen.getByRole('row', { name: /Sulphur hexafluoride/ });
    expect(within(hexafluoride).queryByText('Formula:')).toBeNull();
  });

  it('from the tablet width up gives every column its own header and nothing under the name', () => {
    screenWidth(1024);
    renderWithProviders(<Table columns={columns} />);
    expect(headers()).toEqual(['Name', 'Formula', 'Source', 'GWP', 'Actions']);
    expect(screen.queryByText('Formula:')).toBeNull();
    expect(within(screen.getByRole('row', { name: /Methane/ })).getByText('CH4')).toBeInTheDocument();
  });

  it('takes the column marked as key, wherever it is', () => {
    screenWidth(390);
    renderWithProviders(
      <Table
        columns={[
          { accessor: 'formula', title: 'Formula' },
          { accessor: 'name', title: 'Name', priority: 'key' },
        ]}
      />,
    );
    expect(headers()).toEqual(['Name', 'Actions']);
    expect(screen.getByRole('row', { name: /Methane/ })).toHaveTextContent('MethaneFormula: CH4');
  });
});
