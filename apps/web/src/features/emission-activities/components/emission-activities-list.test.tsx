import type { TEmissionActivity } from '@huella/shared';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { clearSession, startSession } from '../../../lib/session.ts';
import { makeAccount } from '../../../test/accounts.ts';
import { makeActivity } from '../../../test/activities.ts';
import { makeCompany, makeLimits } from '../../../test/companies.ts';
import { json, routeFetch } from '../../../test/http.ts';
import { renderWithRouter } from '../../../test/router.tsx';
import { EmissionActivitiesList } from './emission-activities-list.tsx';

const byFactor = makeActivity({ documents: 'https://drive.example.com/facturas/enero-2024.pdf' });
const bySource = makeActivity({
  id: 13,
  date: '2024-07-01',
  by_emission_source: true,
  emission_source_id: 5,
  emission_source: { id: 5, code: 'GEN-01', name: 'Planta eléctrica' },
  consumption: 1530.5,
  carbon_footprint: 0.663237,
  carbon_footprint_avoided: 0.215768,
  document: { name: 'factura-julio-planta-electrica.pdf', type: 'application/pdf', size: 2048 },
});
const flagged = makeActivity({
  id: 14,
  date: '2025-02-01',
  carbon_footprint: 0,
  flagged: true,
  flag: { field: 'date', message: 'The factor “Diesel (EPA)” has no value valid on this date.' },
  emissions: [],
});

const page = (rows: TEmissionActivity[]) => ({
  data: rows,
  meta: { total: rows.length, page: 1, per_page: 10 },
});

function serve({ rows = [byFactor, bySource, flagged], used = 3 } = {}) {
  const routes = routeFetch({
    'GET /api/emission-activities': () => json(200, page(rows)),
    'GET /api/companies/10': () =>
      json(200, makeCompany({ current_limits: makeLimits({ emission_activities: used }) })),
  });
  vi.stubGlobal('fetch', vi.fn(routes.fetchStub));
  return routes;
}

function renderList() {
  const user = userEvent.setup();
  const rendered = renderWithRouter(<EmissionActivitiesList companyId={10} />, {
    at: '/emission-activities',
  });
  return { user, ...rendered };
}

const originalMatchMedia = window.matchMedia;

beforeAll(async () => {
  // A wide screen: every column has its own header (jsdom's media queries match nothing).
  window.matchMedia = (query: string) => ({
    ...originalMatchMedia(query),
    matches: !query.includes('prefers-color-scheme'),
  });
  await i18nReady;
  await changeLanguage('en');
  await loadNamespaces('catalogue', 'emission-activities');
});

afterAll(() => {
  window.matchMedia = originalMatchMedia;
});

afterEach(async () => {
  vi.unstubAllGlobals();
  act(() => notifications.clean());
  clearSession({ reason: 'signed-out' });
  await changeLanguage('en');
});

describe('emission activities list', () => {
  it('shows each row’s day, what it was recorded against, its consumption and its t CO2e with the avoided part', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const { calls } = serve();
    renderList();
    const table = await screen.findByRole('table', { name: 'Activities' });
    const factorRow = within(table).getByRole('row', { name: /Jun 15, 2024/ });
    expect(factorRow).toHaveTextContent('Diesel (EPA)');
    expect(factorRow).toHaveTextContent('Stationary combustion');
    expect(factorRow).toHaveTextContent('1,000 gal');
    const sourceRow = within(table).getByRole('row', { name: /Jul 1, 2024/ });
    expect(sourceRow).toHaveTextContent('GEN-01');
    expect(sourceRow).toHaveTextContent('1,530.5 gal');
    // Its uncertainty beneath: the factor's and the activity data's combined.
    expect(sourceRow).toHaveTextContent('0.66 tCO2eavoided: 0.22 tCO2e±4.99%');
    expect(factorRow).toHaveTextContent('10.24 tCO2e±4.99%');
    expect(calls).toContain('GET /api/emission-activities?page=1&per_page=10&company_id=10');
  });

  it('says above the rows how many activities are flagged, with a link to them', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const routes = routeFetch({
      'GET /api/emission-activities': () => json(200, page([flagged])),
      'GET /api/companies/10': () => json(200, makeCompany({ flagged_activities: 1 })),
    });
    vi.stubGlobal('fetch', vi.fn(routes.fetchStub));
    renderList();
    const notice = await screen.findByTestId('flagged-activities-notice');
    expect(notice).toHaveTextContent('1 activity is not calculated');
    expect(within(notice).getByRole('link', { name: 'Show the flagged activity' })).toHaveAttribute(
      'href',
      '/emission-activities?flagged=true',
    );
  });

  it('marks a flagged row, its reason in a tooltip and in its words for screen readers', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve();
    const { user } = renderList();
    const row = await screen.findByRole('row', { name: /Feb 1, 2025/ });
    const flag = within(row).getByTestId('activity-flag');
    expect(flag).toHaveTextContent(
      'Not calculated: The factor “Diesel (EPA)” has no value valid on this date.',
    );
    expect(flag.querySelector('svg.tabler-icon-alert-triangle')).not.toBeNull();
    expect(row).not.toHaveTextContent('0 tCO2e');
    await user.hover(flag);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'The factor “Diesel (EPA)” has no value valid on this date.',
    );
    // A row that is calculated has no flag.
    expect(
      within(screen.getByRole('row', { name: /Jun 15, 2024/ })).queryByTestId('activity-flag'),
    ).toBeNull();
  });

  it('shows a document’s link or file name cut at 20 characters, whole in its tooltip', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve();
    const { user } = renderList();
    const link = await screen.findByRole('link', {
      name: 'Open the document https://drive.example.com/facturas/enero-2024.pdf',
    });
    expect(link).toHaveTextContent('https://drive.exampl…');
    expect(link).toHaveAttribute('href', 'https://drive.example.com/facturas/enero-2024.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    const file = screen.getByRole('link', {
      name: 'Download the document factura-julio-planta-electrica.pdf',
    });
    expect(file).toHaveTextContent('factura-julio-planta…');
    await user.hover(file);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('factura-julio-planta-electrica.pdf');
  });

  it('disables Add at the plan’s limit, saying why', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve({ used: 500 });
    renderList();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add activity' })).toHaveAttribute('aria-disabled', 'true'),
    );
    expect(screen.getByRole('button', { name: 'Add activity' })).toHaveAccessibleDescription(
      'Your plan allows 500 activities; you already have 500.',
    );
  });

  it('says in words that there are no activities yet, in Spanish', async () => {
    await changeLanguage('es');
    startSession({ access_token: 't', user: makeAccount() });
    serve({ rows: [] });
    renderList();
    expect(
      await screen.findByText(
        'Todavía no hay actividades. Registra la primera o impórtalas desde la plantilla.',
      ),
    ).toBeVisible();
  });
});
