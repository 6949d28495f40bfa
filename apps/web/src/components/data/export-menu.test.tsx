import type { TList } from '@huella/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import type { TListSearch } from './list-search.ts';
import { ResourceList, type TListTransfer } from './resource-list.tsx';

type TRow = { id: number; name: string };
type TSearch = TListSearch & { source_id?: number };

beforeAll(async () => {
  await i18nReady;
  await loadNamespaces('common', 'catalogue');
});

const page: TList<TRow> = { data: [{ id: 1, name: 'Boiler' }], meta: { total: 1, page: 3, per_page: 20 } };

function List({ initial, onExport }: { initial: TSearch; onExport: TListTransfer<TSearch>['exportFile'] }) {
  const [search, setSearch] = useState<TSearch>(initial);
  return (
    <ResourceList<TRow, TSearch>
      header={{ title: 'Activities' }}
      search={search}
      onSearchChange={(patch) => setSearch((prev) => ({ ...prev, ...patch }))}
      rows={{ area: '/api/gases', companyId: 7, fetchPage: async () => page }}
      table={{ columns: [{ accessor: 'name', title: 'Name', sortable: true }], nameOf: (row) => row.name }}
      transfer={{ exportFile: onExport }}
    />
  );
}

const filtered: TSearch = {
  page: 3,
  per_page: 20,
  search: 'boil',
  sort: 'name',
  order: 'desc',
  source_id: 4,
};

describe('the export menu of a list', () => {
  it('offers CSV and Excel from the keyboard, and exports the rows the list shows (search, sort, filters, every page)', async () => {
    await changeLanguage('en');
    const onExport = vi.fn(async () => {});
    const user = userEvent.setup();
    renderWithProviders(<List initial={filtered} onExport={onExport} />);
    await screen.findByRole('row', { name: /Boiler/ });
    const button = screen.getByRole('button', { name: 'Export' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu')).toBeNull();

    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['CSV (; separated)', 'Excel workbook (.xlsx)']);
    // The arrows move through the files; Enter takes the one in focus.
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(items.some((item) => item === document.activeElement)).toBe(true));
    if (document.activeElement !== items[1]) await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(items[1]).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    expect(onExport).toHaveBeenCalledExactlyOnceWith('xlsx', {
      search: 'boil',
      sort: 'name',
      order: 'desc',
      source_id: 4,
      company_id: 7,
    });

    // Escape closes the menu and exports nothing.
    button.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(onExport).toHaveBeenCalledTimes(1);
  });

  it('speaks Spanish, and takes no second file while one is on its way', async () => {
    await changeLanguage('es');
    let finish: () => void = () => {};
    const onExport = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderWithProviders(<List initial={{}} onExport={onExport} />);
    await screen.findByRole('row', { name: /Boiler/ });
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (separado por ;)' }));
    expect(onExport).toHaveBeenCalledExactlyOnceWith('csv', { company_id: 7 });
    const busy = screen.getByRole('button', { name: 'Exportar' });
    await waitFor(() => expect(busy).toHaveAttribute('data-loading', 'true'));
    await user.click(busy);
    expect(screen.queryByRole('menuitem', { name: 'Libro de Excel (.xlsx)' })).toBeNull();
    finish();
    await waitFor(() => expect(busy).not.toHaveAttribute('data-loading'));
    await user.click(busy);
    expect(await screen.findByRole('menuitem', { name: 'Libro de Excel (.xlsx)' })).toBeVisible();
    await changeLanguage('en');
  });
});
