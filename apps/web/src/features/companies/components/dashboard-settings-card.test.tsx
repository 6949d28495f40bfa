import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { makeCompany } from '../../../test/companies.ts';
import { json } from '../../../test/http.ts';
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
