import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { makeCompany, makeLimits } from '../../../test/companies.ts';
import { json } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CompanyDataCard } from './company-data-card.tsx';

const company = makeCompany({
  name: 'Andina Verde SAS',
  role: 'member',
  current_limits: makeLimits(),
});

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
