import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { clearSession, startSession } from '../../../lib/session.ts';
import { makeAccount } from '../../../test/accounts.ts';
import { json, routeFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { fakeXhr } from '../../../test/xhr.ts';
import { ImportEmissionActivitiesDialog } from './import-emission-activities-dialog.tsx';

const row = (number: number, cells: Record<string, string | number | null>) => ({
  emission_source: 'CAL-01',
  emission_factor: null,
  date: '2024-03-15',
  consumption: 300,
  unit_measurement: 'gal',
  description: null,
  type_document: null,
  documents: null,
  headquarter: null,
  client: null,
  provider: null,
  project: null,
  ...cells,
  row: number,
});
const failure = (number: number, attribute: string, message: string, cells = {}) => {
  const { row: _row, ...values } = row(number, cells);
  return { row: number, attribute, errors: [message], values };
};
const NO_CONSUMPTION = 'Invalid consumption: enter a number greater than 0.';
const KWH =
  'The unit cannot be converted to the one of the factor “Diesel”: choose a unit of the same group.';
const CLIENT = 'Choose one of the clients of the company.';

/** The file saved 7 rows; rows 4, 6 and 9 failed. */
const imported = {
  import_id: 77,
  state: 'done',
  total: 10,
  read: 10,
  message: null,
  saved: 7,
  skipped: 0,
  failed: 3,
  errors: [
    failure(4, 'consumption', NO_CONSUMPTION, { consumption: null }),
    failure(6, 'unit_measurement', KWH, { unit_measurement: 'kWh' }),
    failure(9, 'client', CLIENT, { client: 'Nadie' }),
  ],
};

type THandler = Parameters<typeof routeFetch>[0][string];

async function open(routes: Record<string, THandler>) {
  startSession({ access_token: 't', user: makeAccount() });
  const served = routeFetch(routes);
  vi.stubGlobal('fetch', vi.fn(served.fetchStub));
  vi.stubGlobal('XMLHttpRequest', fakeXhr(served.fetchStub));
  const onClose = vi.fn();
  renderWithProviders(<ImportEmissionActivitiesDialog companyId={10} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: /^(Import activities|Importar actividades)$/ });
  const input = document.body.querySelector<HTMLInputElement>('input[type="file"]')!;
  expect(input.accept.split(',')).toEqual(expect.arrayContaining(['.xlsx', '.xls', '.csv']));
  const user = userEvent.setup();
  await user.upload(input, new File(['x'], 'actividades.xlsx'));
  return { user, dialog, onClose, calls: served.calls };
}

const cell = (column: string, number: number) =>
  screen.getByRole('textbox', { name: `${column}, row ${number}` });

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('en');
  await loadNamespaces('emission-activities');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  act(() => notifications.clean());
  clearSession({ reason: 'signed-out' });
  await changeLanguage('en');
});

describe('activity import dialog', () => {
  it('lists the failing rows to fix: a retyped cell loses its error, and a retry sends only the selected rows', async () => {
    const retries: { import_id: number; data: Record<string, unknown>[] }[] = [];
    const { user, dialog, onClose, calls } = await open({
      'POST /api/emission-activities/import': () => json(200, imported),
      'POST /api/v1/emission-activities/retry': (_url, init) => {
        const body = JSON.parse(String(init.body)) as (typeof retries)[number];
        retries.push(body);
        // Row 4 saves; row 6 still has a unit of another group.
        const stillFailing = body.data
          .filter((sent) => sent.row === 6 && sent.unit_measurement === 'kWh')
          .map(() => failure(6, 'unit_measurement', KWH, { unit_measurement: 'kWh' }));
        return json(200, {
          import_id: 77,
          saved: body.data.length - stillFailing.length,
          skipped: 0,
          failed: stillFailing.length,
          errors: stillFailing,
        });
      },
      // The import as it stands after each retry: its counts above the table.
      'GET /api/emission-activities/imports/77': () => json(200, { ...imported, saved: 8, failed: 2 }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const table = await within(dialog).findByRole('table', { name: 'Rows with errors' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      '7 rows of the file were saved. 3 rows have errors: fix them in the table and retry them.',
    );
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['4Consumption', '6Unit of measurement', '9Client']);
    // Each wrong cell says what is wrong; the others hold the file's values, the language's way.
    expect(cell('Consumption', 4)).toHaveAccessibleDescription(NO_CONSUMPTION);
    expect(cell('Unit of measurement', 6)).toHaveAccessibleDescription(KWH);
    expect(cell('Client', 9)).toHaveValue('Nadie');
    expect(cell('Date', 4)).toHaveValue('03/15/2024');
    expect(cell('Consumption', 6)).toHaveValue('300');

    // Only the rows still wrong, and a search.
    await user.type(cell('Consumption', 4), '1,200.5');
    expect(cell('Consumption', 4)).not.toHaveAccessibleDescription();
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent(/^4$/);
    await user.click(within(dialog).getByRole('switch', { name: 'Only rows with errors' }));
    expect(within(table).queryByRole('textbox', { name: 'Consumption, row 4' })).toBeNull();
    await user.click(within(dialog).getByRole('switch', { name: 'Only rows with errors' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Search the rows' }), 'nadie');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['9Client']);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Search the rows' }));

    // Retry rows 4 and 6: 4 leaves the table, 6 comes back with its error.
    await user.click(within(table).getByRole('checkbox', { name: 'Select row 4' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select row 6' }));
    await user.click(within(dialog).getByRole('button', { name: 'Retry the selected ones (2)' }));
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(2));
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      '8 rows of the file were saved. 2 rows have errors: fix them in the table and retry them.',
    );
    expect(retries).toHaveLength(1);
    expect(retries[0]!.import_id).toBe(77);
    expect(retries[0]!.data.map((sent) => sent.row)).toEqual([4, 6]);
    expect(retries[0]!.data[0]).toEqual(row(4, { consumption: '1,200.5' }));
    expect(retries[0]!.data[1]).toEqual(row(6, { unit_measurement: 'kWh' }));
    expect(await screen.findByText('1 row was saved.')).toBeVisible();
    expect(cell('Unit of measurement', 6)).toHaveAccessibleDescription(KWH);

    // The rest are fixed and retried all together: nothing is left, the dialog says so and closes.
    await user.clear(cell('Unit of measurement', 6));
    await user.type(cell('Unit of measurement', 6), 'gal');
    await user.clear(cell('Client', 9));
    await user.click(within(dialog).getByRole('button', { name: 'Retry all (2)' }));
    expect(await screen.findByText('Every row of the file is now imported.')).toBeVisible();
    expect(onClose).toHaveBeenCalled();
    expect(retries[1]!.data).toEqual([row(6, { unit_measurement: 'gal' }), row(9, { client: '' })]);
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([
      'POST /api/emission-activities/import?company_id=10',
      'POST /api/v1/emission-activities/retry',
      'POST /api/v1/emission-activities/retry',
    ]);
  });

  it('retries one row from its own button', async () => {
    const sent: unknown[] = [];
    const { user, dialog } = await open({
      'POST /api/emission-activities/import': () => json(200, imported),
      'POST /api/v1/emission-activities/retry': (_url, init) => {
        sent.push(...(JSON.parse(String(init.body)) as { data: { row: number }[] }).data.map((r) => r.row));
        return json(200, { import_id: 77, saved: 1, skipped: 0, failed: 0, errors: [] });
      },
      'GET /api/emission-activities/imports/77': () => json(200, { ...imported, saved: 8, failed: 2 }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await within(dialog).findByRole('table', { name: 'Rows with errors' });
    await user.click(within(dialog).getByRole('button', { name: 'Retry row 9' }));
    await waitFor(() => expect(sent).toEqual([9]));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Client, row 9' })).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Client, row 4' })).toBeVisible();
  });

  it('asks before importing a file imported before, in Spanish, and sends it again only when told', async () => {
    await changeLanguage('es');
    const bodies: FormData[] = [];
    const { user, dialog, onClose } = await open({
      'POST /api/emission-activities/import': (_url, init) => {
        bodies.push(init.body as FormData);
        if (bodies.length === 1) {
          return json(409, {
            message: 'La empresa ya importó este archivo (filas guardadas entonces: 7).',
            code: 'CONFLICT',
            previous: { import_id: 77, created_at: '2026-03-05T15:00:00.000Z', saved: 7 },
          });
        }
        return json(200, { import_id: 78, saved: 10, skipped: 0, failed: 0, errors: [] });
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    const question = await within(dialog).findByRole('alert');
    expect(question).toHaveTextContent('Este archivo ya se importó');
    expect(question).toHaveTextContent(
      /importó este mismo archivo el 5 mar 2026, .* y entonces se guardaron 7 filas/,
    );
    // The dialog asks: no error toast on top of it.
    expect(screen.queryByText('No se puede completar')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Importar' })).toBeDisabled();
    expect(bodies[0]!.get('again')).toBeNull();

    await user.click(within(question).getByRole('button', { name: 'Importarlo otra vez' }));
    expect(await screen.findByText('Actividades importadas: 10. Ya estaban: 0.')).toBeVisible();
    expect(bodies[1]!.get('again')).toBe('true');
    expect((bodies[1]!.get('file') as File).name).toBe('actividades.xlsx');
    expect(onClose).toHaveBeenCalled();
  });

  it('follows a queued import row by row, then lists the rows to fix', async () => {
    const looks: URL[] = [];
    const { user, dialog, calls } = await open({
      'POST /api/emission-activities/import': () =>
        json(200, { ...imported, state: 'queued', total: 5000, read: 0, saved: 0, failed: 0, errors: [] }),
      'GET /api/emission-activities/imports/77': (url) => {
        looks.push(url);
        return looks.length === 1
          ? json(200, { ...imported, state: 'running', total: 5000, read: 1200, saved: 1190, errors: [] })
          : json(200, imported);
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Importing: 0 of 5,000 rows read…')).toBeVisible();
    expect(within(dialog).getByText(/You can close this window: the import goes on/)).toBeVisible();
    expect(
      await within(dialog).findByText('Importing: 1,200 of 5,000 rows read…', {}, { timeout: 3000 }),
    ).toBeVisible();
    expect(within(dialog).getByRole('progressbar', { name: 'Rows of the file read' })).toHaveAttribute(
      'aria-valuenow',
      '24',
    );
    await within(dialog).findByRole('table', { name: 'Rows with errors' }, { timeout: 3000 });
    expect(calls.filter((call) => call.startsWith('GET /api/emission-activities/imports'))).toEqual([
      'GET /api/emission-activities/imports/77?company_id=10',
      'GET /api/emission-activities/imports/77?company_id=10',
    ]);
  });

  it('says why a refused import kept nothing', async () => {
    const refusal =
      'The Trial plan allows 100 activities; the company has 98 and the file adds 5. Choose a larger plan to import it.';
    const { user, dialog, onClose } = await open({
      'POST /api/emission-activities/import': () =>
        json(200, { ...imported, state: 'queued', total: 5, read: 0, saved: 0, failed: 0, errors: [] }),
      'GET /api/emission-activities/imports/77': () =>
        json(200, {
          ...imported,
          state: 'refused',
          read: 5,
          saved: 0,
          failed: 0,
          errors: [],
          message: refusal,
        }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(refusal);
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it('shows how much of the file went up, then that the server is processing it', async () => {
    let answer: (response: Response) => void = () => {};
    const { user, dialog } = await open({
      'POST /api/emission-activities/import': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Processing the file: its rows are read, checked and saved…',
    );
    await act(async () => answer(json(200, { import_id: 1, saved: 2, skipped: 1, failed: 0, errors: [] })));
    expect(await screen.findByText('Activities imported: 2. Already there: 1.')).toBeVisible();
  });
  it('offers the company’s sources in a dropdown cell, and asks before closing with rows left: back, then discard', async () => {
    const retries: { data: Record<string, unknown>[] }[] = [];
    const discarded: string[] = [];
    const { user, dialog, onClose } = await open({
      'POST /api/emission-activities/import': () => json(200, imported),
      'GET /api/emission-sources': () =>
        json(200, {
          data: [{ id: 5, code: 'CAL-01', name: 'Caldera', emission_factor_id: 900 }],
          meta: { total: 1 },
        }),
      'GET /api/stakeholders': () =>
        json(200, [{ type: 'CLIENTS', data: [{ id: 3, name: 'Cliente Uno', description: null }] }]),
      'GET /api/unit-measurements': () => json(200, { data: [], meta: { total: 0 } }),
      'GET /api/emission-factors/900': () => json(404, { message: 'Not found', code: 'NOT_FOUND' }),
      'POST /api/v1/emission-activities/retry': (_url, init) => {
        retries.push(JSON.parse(String(init.body)) as (typeof retries)[number]);
        return json(200, { ...imported, saved: 1, failed: 0, errors: [] });
      },
      'GET /api/emission-activities/imports/77': () =>
        json(200, { ...imported, saved: 8, failed: 2, errors: imported.errors.slice(0, 2) }),
      'DELETE /api/emission-activities/imports/77/failures': (url) => {
        discarded.push(`${url.pathname}${url.search}`);
        return json(200, { ...imported, saved: 8, failed: 0, errors: [] });
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await within(dialog).findByRole('table', { name: 'Rows with errors' });
    // The client cell of row 9 names no client of the company: a dropdown of them, the file's text shown.
    const client = await within(dialog).findByRole('combobox', { name: 'Client, row 9' });
    expect(client).toHaveAttribute('placeholder', 'Nadie');
    expect(client).toHaveAccessibleDescription(CLIENT);
    expect(within(dialog).getByRole('combobox', { name: 'Emission source, row 4' })).toHaveValue(
      'CAL-01 · Caldera',
    );
    await user.click(client);
    const listbox = await waitFor(() => document.getElementById(client.getAttribute('aria-controls')!)!);
    await user.click(within(listbox).getByRole('option', { name: 'Cliente Uno', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Retry row 9' }));
    await waitFor(() => expect(retries).toHaveLength(1));
    expect(retries[0]!.data[0]).toMatchObject({ row: 9, client: 'Cliente Uno' });
    // The counts above the table are the import's as it now stands.
    expect(
      await within(dialog).findByText(
        '8 rows of the file were saved. 2 rows have errors: fix them in the table and retry them.',
      ),
    ).toBeVisible();

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    const leave = await screen.findByRole('dialog', { name: 'Close with rows still to fix?' });
    expect(leave).toHaveTextContent('2 rows still have errors.');
    await user.click(within(leave).getByRole('button', { name: 'Go back to the table' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Close with rows still to fix?' })).toBeNull(),
    );
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Close with rows still to fix?' })).getByRole(
        'button',
        { name: 'Discard them' },
      ),
    );
    expect(await screen.findByText('The rows still to fix were discarded.')).toBeVisible();
    expect(discarded).toEqual(['/api/emission-activities/imports/77/failures?company_id=10']);
    expect(onClose).toHaveBeenCalled();
  });
  it('suggests the common and the company’s document types under the document type cells, and sends what was typed', async () => {
    const retries: { data: Record<string, unknown>[] }[] = [];
    const { user, dialog } = await open({
      'POST /api/emission-activities/import': () => json(200, imported),
      'GET /api/emission-activities/document-types': () => json(200, { data: ['Factura de luz'] }),
      'POST /api/v1/emission-activities/retry': (_url, init) => {
        retries.push(JSON.parse(String(init.body)) as (typeof retries)[number]);
        return json(200, { ...imported, saved: 1, failed: 0, errors: [] });
      },
      'GET /api/emission-activities/imports/77': () =>
        json(200, { ...imported, saved: 8, failed: 2, errors: imported.errors.slice(0, 2) }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await within(dialog).findByRole('table', { name: 'Rows with errors' });
    // The cell lists the common types in the reader's language and the company's own under it.
    const cell = within(dialog).getByRole('combobox', { name: 'Document type, row 9' });
    await waitFor(() => {
      const list = document.getElementById(cell.getAttribute('list') ?? '');
      expect([...(list?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual([
        'Contract',
        'Delivery note',
        'Factura de luz',
        'Internal record',
        'Invoice',
        'Meter reading',
        'Receipt',
        'Travel ticket',
        'Waste transfer note',
      ]);
    });
    // Every document-type cell shares the one list; another text may still be typed.
    expect(within(dialog).getByRole('combobox', { name: 'Document type, row 4' })).toHaveAttribute(
      'list',
      cell.getAttribute('list'),
    );
    await user.type(cell, 'Invoice');
    expect(cell).toHaveValue('Invoice');
    await user.click(within(dialog).getByRole('button', { name: 'Retry row 9' }));
    await waitFor(() => expect(retries).toHaveLength(1));
    expect(retries[0]!.data[0]).toMatchObject({ row: 9, type_document: 'Invoice' });
  });
});
