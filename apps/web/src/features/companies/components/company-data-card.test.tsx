import type { TCompany } from '@huella/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CompanyDataCard } from './company-data-card.tsx';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const usage = { limit: 3, used: 0 };
const company: TCompany = {
  id: 10,
  name: 'Andina Verde SAS',
  logo: null,
  nit: '900123456',
  address: 'Carrera 7 # 71-21, Bogotá',
  phone: '6015551234',
  email: 'info@andina.co',
  website: null,
  plan_id: null,
  trial_ends_at: null,
  role: 'member',
  current_plan: {
    id: 1,
    code: 'TRIAL',
    name: 'Prueba gratuita',
    description: null,
    price: 0,
    interval_unit: 'DAY',
    trial: true,
    limit_plan: {
      group: 'SMALL',
      entities: 3,
      num_users: 3,
      sources: 5,
      emission_sources: 10,
      emission_activities: 500,
      emission_indicators: 50,
      informs: 1,
      analysis_tools: true,
      general_support: false,
      reductions_module: true,
    },
  },
  current_limits: {
    entities: usage,
    num_users: usage,
    sources: usage,
    emission_sources: usage,
    emission_activities: usage,
    emission_indicators: usage,
    informs: usage,
  },
  subscription: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('en');
  await loadNamespaces('companies');
});

afterEach(() => vi.unstubAllGlobals());

describe('company data card', () => {
  it('shows a member the data as text, with nothing to change', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, company)),
    );
    renderWithProviders(<CompanyDataCard companyId={10} readOnly />);
    const card = screen.getByRole('region', { name: 'Company data' });
    expect(await within(card).findByText('Carrera 7 # 71-21, Bogotá')).toBeVisible();
    expect(within(card).getByText('900123456')).toBeVisible();
    expect(within(card).getByText('No logo')).toBeVisible();
    expect(within(card).queryByRole('textbox')).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('gives an administrator the form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, company)),
    );
    renderWithProviders(<CompanyDataCard companyId={10} />);
    const card = screen.getByRole('region', { name: 'Company data' });
    expect(await within(card).findByDisplayValue('Carrera 7 # 71-21, Bogotá')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Save' })).toBeVisible();
  });
});
