import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../test/http.ts';
import { makeAccount } from '../test/accounts.ts';
import { apiQueryEveryPage, EVERY_PAGE_MAX } from './api.ts';
import { clearSession, startSession } from './session.ts';

const source = (id: number) => ({ id, code: `F-${String(id).padStart(3, '0')}` });

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession({ reason: 'signed-out' });
});

function serveSources(total: number) {
  const served = routeFetch({
    'GET /api/emission-sources': (url) => {
      const page = Number(url.searchParams.get('page'));
      const perPage = Number(url.searchParams.get('per_page'));
      const ids = Array.from({ length: total }, (_, index) => index + 1).slice(
        (page - 1) * perPage,
        page * perPage,
      );
      return json(200, { data: ids.map(source), meta: { total, page, per_page: perPage } });
    },
  });
  vi.stubGlobal('fetch', vi.fn(served.fetchStub));
  return served;
}

const everySource = () =>
  new QueryClient().fetchQuery(
    apiQueryEveryPage('/api/emission-sources', {
      query: { company_id: 10, page: 1, per_page: 100, sort: 'code', order: 'asc' },
    }),
  );

describe('every page of a list', () => {
  it('reads page after page until the total, keeping the query’s other parameters', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    const served = serveSources(230);
    const rows = await everySource();
    expect(rows?.map((row) => row.id)).toEqual(Array.from({ length: 230 }, (_, index) => index + 1));
    expect(served.calls).toEqual(
      [1, 2, 3].map(
        (page) => `GET /api/emission-sources?company_id=10&page=${page}&per_page=100&sort=code&order=asc`,
      ),
    );
  });

  it('reads one page of a short list, and no more than its bound of a list without end', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    expect(serveSources(0).calls).toEqual([]);
    expect(await everySource()).toEqual([]);
    const endless = serveSources(1_000_000);
    const rows = await everySource();
    expect(rows).toHaveLength(EVERY_PAGE_MAX * 100);
    expect(endless.calls).toHaveLength(EVERY_PAGE_MAX);
  });
});
