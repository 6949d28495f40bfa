import type { TClosedPeriod } from '@huella/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { json, routeFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ClosedPeriodsCard } from './closed-periods-card.tsx';

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('en');
  await loadNamespaces('companies', 'common');
});

afterEach(() => vi.unstubAllGlobals());

const CLOSED_2024: TClosedPeriod = {
  id: 4,
  date_from: '2024-01-01',
  date_to: '2024-12-31',
  closed_at: '2025-03-10T12:00:00.000Z',
  closed_by: 'Ana Gómez',
  holds: [
    {
      event_id: 9,
      kind: 'gas.pc_changed',
      activities: 12,
      stored: 1.5,
      fresh: 1.75,
      created_at: '2025-04-01T00:00:00.000Z',
    },
  ],
};

describe('closed periods card', () => {
  it('lists what is closed with what a catalogue change would have made of it, closes a period and reopens one after asking', async () => {
    let periods: TClosedPeriod[] = [CLOSED_2024];
    const sent: unknown[] = [];
    const routes = routeFetch({
      'GET /api/companies/10/closed-periods': () => json(200, periods),
      'POST /api/companies/10/closed-periods': async (_url, init) => {
        const body = JSON.parse(String(init.body)) as { date_from: string; date_to: string };
        sent.push(body);
        const created = { ...CLOSED_2024, id: 5, ...body, holds: [] };
        periods = [...periods, created];
        return json(201, created);
      },
      'DELETE /api/companies/10/closed-periods/4': () => {
        periods = periods.filter((period) => period.id !== 4);
        return new Response(null, { status: 204 });
      },
    });
    vi.stubGlobal('fetch', vi.fn(routes.fetchStub));
    const user = userEvent.setup();
    renderWithProviders(<ClosedPeriodsCard companyId={10} />);
    const card = screen.getByRole('region', { name: 'Closed periods' });
    const row = await within(card).findByRole('row', { name: /Jan 1, 2024 – Dec 31, 2024/ });
    expect(row).toHaveTextContent('On Mar 10, 2025 by Ana Gómez');
    expect(row).toHaveTextContent('12 activities: 1.5 tCO2e reported; now they would be 1.75 tCO2e');

    const from = within(card).getByRole('textbox', { name: /From/ });
    const to = within(card).getByRole('textbox', { name: /To/ });
    await user.clear(from);
    await user.type(from, '01/01/2025');
    await user.clear(to);
    await user.type(to, '12/31/2024');
    await user.click(within(card).getByRole('button', { name: 'Close the period' }));
    expect(
      await within(card).findByText('The end date must be on or after the start date.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(to);
    await user.type(to, '06/30/2025');
    await user.click(within(card).getByRole('button', { name: 'Close the period' }));
    await waitFor(() => expect(sent).toEqual([{ date_from: '2025-01-01', date_to: '2025-06-30' }]));
    expect(await within(card).findByRole('row', { name: /Jan 1, 2025 – Jun 30, 2025/ })).toBeInTheDocument();

    await user.click(
      within(row).getByRole('button', { name: 'Reopen the period Jan 1, 2024 – Dec 31, 2024' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Reopen the period Jan 1, 2024 – Dec 31, 2024?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reopen the period' }));
    await waitFor(() => expect(routes.calls).toContain('DELETE /api/companies/10/closed-periods/4'));
    await waitFor(() =>
      expect(within(card).queryByRole('row', { name: /Jan 1, 2024 – Dec 31, 2024/ })).toBeNull(),
    );
  });
});
