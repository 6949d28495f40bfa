import type { TCompany } from '@huella/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { removeStorage, STORAGE_KEYS } from '../../../lib/storage.ts';
import { makeCompany, makeLimits } from '../../../test/companies.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { GettingStartedCard, startSteps } from './getting-started-card.tsx';

/** A new company: nothing set up yet but its first member. */
const company = (overrides: Partial<TCompany> = {}): TCompany =>
  makeCompany({ name: 'Andina Verde SAS', current_limits: makeLimits({ num_users: 1 }), ...overrides });

beforeAll(async () => {
  await i18nReady;
  await loadNamespaces('companies');
});

afterEach(() => removeStorage(STORAGE_KEYS.gettingStartedHidden));

describe('guided start', () => {
  it('ticks each step from the company data: a logo; a category; a headquarter; someone else in the team or invited', () => {
    const alone = { members: 1, invitations: 0 };
    expect(startSteps(company(), alone).map((s) => [s.key, s.done, s.target])).toEqual([
      ['companyData', false, 'company-data'],
      ['sources', false, 'company-sources'],
      ['headquarters', false, 'stakeholders'],
      ['team', false, 'invite-email'],
    ]);
    const base = company().current_limits;
    const using = (sources: number, entities: number) =>
      company({
        current_limits: {
          ...base,
          sources: { ...base.sources, used: sources },
          entities: { ...base.entities, used: entities },
        },
      });
    expect(startSteps(company({ logo: '/api/files/logos/a.png' }), alone)[0]!.done).toBe(true);
    expect(startSteps(using(1, 0), alone).map((s) => s.done)).toEqual([false, true, false, false]);
    expect(startSteps(using(0, 2), alone).map((s) => s.done)).toEqual([false, false, true, false]);
    expect(startSteps(company(), { members: 2, invitations: 0 })[3]!.done).toBe(true);
    expect(startSteps(company(), { members: 1, invitations: 1 })[3]!.done).toBe(true);
  });

  it('lists what to set up first, in order, and leads to where each step is done', async () => {
    await changeLanguage('en');
    renderWithProviders(
      <>
        <GettingStartedCard company={company()} team={{ members: 1, invitations: 0 }} />
        <input id="invite-email" aria-label="Invite e-mail" />
        <section id="company-sources" tabIndex={-1} aria-label="Categories card" />
        <section id="stakeholders" tabIndex={-1} aria-label="Stakeholders card" />
      </>,
    );
    const card = screen.getByRole('region', { name: /First steps/ });
    expect(within(card).getByText('0 of 4')).toBeVisible();
    expect(
      within(card).getByText('Get Andina Verde SAS ready to measure its carbon footprint, in this order.'),
    ).toBeVisible();
    const steps = within(within(card).getByRole('list', { name: 'Steps to get started' })).getAllByRole(
      'listitem',
    );
    expect(
      steps.map((step) => within(step).getByText(/^(Complete|Choose the|Create|Invite your)/).textContent),
    ).toEqual([
      "Complete the company's data · to do",
      'Choose the emission-source categories · to do',
      'Create a headquarter · to do',
      'Invite your team · to do',
    ]);
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Choose categories' }));
    expect(screen.getByRole('region', { name: 'Categories card' })).toHaveFocus();
    await user.click(within(card).getByRole('button', { name: 'Add a headquarter' }));
    expect(screen.getByRole('region', { name: 'Stakeholders card' })).toHaveFocus();
    await user.click(within(card).getByRole('button', { name: 'Invite someone' }));
    expect(screen.getByLabelText('Invite e-mail')).toHaveFocus();
  });

  it('shows a done step as done, in Spanish', async () => {
    await changeLanguage('es');
    renderWithProviders(
      <GettingStartedCard
        company={company({ logo: '/api/files/logos/a.png' })}
        team={{ members: 1, invitations: 0 }}
      />,
    );
    const card = screen.getByRole('region', { name: /Primeros pasos/ });
    expect(within(card).getByText('1 de 4')).toBeVisible();
    expect(within(card).getByText(/Completa los datos de la empresa/)).toHaveTextContent('· hecho');
    expect(within(card).queryByRole('button', { name: 'Subir el logo' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Invitar a alguien' })).toBeVisible();
  });

  it('says first that nothing can be added while the company has no plan, in either language', async () => {
    const team = { members: 1, invitations: 0 };
    const { unmount } = renderWithProviders(<GettingStartedCard company={company()} team={team} />);
    expect(screen.queryByText(/has no plan/)).toBeNull();
    unmount();
    await changeLanguage('en');
    const { unmount: again } = renderWithProviders(
      <GettingStartedCard company={company({ current_plan: null })} team={team} />,
    );
    expect(screen.getByRole('region', { name: /First steps/ })).toHaveTextContent(
      'The company has no plan: its free trial has ended, or it had none. Until one is chosen, no categories, headquarters or people can be added.',
    );
    again();
    await changeLanguage('es');
    renderWithProviders(<GettingStartedCard company={company({ current_plan: null })} team={team} />);
    expect(screen.getByRole('region', { name: /Primeros pasos/ })).toHaveTextContent(
      'La empresa no tiene un plan: su prueba gratuita terminó o no la tuvo.',
    );
  });

  it('leaves once every step is done, and waits until the team is known', async () => {
    await changeLanguage('en');
    const base = company().current_limits;
    const ready = company({
      logo: '/l.png',
      current_limits: { ...base, sources: { limit: 5, used: 2 }, entities: { limit: 3, used: 1 } },
    });
    const { rerender } = renderWithProviders(
      <GettingStartedCard company={ready} team={{ members: 3, invitations: 0 }} />,
    );
    expect(screen.queryByRole('region')).toBeNull();
    rerender(<GettingStartedCard company={company()} team={undefined} />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('can be hidden, and stays hidden for that company', async () => {
    await changeLanguage('en');
    const { unmount } = renderWithProviders(
      <GettingStartedCard company={company()} team={{ members: 1, invitations: 0 }} />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Hide the first steps' }));
    expect(screen.queryByRole('region')).toBeNull();
    unmount();
    renderWithProviders(<GettingStartedCard company={company()} team={{ members: 1, invitations: 0 }} />);
    expect(screen.queryByRole('region')).toBeNull();
    renderWithProviders(
      <GettingStartedCard company={company({ id: 11 })} team={{ members: 1, invitations: 0 }} />,
    );
    expect(screen.getByRole('region', { name: /First steps/ })).toBeVisible();
  });
});
