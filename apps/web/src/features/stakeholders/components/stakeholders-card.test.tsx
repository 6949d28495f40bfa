import type { TStakeholderType } from '@huella/shared';
import { foldForSearch } from '@huella/shared/lists';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { StakeholdersCard } from './stakeholders-card.tsx';
import { json } from '../../../test/http.ts';

type TRow = { id: number; name: string; description: string | null };

/** A company's stakeholders kept in memory and served as the API does. */
function stubApi(initial: Partial<Record<TStakeholderType, TRow[]>>) {
  const store: Record<string, TRow[]> = {
    HEADQUARTERS: [],
    CLIENTS: [],
    PROVIDERS: [],
    PROJECTS: [],
    ...initial,
  };
  let nextId = 100;
  const fetchStub = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    if (method === 'GET' && url.startsWith('/api/stakeholders/list?')) {
      // A page of the type, by name, searched by name and description as the API does.
      const params = new URL(url, 'http://x').searchParams;
      const type = params.get('type')!;
      const page = Number(params.get('page') ?? 1);
      const perPage = Number(params.get('per_page') ?? 10);
      const wanted = foldForSearch(params.get('search')?.trim() ?? '');
      const found = store[type]!.filter(
        (row) =>
          foldForSearch(row.name).includes(wanted) || foldForSearch(row.description ?? '').includes(wanted),
      ).sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
      return json(200, {
        data: found.slice((page - 1) * perPage, page * perPage).map((row) => ({
          ...row,
          company_id: 10,
          type,
          created_at: '2026-01-01T00:00:00.000Z',
          updated_at: '2026-01-01T00:00:00.000Z',
        })),
        meta: { total: found.length, page, per_page: perPage },
      });
    }
    if (method === 'POST' && url === '/api/stakeholders') {
      const row = {
        id: nextId++,
        name: String(body.name),
        description: (body.description as string) ?? null,
      };
      store[String(body.type)]!.push(row);
      return json(201, {
        ...row,
        company_id: 10,
        type: body.type,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      });
    }
    if (method === 'PUT') {
      const id = Number(/\/api\/stakeholders\/(\d+)/.exec(url)![1]);
      const row = store[String(body.type)]!.find((r) => r.id === id)!;
      Object.assign(row, { name: body.name, description: body.description ?? null });
      return json(200, {
        ...row,
        company_id: 10,
        type: body.type,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      });
    }
    if (method === 'GET' && url.startsWith('/api/stakeholders/dependents')) {
      return json(200, { removes: [], blocked: [] });
    }
    if (method === 'DELETE' && /\/api\/stakeholders\/\d+$/.test(url)) {
      const id = Number(/(\d+)$/.exec(url)![1]);
      store[String(body.type)] = store[String(body.type)]!.filter((r) => r.id !== id);
      return new Response(null, { status: 204 });
    }
    return json(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { fetchStub, store };
}

const calls = (fetchStub: ReturnType<typeof vi.fn>, method: string) =>
  fetchStub.mock.calls.filter(([, init]) => ((init as RequestInit | undefined)?.method ?? 'GET') === method);

beforeAll(async () => {
  // The description's autosizing text area listens for web fonts, which jsdom lacks.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
  await i18nReady;
  await changeLanguage('en');
  await loadNamespaces('stakeholders', 'catalogue');
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => notifications.clean());
});

describe('stakeholders card', () => {
  it('lists each type in its tab, and adds, edits and deletes a headquarter', async () => {
    const onChanged = vi.fn();
    const { fetchStub } = stubApi({
      HEADQUARTERS: [{ id: 1, name: 'Sede Bogotá', description: 'Oficina principal' }],
      CLIENTS: [{ id: 2, name: 'Cliente Uno', description: null }],
    });
    renderWithProviders(
      <StakeholdersCard companyId={10} headquartersUsage={{ limit: 3, used: 1 }} onChanged={onChanged} />,
    );
    const user = userEvent.setup();
    const headquarters = await screen.findByRole('region', { name: 'Headquarters' });
    expect(await within(headquarters).findByText('Sede Bogotá')).toBeVisible();
    expect(within(headquarters).getByText('Oficina principal')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Clients' }));
    const clients = await screen.findByRole('region', { name: 'Clients' });
    expect(await within(clients).findByText('Cliente Uno')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Headquarters' }));

    // Add: the name's rule is the shared one, said before anything is sent.
    await user.click(await screen.findByRole('button', { name: 'Add headquarter' }));
    const create = screen.getByRole('dialog', { name: 'New headquarter' });
    await user.type(within(create).getByRole('textbox', { name: /^Name/ }), 'AB');
    await user.click(within(create).getByRole('button', { name: 'Save' }));
    expect(await within(create).findByText(/at least 3/)).toBeVisible();
    expect(calls(fetchStub, 'POST')).toHaveLength(0);
    await user.type(within(create).getByRole('textbox', { name: /^Name/ }), 'C Norte');
    await user.click(within(create).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Headquarter “ABC Norte” created')).toBeVisible();
    expect(JSON.parse(String((calls(fetchStub, 'POST')[0]![1] as RequestInit).body))).toEqual({
      company_id: 10,
      type: 'HEADQUARTERS',
      name: 'ABC Norte',
      description: null,
    });
    const list = screen.getByRole('region', { name: 'Headquarters' });
    expect(await within(list).findByText('ABC Norte')).toBeVisible();
    expect(onChanged).toHaveBeenCalledTimes(1);

    // Edit.
    await user.click(within(list).getByRole('button', { name: 'Edit ABC Norte' }));
    const edit = screen.getByRole('dialog', { name: 'Edit “ABC Norte”' });
    const name = within(edit).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('ABC Norte');
    await user.clear(name);
    await user.type(name, 'Sede Norte');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(list).findByText('Sede Norte')).toBeVisible();
    expect(calls(fetchStub, 'PUT')[0]![0]).toBe('/api/stakeholders/100');

    // Delete, after a confirmation naming it.
    await user.click(within(list).getByRole('button', { name: 'Delete Sede Norte' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Sede Norte”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete “Sede Norte”' }));
    await waitFor(() => expect(within(list).queryByText('Sede Norte')).toBeNull());
    const deleted = calls(fetchStub, 'DELETE')[0]!;
    expect(deleted[0]).toBe('/api/stakeholders/100');
    expect(JSON.parse(String((deleted[1] as RequestInit).body))).toEqual({
      company_id: 10,
      type: 'HEADQUARTERS',
    });
  });

  it("disables Add headquarter at the plan's limit, saying why", async () => {
    stubApi({ HEADQUARTERS: [{ id: 1, name: 'Sede Bogotá', description: null }] });
    renderWithProviders(<StakeholdersCard companyId={10} headquartersUsage={{ limit: 1, used: 1 }} />);
    const add = await screen.findByRole('button', { name: 'Add headquarter' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription('Your plan allows 1 headquarters; you already have 1.');
  });

  it('lets a member read, search and export, with no control that changes data', async () => {
    const { fetchStub } = stubApi({
      HEADQUARTERS: [
        { id: 1, name: 'Sede Bogotá', description: null },
        { id: 2, name: 'Sede Cali', description: null },
      ],
    });
    renderWithProviders(<StakeholdersCard companyId={10} readOnly />);
    const list = await screen.findByRole('region', { name: 'Headquarters' });
    expect(await within(list).findByText('Sede Cali')).toBeVisible();
    expect(within(list).queryByRole('button', { name: /Add|Import|Delete|Edit/ })).toBeNull();
    expect(within(list).queryByRole('checkbox')).toBeNull();
    expect(within(list).getByRole('button', { name: 'Export' })).toBeVisible();

    const user = userEvent.setup();
    await user.type(within(list).getByRole('textbox', { name: 'Search' }), 'bogota');
    await waitFor(() => expect(within(list).queryByText('Sede Cali')).toBeNull());
    expect(within(list).getByText('Sede Bogotá')).toBeVisible();
    // The server searches (every page of the type): one call for the list, one for the search typed.
    expect(calls(fetchStub, 'GET').map(([url]) => String(url))).toEqual([
      '/api/stakeholders/list?type=HEADQUARTERS&page=1&per_page=10&company_id=10',
      '/api/stakeholders/list?type=HEADQUARTERS&search=bogota&page=1&per_page=10&company_id=10',
    ]);
  });
});
