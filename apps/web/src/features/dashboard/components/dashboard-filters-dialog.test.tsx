import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readDashboardFilters, resetDashboardFilters } from '../../../lib/dashboard-filters-storage.ts';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { json, routeFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { defaultDashboardFilters, today } from '../dashboard-filters.ts';
import { useDashboardFilters } from '../use-dashboard-filters.ts';
import { DashboardFilters } from './dashboard-filters-dialog.tsx';

const SOURCES = [
  { id: 3, name: 'Stationary combustion', icon: 'IconFlame' },
  { id: 5, name: 'Electricity', icon: 'IconBolt' },
];

/** What a dashboard does with its filters: reads the kept ones, shows them, applies the dialog's. */
function Harness({ mode = 'all' as const }: { mode?: 'all' }) {
  const { filters, defaults, sources, apply } = useDashboardFilters(10);
  if (!filters || !defaults) return <p>waiting</p>;
  return (
    <>
      <output data-testid="kept">{JSON.stringify(filters)}</output>
      <DashboardFilters
        companyId={10}
        mode={mode}
        value={filters}
        defaults={defaults}
        sources={sources}
        onApply={apply}
      />
    </>
  );
}

const kept = () => JSON.parse(screen.getByTestId('kept').textContent ?? 'null') as Record<string, unknown>;

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('en');
  await loadNamespaces('dashboard', 'catalogue');
});

beforeEach(() => {
  const routes = routeFetch({
    'GET /api/companies/10/sources': () => json(200, { data: SOURCES }),
    'GET /api/stakeholders': () => json(200, []),
  });
  vi.stubGlobal('fetch', vi.fn(routes.fetchStub));
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetDashboardFilters(10);
});

async function openDialog() {
  await userEvent.setup().click(await screen.findByRole('button', { name: /^Filters/ }));
  return screen.findByRole('dialog', { name: 'Dashboard filters' });
}

describe('dashboard filters', () => {
  it('start on the last three years to today, by year, with every source, and count nothing', async () => {
    renderWithProviders(<Harness />);
    await screen.findByTestId('kept');
    expect(kept()).toEqual(defaultDashboardFilters([3, 5], today()));
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    const dialog = await openDialog();
    expect(within(dialog).getByRole('combobox', { name: 'Period type' })).toHaveValue('By years');
    expect(within(dialog).getByText(/^Chosen period: /)).toBeInTheDocument();
  });

  it('refuse to apply without a source, saying so, and keep the dialog open', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const dialog = await openDialog();
    // A chosen source is left out by choosing it again.
    await user.click(within(dialog).getByRole('combobox', { name: 'Emission-source categories' }));
    await user.click(await screen.findByRole('option', { name: 'Stationary combustion', hidden: true }));
    await user.click(await screen.findByRole('option', { name: 'Electricity', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(
      await within(dialog).findByText('Choose at least one emission-source category.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(readDashboardFilters(10)).toBeNull();
  });

  it('keep one source and a standard between visits, counted on the button, until the company is entered again', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<Harness />);
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('combobox', { name: 'Emission-source categories' }));
    await user.click(await screen.findByRole('option', { name: 'Stationary combustion', hidden: true }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'GHG Protocol' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(kept()).toMatchObject({ sources: [5], standards: [2] });
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveTextContent('2');
    expect(screen.getByLabelText('2 active filters')).toBeInTheDocument();

    // Another visit (a reload) finds them.
    first.unmount();
    renderWithProviders(<Harness />);
    await screen.findByTestId('kept');
    expect(kept()).toMatchObject({ sources: [5], standards: [2] });

    // Entering the company again starts over.
    act(() => resetDashboardFilters(10));
    await waitFor(() => expect(kept()).toEqual(defaultDashboardFilters([3, 5], today())));
  });

  it('choose a custom period, refusing an end before its start, and reset to the defaults', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('combobox', { name: 'Period type' }));
    await user.click(await screen.findByRole('option', { name: 'Custom', hidden: true }));
    const from = within(dialog).getByRole('textbox', { name: 'From' });
    const to = within(dialog).getByRole('textbox', { name: 'To' });
    await user.clear(from);
    await user.type(from, '2025-03-10');
    await user.clear(to);
    await user.type(to, '2025-03-01');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(
      await within(dialog).findByText('The end date must be on or after the start date.'),
    ).toBeInTheDocument();
    await user.clear(to);
    await user.type(to, '2025-03-31');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(kept()).toMatchObject({ date_group: 'CUSTOM', date_from: '2025-03-10', date_to: '2025-03-31' });

    const again = await openDialog();
    await user.click(within(again).getByRole('button', { name: 'Reset' }));
    await user.click(within(again).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(kept()).toEqual(defaultDashboardFilters([3, 5], today())));
  });
});
