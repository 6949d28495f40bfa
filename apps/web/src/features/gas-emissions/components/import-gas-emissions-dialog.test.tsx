import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { clearSession, startSession } from '../../../lib/session.ts';
import { makeAccount } from '../../../test/accounts.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ImportGasEmissionsDialog } from './import-gas-emissions-dialog.tsx';
import { json } from '../../../test/http.ts';

const refused = {
  message: 'Hay errores en 1 fila; no se importó nada.',
  code: 'VALIDATION',
  errors: {
    'rows.3.unit_measurement': ['El valor seleccionado no existe.'],
    'rows.3.date_start': ['Introduce una fecha válida.'],
  },
  rows: [
    {
      row: 3,
      attribute: 'unit_measurement',
      errors: ['El valor seleccionado no existe.'],
      values: { unit_measurement: 'Barril', date_start: '2024-02-30' },
    },
    {
      row: 3,
      attribute: 'date_start',
      errors: ['Introduce una fecha válida.'],
      values: { unit_measurement: 'Barril', date_start: '2024-02-30' },
    },
  ],
};

beforeAll(async () => {
  await i18nReady;
  await loadNamespaces('gas-emissions');
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession({ reason: 'signed-out' });
});

async function uploadRefusedFile() {
  startSession({ access_token: 't', user: makeAccount() });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(422, refused)),
  );
  renderWithProviders(<ImportGasEmissionsDialog factorId={7} onClose={() => {}} />);
  // The dialog renders in a portal; its file picker is a hidden file input.
  const input = document.body.querySelector<HTMLInputElement>('input[type="file"]')!;
  const user = userEvent.setup();
  await user.upload(input, new File(['x'], 'valores.xlsx'));
  return user;
}

describe('gas values import dialog', () => {
  it('names the failing columns as the Spanish template does, not by their keys', async () => {
    await changeLanguage('es');
    const user = await uploadRefusedFile();
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    const table = await screen.findByRole('table', { name: 'Filas con errores' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Unidad de medida',
      'Vigente desde',
    ]);
    expect(table).not.toHaveTextContent('unit_measurement');
    expect(table).toHaveTextContent('Barril');
  });

  it('names them in English on an English screen', async () => {
    await changeLanguage('en');
    const user = await uploadRefusedFile();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const table = await screen.findByRole('table', { name: 'Rows with errors' });
    expect(within(table).getByRole('cell', { name: 'Unit of measurement' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Valid from' })).toBeInTheDocument();
  });
});
