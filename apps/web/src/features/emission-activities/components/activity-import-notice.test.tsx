import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { clearSession, startSession } from '../../../lib/session.ts';
import { makeAccount } from '../../../test/accounts.ts';
import { json, routeFetch } from '../../../test/http.ts';
import { renderWithRouter } from '../../../test/router.tsx';
import { ActivityImportNotice } from './activity-import-notice.tsx';

const values = {
  emission_source: 'CAL-01',
  emission_factor: null,
  date: '2024-03-15',
  consumption: null,
  unit_measurement: 'gal',
  description: null,
  type_document: null,
  documents: null,
  headquarter: null,
  client: null,
  provider: null,
  project: null,
};
const base = {
  import_id: 5,
  file_name: 'consumos-2024.xlsx',
  total: 12000,
  skipped: 0,
  message: null,
  errors: [],
};
const running = { ...base, state: 'running', read: 3000, saved: 2990, failed: 10 };
const ended = {
  ...base,
  state: 'done',
  read: 12000,
  saved: 11998,
  failed: 2,
  errors: [
    {
      row: 4,
      attribute: 'consumption',
      errors: ['Invalid consumption: enter a number greater than 0.'],
      values,
    },
    {
      row: 9,
      attribute: 'consumption',
      errors: ['Invalid consumption: enter a number greater than 0.'],
      values,
    },
  ],
};

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('en');
  await loadNamespaces('emission-activities');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  clearSession({ reason: 'signed-out' });
  await changeLanguage('en');
});

describe('the activity import notice', () => {
  it('shows an import running in the background, then what it came to, and opens its rows to fix', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    let looks = 0;
    const routes = routeFetch({
      'GET /api/emission-activities/imports/latest': () => json(200, ++looks === 1 ? running : ended),
      'GET /api/emission-activities/imports/to-fix': () => json(200, looks <= 1 ? null : ended),
    });
    vi.stubGlobal('fetch', vi.fn(routes.fetchStub));
    renderWithRouter(<ActivityImportNotice companyId={10} />, { at: '/emission-activities' });
    expect(
      await screen.findByText(
        'Importing «consumos-2024.xlsx»: 3,000 of 12,000 rows read. You can go on working meanwhile.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Rows of the import read' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(
      await screen.findByText(
        'The import of «consumos-2024.xlsx» has ended: 11,998 rows saved, 2 rows to fix.',
        {},
        { timeout: 4000 },
      ),
    ).toBeVisible();
    // Looked at again while it ran; once ended, the list's reads (this one among them) are refreshed.
    expect(new Set(routes.calls)).toEqual(
      new Set([
        'GET /api/emission-activities/imports/latest?company_id=10',
        'GET /api/emission-activities/imports/to-fix?company_id=10',
      ]),
    );
    expect(routes.calls.length).toBeGreaterThanOrEqual(2);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fix the rows' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import activities' });
    const table = within(dialog).getByRole('table', { name: 'Rows with errors' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['4Consumption', '9Consumption']);
  });

  it('says nothing of an import that ended before the page without rows to fix', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const routes = routeFetch({
      'GET /api/emission-activities/imports/latest': () => json(200, { ...ended, failed: 0, errors: [] }),
      'GET /api/emission-activities/imports/to-fix': () => json(200, null),
    });
    vi.stubGlobal('fetch', vi.fn(routes.fetchStub));
    renderWithRouter(<ActivityImportNotice companyId={10} />, { at: '/emission-activities' });
    await vi.waitFor(() => expect(routes.calls).toHaveLength(2));
    expect(screen.queryByText(/consumos-2024/)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers the rows still to fix of an earlier import after a later one without any, and reopens them', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const later = { ...ended, import_id: 78, file_name: 'consumos-2025.xlsx', failed: 0, errors: [] };
    const routes = routeFetch({
      'GET /api/emission-activities/imports/latest': () => json(200, later),
      'GET /api/emission-activities/imports/to-fix': () => json(200, ended),
    });
    vi.stubGlobal('fetch', vi.fn(routes.fetchStub));
    renderWithRouter(<ActivityImportNotice companyId={10} />, { at: '/emission-activities' });
    expect(
      await screen.findByText('2 rows of the import of “consumos-2024.xlsx” still need fixing.'),
    ).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reopen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import activities' });
    expect(
      within(within(dialog).getByRole('table', { name: 'Rows with errors' }))
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['4Consumption', '9Consumption']);
  });
});
