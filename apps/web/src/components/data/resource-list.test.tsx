import type { TList } from '@huella/shared';
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
}: {
  initial: TListSearch;
  fetchPage: (query: object) => Promise<TList<TRow>>;
  onChange?: (search: TListSearch) => void;
}) {
  const [search, setSearch] = useState(initial);
  return (
    <ResourceList<TRow>
      title="Rows"
      search={search}
      onSearchChange={(patch) =>
        setSearch((prev) => {
          const next = { ...prev, ...patch };
          onChange?.(next);
          return next;
        })
      }
      queryKey={['rows']}
      invalidateKey={['rows']}
      fetchPage={fetchPage}
      deleteOne={async () => {}}
      deleteMany={async () => {}}
      nameOf={(row) => row.name}
      onView={() => {}}
      onAdd={() => {}}
      columns={[{ accessor: 'name', title: 'Name' }]}
    />
  );
}

const page = (data: TRow[]) => async () => ({ data, meta: { total: data.length, page: 1, per_page: 10 } });

describe('ResourceList', () => {
  it('sends a typed search after the pause and goes back to page 1', async () => {
    const fetchPage = vi.fn(page(rows));
    const onChange = vi.fn();
    renderWithProviders(<Harness initial={{ page: 3 }} fetchPage={fetchPage} onChange={onChange} />);
    await userEvent.setup().type(screen.getByLabelText('Search'), 'meth');
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ page: 1, search: 'meth' }), { timeout: 2000 });
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

  it('asks through a toast before deleting a row', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={{}} fetchPage={page(rows)} />);
    await screen.findByRole('checkbox', { name: 'Select Methane' });
    await user.click(await screen.findByRole('button', { name: 'Delete Methane' }));
    expect(await screen.findByText('Delete this record? This cannot be undone.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeInTheDocument();
  });

  it('says "No results" when the list is empty', async () => {
    renderWithProviders(<Harness initial={{}} fetchPage={page([])} />);
    expect(await screen.findByText('No results')).toBeInTheDocument();
  });
});
