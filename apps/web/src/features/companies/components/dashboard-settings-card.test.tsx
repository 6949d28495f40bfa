import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { makeCompany } from '../../../test/companies.ts';
import { namedInEnglish } from '../../../test/catalogue.ts';
import { json, routeFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DashboardSettingsCard } from './dashboard-settings-card.tsx';

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('en');
  await loadNamespaces('companies');
});

afterEach(() => vi.unstubAllGlobals());

describe('dashboard settings card', () => {
  it('saves the composition-chart switch and shows what the server kept', async () => {
    let stored = false;
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
      if (method === 'PUT' && url.endsWith('/api/companies/10/settings')) {
        const body = input instanceof Request ? await input.text() : String(init?.body);
        stored = (JSON.parse(body) as { show_composition_chart: boolean }).show_composition_chart;
      }
      return json(200, makeCompany({ show_composition_chart: stored }));
    });
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<DashboardSettingsCard companyId={10} />);
    const card = screen.getByRole('region', { name: 'Dashboard' });
    const toggle = within(card).getByRole('switch', { name: /composition by gas/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(stored).toBe(true));
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('offers the sectors by the name the reader reads and saves the one chosen', async () => {
    let saved: unknown;
    const routes = routeFetch({
      'GET /api/companies/10': () => json(200, makeCompany()),
      'GET /api/sectors': () =>
        json(200, {
          data: [
            namedInEnglish(6, 'Manufactura', 'Manufacturing'),
            namedInEnglish(7, 'Servicios', 'Services'),
          ],
          meta: { total: 2, page: 1, per_page: 100 },
        }),
      'PUT /api/companies/10/settings': (_url, init) => {
        saved = JSON.parse(String(init.body));
        return json(200, makeCompany({ sector: { id: 7, name: 'Services' } }));
      },
    });
    vi.stubGlobal('fetch', vi.fn(routes.fetchStub));
    renderWithProviders(<DashboardSettingsCard companyId={10} />);
    const sector = within(screen.getByRole('region', { name: 'Dashboard' })).getByRole('combobox', {
      name: /^Sector/,
    });
    await waitFor(() => expect(sector).toBeEnabled());
    const user = userEvent.setup();
    await user.click(sector);
    expect(await screen.findByRole('option', { name: 'Manufacturing', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Manufactura', hidden: true })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Services', hidden: true }));
    await waitFor(() => expect(saved).toEqual({ sector_id: 7 }));
    await waitFor(() => expect(sector).toHaveValue('Services'));
  });

  it('shows a member the setting without letting them change it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, makeCompany({ show_composition_chart: true, role: 'member' }))),
    );
    renderWithProviders(<DashboardSettingsCard companyId={10} readOnly />);
    const toggle = within(screen.getByRole('region', { name: 'Dashboard' })).getByRole('switch');
    await waitFor(() => expect(toggle).toBeChecked());
    expect(toggle).toBeDisabled();
  });
});
