import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CompanySourcesCard } from './company-sources-card.tsx';
import { json } from '../../../test/http.ts';

/** A catalogue source as an English reader gets it: its Spanish name, and the English one shown. */
const source = (id: number, name: string, icon: string, enable = true, offered = enable) => ({
  id,
  code: null,
  name: `ES ${name}`,
  name_en: name,
  display_name: name,
  description: null,
  cause: null,
  limits: null,
  risk: null,
  opportunities: null,
  icon,
  enable,
  offered,
  type_id: null,
  categories: [1],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

const CATALOGUE = [
  source(1, 'Stationary combustion', 'IconFlame'),
  source(2, 'Purchased electricity', 'IconBolt'),
  source(3, 'Business travel', 'IconPlane'),
  source(4, 'Retired source', 'IconTrash', false),
  source(5, 'Purchased goods', 'IconShoppingCart', true, false),
];

type TRoute = (url: string, init: RequestInit) => Response | undefined;

/** Answers the catalogue and the company's sources; `post` answers the save. */
function stubApi(used: { id: number; name: string; icon: string }[], post?: TRoute) {
  const fetchStub = vi.fn(async (url: string, init: RequestInit) => {
    if (init.method === 'POST' && post) return post(url, init) ?? json(500, {});
    if (url.startsWith('/api/sources')) {
      return json(200, { data: CATALOGUE, meta: { total: CATALOGUE.length, page: 1, per_page: 100 } });
    }
    if (url === '/api/companies/10/sources') return json(200, { data: used });
    return json(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

const posts = (fetchStub: ReturnType<typeof vi.fn>) =>
  fetchStub.mock.calls.filter(([, init]) => (init as RequestInit).method === 'POST');

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('en');
  await loadNamespaces('company-sources');
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => notifications.clean());
});

describe('company emission-source categories', () => {
  it('lets an administrator choose among the enabled categories and saves the set', async () => {
    const onSaved = vi.fn();
    const fetchStub = stubApi([{ id: 1, name: 'Stationary combustion', icon: 'IconFlame' }], (_url, init) => {
      const { sources } = JSON.parse(String(init.body)) as { sources: number[] };
      return json(200, {
        data: CATALOGUE.filter((s) => sources.includes(s.id)).map(({ id, display_name, icon }) => ({
          id,
          name: display_name,
          icon,
        })),
      });
    });
    renderWithProviders(
      <CompanySourcesCard companyId={10} usage={{ limit: 5, used: 1 }} onSaved={onSaved} />,
    );
    const card = screen.getByRole('region', { name: 'Emission-source categories' });
    const combustion = await within(card).findByRole('checkbox', { name: 'Stationary combustion' });
    expect(combustion).toBeChecked();
    // A category the catalogue retired is not offered to a company that does not use it.
    expect(within(card).queryByRole('checkbox', { name: 'Retired source' })).toBeNull();
    // Enabled but without an emission factor: not offered, it would lead nowhere.
    expect(within(card).queryByRole('checkbox', { name: 'Purchased goods' })).toBeNull();
    expect(within(card).getByText('Your plan allows 5 categories')).toBeVisible();
    expect(within(card).getByText('1 of 5 categories chosen.')).toBeVisible();

    const user = userEvent.setup();
    await user.click(within(card).getByRole('checkbox', { name: 'Purchased electricity' }));
    expect(within(card).getByText('2 of 5 categories chosen.')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Save categories' }));
    expect(await screen.findByText("We saved the company's 2 categories.")).toBeVisible();
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/companies/10/sources',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ sources: [1, 2] }) }),
    );
    expect(onSaved).toHaveBeenCalled();
  });

  it('cannot save with no category, and the button says why', async () => {
    const fetchStub = stubApi([{ id: 1, name: 'Stationary combustion', icon: 'IconFlame' }]);
    renderWithProviders(<CompanySourcesCard companyId={10} usage={{ limit: 5, used: 1 }} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Stationary combustion' }));
    const save = screen.getByRole('button', { name: 'Save categories' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAccessibleDescription('Choose at least one category to save.');
    await user.click(save);
    expect(posts(fetchStub)).toHaveLength(0);
  });

  it('a company with no category yet shows the rule as a hint, and as an error only once touched', async () => {
    stubApi([]);
    renderWithProviders(<CompanySourcesCard companyId={10} usage={{ limit: 5, used: 0 }} />);
    const save = await screen.findByRole('button', { name: 'Save categories' });
    const hint = screen.getByText('Choose at least one category to save.');
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(hint.getAttribute('style') ?? '').not.toContain('--mantine-color-error');
    const user = userEvent.setup();
    await user.click(save);
    expect(hint.getAttribute('style')).toContain('--mantine-color-error');
  });

  it('an emptied choice is an error at once', async () => {
    stubApi([{ id: 1, name: 'Stationary combustion', icon: 'IconFlame' }]);
    renderWithProviders(<CompanySourcesCard companyId={10} usage={{ limit: 5, used: 1 }} />);
    await userEvent.setup().click(await screen.findByRole('checkbox', { name: 'Stationary combustion' }));
    expect(screen.getByText('Choose at least one category to save.').getAttribute('style')).toContain(
      '--mantine-color-error',
    );
  });

  it("says in words why the server refused the set: a category in use, the plan's limit", async () => {
    const inUse =
      'The category “Stationary combustion” is in use in 1 emission source of the company: Boiler.';
    const overPlan =
      'The Free trial plan allows 2 emission-source categories; you chose 3. Remove some or change plans.';
    let answer = 0;
    stubApi([{ id: 1, name: 'Stationary combustion', icon: 'IconFlame' }], () => {
      answer += 1;
      return json(409, { message: answer === 1 ? inUse : overPlan, code: 'CONFLICT' });
    });
    renderWithProviders(<CompanySourcesCard companyId={10} usage={{ limit: 2, used: 1 }} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Stationary combustion' }));
    await user.click(screen.getByRole('checkbox', { name: 'Purchased electricity' }));
    await user.click(screen.getByRole('button', { name: 'Save categories' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(inUse);

    await user.click(screen.getByRole('checkbox', { name: 'Stationary combustion' }));
    await user.click(screen.getByRole('checkbox', { name: 'Business travel' }));
    expect(
      screen.getByText('You chose 3 categories; your plan allows 2. Remove some or change plans.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save categories' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(overPlan));
    // Said once, in the card: no toast repeats it.
    expect(screen.getAllByText(overPlan)).toHaveLength(1);
    // The choice stays as it was.
    expect(screen.getByRole('checkbox', { name: 'Business travel' })).toBeChecked();
  });

  it('shows a member the categories in use, with nothing to change', async () => {
    const fetchStub = stubApi([
      { id: 1, name: 'Stationary combustion', icon: 'IconFlame' },
      { id: 2, name: 'Purchased electricity', icon: 'IconBolt' },
    ]);
    renderWithProviders(<CompanySourcesCard companyId={10} readOnly usage={{ limit: 5, used: 2 }} />);
    const list = await screen.findByRole('list', { name: 'Categories the company uses' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Stationary combustion', 'Purchased electricity']);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save categories' })).toBeNull();
    // A member never loads the catalogue to choose from.
    expect(fetchStub.mock.calls.some(([url]) => String(url).startsWith('/api/sources'))).toBe(false);
  });
});
