import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { clearSession, startSession } from '../../../lib/session.ts';
import { makeAccount } from '../../../test/accounts.ts';
import { namedInEnglish } from '../../../test/catalogue.ts';
import { json, routeFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ImportEmissionIndicatorsDialog } from './import-emission-indicators-dialog.tsx';

const list = <T,>(data: T[]) => ({ data, meta: { total: data.length, page: 1, per_page: 100 } });

const refused = {
  message: 'There are errors in 1 row; nothing was imported.',
  code: 'VALIDATION',
  errors: { 'rows.4.value': ['The value must be a positive number.'] },
  rows: [
    {
      row: 4,
      attribute: 'value',
      errors: ['The value must be a positive number.'],
      values: { date: '2025-02-28', value: -3 },
    },
  ],
};

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('en');
  await loadNamespaces('emission-indicators');
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => notifications.clean());
  clearSession({ reason: 'signed-out' });
});

describe('emission indicators import', () => {
  it("asks for the sector's key indicator before the upload, sends it with the file, and lists the failing rows under the form", async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const bodies: FormData[] = [];
    const routes = routeFetch({
      'GET /api/sectors': () => json(200, list([namedInEnglish(6, 'Manufactura', 'Manufacturing')])),
      'GET /api/key-indicators': () =>
        json(200, list([namedInEnglish(35, 'Toneladas producidas', 'Tonnes produced')])),
      'POST /api/emission-indicators/import': (_url, init) => {
        bodies.push(init.body as FormData);
        return json(422, refused);
      },
    });
    vi.stubGlobal('fetch', vi.fn(routes.fetchStub));
    renderWithProviders(<ImportEmissionIndicatorsDialog companyId={10} onClose={vi.fn()} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Import emission indicators' });
    expect(within(dialog).getByRole('link', { name: /Download the template/ })).toHaveAttribute(
      'href',
      '/api/formats/emission_indicators.xlsx?company_id=10',
    );
    const input = document.body.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toContain('.xlsx');
    expect(input.accept).toContain('.xls');
    await user.upload(input, new File(['x'], 'indicadores.xlsx'));
    const upload = within(dialog).getByRole('button', { name: 'Import' });
    expect(upload).toBeDisabled();

    await user.click(within(dialog).getByRole('combobox', { name: /^Sector/ }));
    await user.click(await screen.findByRole('option', { name: 'Manufacturing', hidden: true }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Key indicator/ }));
    await user.click(await screen.findByRole('option', { name: 'Tonnes produced', hidden: true }));
    await waitFor(() => expect(upload).toBeEnabled());
    await user.click(upload);

    const failures = await screen.findByRole('region', { name: '1 row with errors' });
    expect(within(failures).getByText('Row 4')).toBeVisible();
    expect(within(failures).getByText('The value must be a positive number.')).toBeVisible();
    expect(routes.calls).toContain('POST /api/emission-indicators/import?company_id=10');
    expect(bodies[0]!.get('key_indicator_id')).toBe('35');
    expect(bodies[0]!.get('sector_id')).toBe('6');
  });
});
