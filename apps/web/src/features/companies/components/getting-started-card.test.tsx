import type { TCompany } from '@huella/shared';
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { removeStorage, STORAGE_KEYS } from '../../../lib/storage.ts';
import { makeCompany, makeLimits } from '../../../test/companies.ts';
import { renderWithRouter } from '../../../test/router.tsx';
import { GettingStartedCard, startSteps } from './getting-started-card.tsx';

/** A new company: nothing set up yet but its first member. */
const company = (overrides: Partial<TCompany> = {}): TCompany =>
  makeCompany({ name: 'Andina Verde SAS', current_limits: makeLimits({ num_users: 1 }), ...overrides });

/** The card on the settings screen, inside a router (its later steps link to other screens). */
const renderAtSettings = (ui: ReactNode) => renderWithRouter(ui, { at: '/settings' });

beforeAll(async () => {
  await i18nReady;
  await loadNamespaces('companies');
});

afterEach(() => removeStorage(STORAGE_KEYS.gettingStartedHidden));

describe('guided start', () => {
  it('ticks each step from the company data: a logo; a category; a headquarter; someone else in the team or invited; an emission source; an activity, which makes the footprint', () => {
    const alone = { members: 1, invitations: 0 };
    expect(startSteps(company(), alone).map((s) => [s.key, s.done, s.target])).toEqual([
      ['companyData', false, { id: 'company-data' }],
      ['sources', false, { id: 'company-sources' }],
      ['headquarters', false, { id: 'stakeholders' }],
      ['team', false, { id: 'invite-email' }],
      [
        'emissionSources',
        false,
        { links: [{ action: 'action', link: { to: '/emission-sources/$id', params: { id: '0' } } }] },
      ],
      [
        'activity',
        false,
        {
          links: [
            { action: 'action', link: { to: '/emission-activities/$id', params: { id: '0' } } },
            { action: 'import', link: { to: '/emission-activities' } },
          ],
        },
      ],
      ['footprint', false, { links: [{ action: 'action', link: { to: '/dashboard' } }] }],
    ]);
    const using = (used: Parameters<typeof makeLimits>[0]) =>
      company({ current_limits: makeLimits({ num_users: 1, ...used }) });
    const done = (steps: ReturnType<typeof startSteps>) => steps.map((s) => s.done);
    expect(startSteps(company({ logo: '/api/files/logos/a.png' }), alone)[0]!.done).toBe(true);
    expect(done(startSteps(using({ sources: 1 }), alone))).toEqual([
      false,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(done(startSteps(using({ entities: 2 }), alone))).toEqual([
      false,
      false,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(startSteps(company(), { members: 2, invitations: 0 })[3]!.done).toBe(true);
    expect(startSteps(company(), { members: 1, invitations: 1 })[3]!.done).toBe(true);
    expect(done(startSteps(using({ emission_sources: 1 }), alone))).toEqual([
      false,
      false,
      false,
      false,
      true,
      false,
      false,
    ]);
    expect(done(startSteps(using({ emission_activities: 1 }), alone))).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it('lists what to set up first, in order, and leads to where each step is done', async () => {
    await changeLanguage('en');
    renderAtSettings(
      <>
        <GettingStartedCard company={company()} team={{ members: 1, invitations: 0 }} />
        <input id="invite-email" aria-label="Invite e-mail" />
        <section id="company-sources" tabIndex={-1} aria-label="Categories card" />
        <section id="stakeholders" tabIndex={-1} aria-label="Stakeholders card" />
      </>,
    );
    const card = await screen.findByRole('region', { name: /First steps/ });
    expect(within(card).getByText('0 of 7')).toBeVisible();
    expect(
      within(card).getByText('Get Andina Verde SAS ready to measure its carbon footprint, in this order.'),
    ).toBeVisible();
    const steps = within(within(card).getByRole('list', { name: 'Steps to get started' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      "Complete the company's data · to do",
      'Choose the emission-source categories · to do',
      'Create a headquarter · to do',
      'Invite your team · to do',
      'Add an emission source · to do',
      'Record a first activity · to do',
      'See your footprint · to do',
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
    renderAtSettings(
      <GettingStartedCard
        company={company({ logo: '/api/files/logos/a.png' })}
        team={{ members: 1, invitations: 0 }}
      />,
    );
    const card = await screen.findByRole('region', { name: /Primeros pasos/ });
    expect(within(card).getByText('1 de 7')).toBeVisible();
    expect(within(card).getByText(/Completa los datos de la empresa/)).toHaveTextContent('· hecho');
    expect(within(card).queryByRole('button', { name: 'Subir el logo' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Invitar a alguien' })).toBeVisible();
  });

  it('says first that nothing can be added while the company has no plan, in either language', async () => {
    const team = { members: 1, invitations: 0 };
    const { unmount } = renderAtSettings(<GettingStartedCard company={company()} team={team} />);
    await screen.findByRole('region');
    expect(screen.queryByText(/has no plan/)).toBeNull();
    unmount();
    await changeLanguage('en');
    const { unmount: again } = renderAtSettings(
      <GettingStartedCard company={company({ current_plan: null })} team={team} />,
    );
    expect(await screen.findByRole('region', { name: /First steps/ })).toHaveTextContent(
      'The company has no plan: its free trial has ended, or it had none. Until one is chosen, no categories, headquarters, people, emission sources or activities can be added.',
    );
    again();
    await changeLanguage('es');
    renderAtSettings(<GettingStartedCard company={company({ current_plan: null })} team={team} />);
    expect(await screen.findByRole('region', { name: /Primeros pasos/ })).toHaveTextContent(
      'La empresa no tiene un plan: su prueba gratuita terminó o no la tuvo.',
    );
  });

  it('leaves once every step is done, and waits until the team is known', async () => {
    await changeLanguage('en');
    const ready = company({
      logo: '/l.png',
      current_limits: makeLimits({ sources: 2, entities: 1, emission_sources: 1, emission_activities: 3 }),
    });
    const { unmount } = renderAtSettings(
      <>
        <p>Settings</p>
        <GettingStartedCard company={ready} team={{ members: 3, invitations: 0 }} />
      </>,
    );
    await screen.findByText('Settings');
    expect(screen.queryByRole('region')).toBeNull();
    unmount();
    renderAtSettings(
      <>
        <p>Settings</p>
        <GettingStartedCard company={company()} team={undefined} />
      </>,
    );
    await screen.findByText('Settings');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('leads to the emission-source form, then to the activity form or the import, then to the footprint', async () => {
    await changeLanguage('en');
    const team = { members: 2, invitations: 0 };
    const user = userEvent.setup();
    const { unmount } = renderAtSettings(<GettingStartedCard company={company()} team={team} />);
    const card = await screen.findByRole('region', { name: /First steps/ });
    // The footprint is not there yet: nothing leads to an empty dashboard.
    expect(within(card).queryByRole('link', { name: 'See the footprint' })).toBeNull();
    await user.click(within(card).getByRole('link', { name: 'Add an emission source' }));
    expect(await screen.findByTestId('landmark')).toHaveTextContent('/emission-sources/$id');
    unmount();

    const withSource = company({ current_limits: makeLimits({ num_users: 1, emission_sources: 1 }) });
    const second = renderAtSettings(<GettingStartedCard company={withSource} team={team} />);
    const next = await screen.findByRole('region', { name: /First steps/ });
    expect(within(next).getByText(/^Add an emission source/)).toHaveTextContent('· done');
    expect(within(next).queryByRole('link', { name: 'Add an emission source' })).toBeNull();
    expect(within(next).getByRole('link', { name: 'Import a year' })).toHaveAttribute(
      'href',
      '/emission-activities',
    );
    await user.click(within(next).getByRole('link', { name: 'Record an activity' }));
    expect(await screen.findByTestId('landmark')).toHaveTextContent('/emission-activities/$id');
    expect(second.router.state.location.pathname).toBe('/emission-activities/0');
    second.unmount();

    const withActivity = company({
      current_limits: makeLimits({ num_users: 1, emission_sources: 1, emission_activities: 1 }),
    });
    const third = renderAtSettings(<GettingStartedCard company={withActivity} team={team} />);
    const last = await screen.findByRole('region', { name: /First steps/ });
    expect(within(last).getByText(/^Record a first activity/)).toHaveTextContent('· done');
    expect(within(last).getByText(/^See your footprint/)).toHaveTextContent('· done');
    expect(within(last).queryByRole('link', { name: 'Record an activity' })).toBeNull();
    await user.click(within(last).getByRole('link', { name: 'See the footprint' }));
    expect(await screen.findByTestId('landmark')).toHaveTextContent('/dashboard');
    expect(third.router.state.location.pathname).toBe('/dashboard');
  });

  it('can be hidden, and stays hidden for that company', async () => {
    await changeLanguage('en');
    const { unmount } = renderAtSettings(
      <GettingStartedCard company={company()} team={{ members: 1, invitations: 0 }} />,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Hide the first steps' }));
    expect(screen.queryByRole('region')).toBeNull();
    unmount();
    const again = renderAtSettings(
      <>
        <p>Settings</p>
        <GettingStartedCard company={company()} team={{ members: 1, invitations: 0 }} />
      </>,
    );
    await screen.findByText('Settings');
    expect(screen.queryByRole('region')).toBeNull();
    again.unmount();
    renderAtSettings(
      <GettingStartedCard company={company({ id: 11 })} team={{ members: 1, invitations: 0 }} />,
    );
    expect(await screen.findByRole('region', { name: /First steps/ })).toBeVisible();
  });
});
