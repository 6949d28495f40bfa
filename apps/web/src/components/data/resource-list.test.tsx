import type { TDependents, TList } from '@huella/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import type { TListSearch } from './list-search.ts';
import { ResourceList } from './resource-list.tsx';

type TRow = { id: number; name: string };

const rows: TRow[] = [
  { id: 1, name: 'Methane' },
  { id: 2, name: 'Nitrous oxide' },
  { id: 3, name: 'Carbon dioxide' },
];

beforeAll(async () => {
  // mantine-datatable shows a column only while its media query matches; jsdom's stub matches
  // nothing, so let every query but the colour-scheme one match.
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({
    ...original(query),
    matches: !query.includes('prefers-color-scheme'),
  });
  await i18nReady;
  await changeLanguage('en');
  await loadNamespaces('catalogue');
});

function Harness({
  initial,
  fetchPage,
  onChange,
  deleteOne = async () => {},
  deleteMany = async () => {},
  describeDelete,
  onAdd = () => {},
  readOnly = false,
}: {
  initial: TListSearch;
  fetchPage: (query: object) => Promise<TList<TRow>>;
  onChange?: (search: TListSearch) => void;
  deleteOne?: (id: number) => Promise<void>;
  deleteMany?: (ids: number[]) => Promise<void>;
  describeDelete?: (ids: number[]) => Promise<TDependents | null>;
  onAdd?: () => void;
  readOnly?: boolean;
}) {
  const [search, setSearch] = useState(initial);
  return (
    <ResourceList<TRow>
      header={{ title: 'Rows' }}
      search={search}
      onSearchChange={(patch) =>
        setSearch((prev) => {
          const next = { ...prev, ...patch };
          onChange?.(next);
          return next;
        })
      }
      rows={{ area: '/api/gases', fetchPage }}
      table={{
        columns: [{ accessor: 'name', title: 'Name', sortable: true }],
        nameOf: (row) => row.name,
        onView: () => {},
      }}
      add={{ onAdd }}
      readOnly={readOnly}
      remove={{ one: deleteOne, many: deleteMany, describe: describeDelete }}
    />
  );
}

/** The dialog of that name once its opening animation has ended and its words can be read. */
async function openedDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const page = (data: TRow[]) => async () => ({ data, meta: { total: data.length, page: 1, per_page: 10 } });

describe('ResourceList', () => {
  it('sends a typed search after the pause and goes back to page 1', async () => {
    const fetchPage = vi.fn(page(rows));
    const onChange = vi.fn();
    renderWithProviders(<Harness initial={{ page: 3 }} fetchPage={fetchPage} onChange={onChange} />);
    await userEvent.setup().type(screen.getByLabelText('Search'), 'meth');
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ page: 1, search: 'meth' }), {
      timeout: 2000,
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, per_page: 10, search: 'meth' }),
    );
  });

  it('counts the selected rows on the bulk delete button, disabled when none', async () => {
    renderWithProviders(<Harness initial={{}} fetchPage={page(rows)} />);
    const bulk = screen.getByRole('button', { name: /Delete selected/ });
    expect(bulk).toBeDisabled();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Methane' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Carbon dioxide' }));
    expect(bulk).toBeEnabled();
    expect(within(bulk).getByText('2')).toBeInTheDocument();
  });

  it('asks in a dialog naming the row, starting on Cancel; Escape cancels and deletes nothing', async () => {
    const user = userEvent.setup();
    const deleteOne = vi.fn(async () => {});
    renderWithProviders(<Harness initial={{}} fetchPage={page(rows)} deleteOne={deleteOne} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Methane' }));
    const dialog = await openedDialog('Delete “Methane”?');
    expect(within(dialog).getByText('This cannot be undone.')).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Delete “Methane”' })).toBeEnabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteOne).not.toHaveBeenCalled();
  });

  it('names what goes with the row, and deletes it from the red button', async () => {
    const user = userEvent.setup();
    const deleteOne = vi.fn(async () => {});
    const describeDelete = vi.fn(async () => ({
      removes: [{ kind: 'gas_emissions' as const, count: 3 }],
      blocked: [],
    }));
    renderWithProviders(
      <Harness initial={{}} fetchPage={page(rows)} deleteOne={deleteOne} describeDelete={describeDelete} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Methane' }));
    const dialog = await openedDialog('Delete “Methane”?');
    expect(await within(dialog).findByText('3 gas values will be deleted too.')).toBeVisible();
    expect(describeDelete).toHaveBeenCalledWith([1]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete “Methane”' }));
    await waitFor(() => expect(deleteOne).toHaveBeenCalledWith(1, rows[0]));
    expect(await screen.findByText('Record deleted')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says what keeps a row, in the refusal's words, and offers no delete", async () => {
    const user = userEvent.setup();
    const deleteOne = vi.fn(async () => {});
    const describeDelete = async () => ({
      removes: [],
      blocked: [
        {
          id: 1,
          message: 'errors.GAS_IN_USE',
          params: { name: 'Methane', count: 2, users: ['Diesel', 'Petrol'] },
        },
      ],
    });
    renderWithProviders(
      <Harness initial={{}} fetchPage={page(rows)} deleteOne={deleteOne} describeDelete={describeDelete} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Methane' }));
    const dialog = await openedDialog('Delete “Methane”?');
    expect(
      await within(dialog).findByText(
        'The gas “Methane” is used by 2 emission-factor values (“Diesel”, “Petrol”).',
      ),
    ).toBeVisible();
    expect(within(dialog).getByText('It cannot be deleted yet')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Delete “Methane”' })).toBeDisabled();
  });

  it('a bulk delete lists the selected rows and what goes with them all', async () => {
    const user = userEvent.setup();
    const deleteMany = vi.fn(async () => {});
    const describeDelete = vi.fn(async () => ({
      removes: [{ kind: 'gas_emissions' as const, count: 1 }],
      blocked: [],
    }));
    renderWithProviders(
      <Harness initial={{}} fetchPage={page(rows)} deleteMany={deleteMany} describeDelete={describeDelete} />,
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Select Methane' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Carbon dioxide' }));
    await user.click(screen.getByRole('button', { name: /Delete selected/ }));
    const dialog = await openedDialog('Delete 2 records?');
    expect(within(dialog).getByText('These 2 records will be deleted:')).toBeVisible();
    expect(within(dialog).getByText('Methane')).toBeVisible();
    expect(within(dialog).getByText('Carbon dioxide')).toBeVisible();
    expect(await within(dialog).findByText('1 gas value will be deleted too.')).toBeVisible();
    expect(describeDelete).toHaveBeenCalledWith([1, 3]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete 2 records' }));
    await waitFor(() => expect(deleteMany).toHaveBeenCalledWith([1, 3]));
    expect(await screen.findByText('2 records deleted')).toBeVisible();
  });

  it('offers its Add button inside an empty list, once', async () => {
    const onAdd = vi.fn();
    renderWithProviders(<Harness initial={{}} fetchPage={page([])} onAdd={onAdd} />);
    expect(await screen.findByText('No records yet.')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add.closest('.mantine-datatable')).not.toBeNull();
    await userEvent.setup().click(add);
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it('says "No results" when a search finds nothing, its Add button staying in the toolbar', async () => {
    renderWithProviders(<Harness initial={{ search: 'zzz' }} fetchPage={page([])} />);
    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' }).closest('.mantine-datatable')).toBeNull();
  });

  it('offers a role that only reads no Add button in an empty list', async () => {
    renderWithProviders(<Harness initial={{}} fetchPage={page([])} readOnly />);
    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
  });

  it('groups the thousands of its count and pages, in either language', async () => {
    const many = async () => ({ data: rows, meta: { total: 12345, page: 1, per_page: 10 } });
    const { unmount } = renderWithProviders(<Harness initial={{}} fetchPage={many} />);
    expect(await screen.findByText('1–3 of 12,345')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1,235' })).toHaveTextContent('1,235');
    unmount();
    await changeLanguage('es');
    try {
      renderWithProviders(<Harness initial={{}} fetchPage={many} />);
      expect(await screen.findByText('1–3 de 12.345')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Página 1.235' })).toHaveTextContent('1.235');
      // The sort marks speak the language on screen too.
      expect(screen.getByRole('img', { name: 'Sin ordenar' })).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: 'Not sorted' })).toBeNull();
    } finally {
      await changeLanguage('en');
    }
  });
});
