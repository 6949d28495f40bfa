import { notifications } from '@mantine/notifications';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { clearSession, startSession } from '../../../lib/session.ts';
import { makeAccount } from '../../../test/accounts.ts';
import { json, routeFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ImportEmissionSourcesDialog } from './import-emission-sources-dialog.tsx';

const row3 = {
  code: 'CAL-02',
  name: 'Caldera 2',
  type: 'Operativa',
  source: 'Gasolina',
  emission_factor: 'X',
  headquarter: 'Bogotá',
};
const refused = {
  message: 'Hay errores en 2 filas; no se importó nada.',
  code: 'VALIDATION',
  errors: {
    'rows.3.emission_factor': ['Elige un factor de la categoría de la fila.'],
    'rows.3.source': ['Elige una de las categorías de la empresa.'],
    'rows.5.code': ['El código «CAL-01» ya lo usa otra fuente de emisión de la empresa.'],
  },
  rows: [
    {
      row: 5,
      attribute: 'code',
      errors: ['El código «CAL-01» ya lo usa otra fuente de emisión de la empresa.'],
      values: { code: 'CAL-01', name: 'Flota' },
    },
    {
      row: 3,
      attribute: 'emission_factor',
      errors: ['Elige un factor de la categoría de la fila.'],
      values: row3,
    },
    { row: 3, attribute: 'source', errors: ['Elige una de las categorías de la empresa.'], values: row3 },
  ],
};

beforeAll(async () => {
  await i18nReady;
  await loadNamespaces('emission-sources');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  act(() => notifications.clean());
  clearSession({ reason: 'signed-out' });
  await changeLanguage('en');
});

async function upload(answer: () => Response) {
  startSession({ access_token: 't', user: makeAccount() });
  const routes = routeFetch({ 'POST /api/emission-sources/import': answer });
  vi.stubGlobal('fetch', vi.fn(routes.fetchStub));
  const onClose = vi.fn();
  renderWithProviders(<ImportEmissionSourcesDialog companyId={10} onClose={onClose} />);
  const input = document.body.querySelector<HTMLInputElement>('input[type="file"]')!;
  expect(input.accept).toContain('.xlsx');
  expect(input.accept).toContain('.xls');
  expect(input.accept).toContain('.csv');
  const user = userEvent.setup();
  await user.upload(input, new File(['x'], 'fuentes.csv', { type: 'text/csv' }));
  return { user, onClose, calls: routes.calls };
}

describe('import dialog', () => {
  it("shows one card per failing row with each column's messages and the file's values, in Spanish", async () => {
    await changeLanguage('es');
    const { user, onClose } = await upload(() => json(422, refused));
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    const failures = await screen.findByRole('region', { name: '2 filas con errores' });
    const cards = within(failures).getAllByRole('article');
    expect(cards.map((card) => within(card).getByText(/^Fila/).textContent)).toEqual(['Fila 3', 'Fila 5']);
    expect(
      within(cards[0]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Elige una de las categorías de la empresa.', 'Elige un factor de la categoría de la fila.']);
    expect(cards[0]).toHaveTextContent('Categoría de fuente: «Gasolina»');
    expect(cards[0]).toHaveTextContent('Factor de emisión: «X»');
    expect(cards[0]).toHaveTextContent(
      'El resto de la fila: Código: CAL-02 · Nombre: Caldera 2 · Tipo: Operativa · Sede: Bogotá',
    );
    expect(within(failures).getByRole('alert')).toHaveTextContent(refused.message);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says how many rows it imported and closes', async () => {
    const { user, onClose, calls } = await upload(() => json(200, { created: 3, skipped: 1 }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Sources imported: 3. Already there: 1.')).toBeVisible();
    expect(onClose).toHaveBeenCalled();
    expect(calls).toEqual(['POST /api/emission-sources/import?company_id=10']);
  });
});
