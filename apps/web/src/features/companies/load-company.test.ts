import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiKey } from '../../lib/api.ts';
import { readDashboardFilters, writeDashboardFilters } from '../../lib/dashboard-filters-storage.ts';
import { i18nReady, loadNamespaces } from '../../lib/i18n.ts';
import { clearSession, getSelectedCompany, startSession } from '../../lib/session.ts';
import { makeAccount, SUPER_ADMIN } from '../../test/accounts.ts';
import { makeCompany, makeLimits } from '../../test/companies.ts';
import { json, routeFetch } from '../../test/http.ts';
import { loadCompany } from './load-company.ts';

const sources = { data: [{ id: 3, name: 'Combustión estacionaria', icon: 'IconFlame' }] };
const standards = {
  data: [{ id: 1, name: 'ISO 14064-1', categories: [] }],
  meta: { total: 1, page: 1, per_page: 10 },
};

function serve(company = makeCompany()) {
  const routes = routeFetch({
    [`GET /api/companies/${company.id}`]: () => json(200, company),
    [`GET /api/companies/${company.id}/sources`]: () => json(200, sources),
    'GET /api/standards': () => json(200, standards),
    'GET /api/account': () => json(200, makeAccount()),
  });
  vi.stubGlobal('fetch', vi.fn(routes.fetchStub));
  return routes;
}

/** Where `loadCompany` sends the user (it always ends in a redirect). */
async function destination(queryClient: QueryClient, id: number, redirect?: string): Promise<string | null> {
  try {
    await loadCompany(queryClient, id, redirect);
    return null;
  } catch (thrown) {
    const options = (thrown as { options?: { to?: string; href?: string } }).options;
    const to = options?.href ?? options?.to;
    if (!to) throw thrown;
    return to;
  }
}

beforeAll(async () => {
  await i18nReady;
  await loadNamespaces('companies');
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession({ reason: 'signed-out' });
});

describe('loading a company', () => {
  it('loads the company, its sources and the standards, selects it and opens its dashboard', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const { calls } = serve(makeCompany({ id: 11, name: 'Costa', role: 'member' }));
    const queryClient = new QueryClient();
    expect(await destination(queryClient, 11)).toBe('/dashboard');
    expect(getSelectedCompany()).toMatchObject({ id: 11, role: 'member' });
    const company = { path: { company: 11 } };
    expect(queryClient.getQueryData(apiKey('/api/companies/{company}', company))).toMatchObject({
      name: 'Costa',
    });
    expect(queryClient.getQueryData(apiKey('/api/companies/{company}/sources', company))).toEqual(sources);
    expect(queryClient.getQueryData(apiKey('/api/standards'))).toEqual(standards);
    expect(calls).toEqual(['GET /api/companies/11', 'GET /api/companies/11/sources', 'GET /api/standards']);
  });

  it('opens the screen a deep link asked for, instead of the dashboard, once the company is selected', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve(makeCompany({ id: 11, name: 'Costa', role: 'member' }));
    expect(await destination(new QueryClient(), 11, '/emission-activities/1173')).toBe(
      '/emission-activities/1173',
    );
    expect(getSelectedCompany()).toMatchObject({ id: 11 });
  });

  it('starts the dashboards of the company entered over, on their default filters', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve(makeCompany({ id: 11, name: 'Costa', role: 'member' }));
    writeDashboardFilters(11, JSON.stringify({ date_group: 'CUSTOM' }));
    writeDashboardFilters(11, 'indicators kept', 'indicators');
    writeDashboardFilters(12, 'kept');
    expect(await destination(new QueryClient(), 11)).toBe('/dashboard');
    expect(readDashboardFilters(11)).toBeNull();
    expect(readDashboardFilters(11, 'indicators')).toBeNull();
    // Another company's filters are its own.
    expect(readDashboardFilters(12)).toBe('kept');
  });

  it('opens the settings of a company its administrator has not set up yet', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve(makeCompany({ current_limits: makeLimits({ sources: 0, entities: 0 }) }));
    expect(await destination(new QueryClient(), 10)).toBe('/settings');
  });

  it('sends anyone but a super-admin back to /welcome from a company that is not theirs', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const { calls } = serve(makeCompany({ id: 42, role: null }));
    expect(await destination(new QueryClient(), 42)).toBe('/welcome');
    // The account was read again (a membership may be new), the company never.
    expect(calls).toEqual(['GET /api/account']);
    expect(getSelectedCompany()).toBeNull();
  });

  it('lets a super-admin enter any company, as a visit shown with its name', async () => {
    startSession({ access_token: 't', user: makeAccount({ ...SUPER_ADMIN, companies: [] }) });
    serve(makeCompany({ id: 42, name: 'Bosque SAS', role: null }));
    vi.mocked(fetch).mockImplementationOnce(async () =>
      json(200, makeAccount({ ...SUPER_ADMIN, companies: [] })),
    );
    expect(await destination(new QueryClient(), 42)).toBe('/dashboard');
    // What the visitor may do there is the company's answer's (its administrators' rights).
    expect(getSelectedCompany()).toEqual({
      id: 42,
      name: 'Bosque SAS',
      logo: null,
      role: null,
      capabilities: ['work_in_company', 'administer_company'],
    });
  });

  it('sends a super-admin back when the company does not exist', async () => {
    startSession({ access_token: 't', user: makeAccount({ ...SUPER_ADMIN, companies: [] }) });
    const routes = routeFetch({
      'GET /api/account': () => json(200, makeAccount({ ...SUPER_ADMIN, companies: [] })),
      'GET /api/companies/77': () => json(404, { message: 'No existe.', code: 'NOT_FOUND' }),
    });
    vi.stubGlobal('fetch', vi.fn(routes.fetchStub));
    expect(await destination(new QueryClient(), 77)).toBe('/welcome');
    expect(getSelectedCompany()).toBeNull();
  });
});
