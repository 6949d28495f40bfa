import { notifications } from '@mantine/notifications';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ImportStakeholdersDialog } from './import-stakeholders-dialog.tsx';
import { json } from '../../../test/http.ts';

const values3 = { name: 'AB', description: null };
const values5 = { name: 'Sede Norte', description: 'x'.repeat(3) };
const refused = {
  message: 'There are errors in 2 rows; nothing was imported.',
  code: 'VALIDATION',
  errors: {
    'rows.3.name': ['Enter at least 3 characters.'],
    'rows.5.name': ['“Sede Norte” already exists among the records of this type.'],
    'rows.5.description': ['Something else is wrong.'],
  },
  rows: [
    { row: 3, attribute: 'name', errors: ['Enter at least 3 characters.'], values: values3 },
    {
      row: 5,
      attribute: 'name',
      errors: ['“Sede Norte” already exists among the records of this type.'],
      values: values5,
    },
    { row: 5, attribute: 'description', errors: ['Something else is wrong.'], values: values5 },
  ],
};

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('en');
  await loadNamespaces('stakeholders');
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => notifications.clean());
});

async function pickFile(name = 'sedes.csv') {
  // The dialog renders in a portal; its file picker is a hidden file input.
  const input = document.body.querySelector<HTMLInputElement>('input[type="file"]')!;
  expect(input.accept.split(',')).toEqual(expect.arrayContaining(['.xlsx', '.xls', '.csv']));
  const user = userEvent.setup();
  await user.upload(input, new File(['name\nAB'], name, { type: 'text/csv' }));
  return user;
}

describe('stakeholder import dialog', () => {
  it('shows one card per failing row, with its row number, the wrong cells and their messages', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(422, refused)),
    );
    const onImported = vi.fn();
    renderWithProviders(
      <ImportStakeholdersDialog
        companyId={10}
        type="HEADQUARTERS"
        onClose={() => {}}
        onImported={onImported}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Import headquarters' });
    const link = within(dialog).getByRole('link', { name: /Download the template/ });
    expect(link).toHaveAttribute('href', '/api/formats/stakeholders.xlsx?company_id=10');
    const user = await pickFile();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    const failures = await within(dialog).findByRole('region', { name: '2 rows with errors' });
    expect(within(failures).getByRole('alert')).toHaveTextContent(
      'There are errors in 2 rows; nothing was imported.',
    );
    const cards = within(failures).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'Row 3' })).toBeVisible();
    expect(cards[0]).toHaveTextContent('Name: “AB”');
    expect(cards[0]).toHaveTextContent('Enter at least 3 characters.');
    expect(within(cards[1]!).getByRole('heading', { name: 'Row 5' })).toBeVisible();
    expect(cards[1]).toHaveTextContent('Name: “Sede Norte”');
    expect(cards[1]).toHaveTextContent('“Sede Norte” already exists among the records of this type.');
    expect(cards[1]).toHaveTextContent('Description: “xxx”');
    expect(cards[1]).toHaveTextContent('Something else is wrong.');
    // The rows are said in the dialog: no toast repeats them.
    expect(screen.queryByText('Fix the marked fields')).toBeNull();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('sends the type and the file, spins while importing, then says what it did', async () => {
    let finish: (response: Response) => void = () => {};
    const fetchStub = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          finish = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchStub);
    const onImported = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(
      <ImportStakeholdersDialog companyId={10} type="CLIENTS" onClose={onClose} onImported={onImported} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Import clients' });
    const user = await pickFile('clientes.xlsx');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Importing the file…');
    const [url, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/stakeholders/import?company_id=10');
    const body = init.body as FormData;
    expect(body.get('type')).toBe('CLIENTS');
    expect((body.get('file') as File).name).toBe('clientes.xlsx');

    await act(async () => finish(json(200, { created: 4, skipped: 1 })));
    expect(await screen.findByText('We imported 4 records; 1 were already there.')).toBeVisible();
    expect(onImported).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });
});
