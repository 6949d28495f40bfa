import { ZEmissionSourcesQuery } from '@huella/shared';
import { describe, expect, it } from 'vitest';
import { parseListSearch } from './list-search-schema.ts';
import { keepListSearch, toListQuery, validateListSearch } from './list-search.ts';

describe('parseListSearch with the area list contract', () => {
  it('keeps what the contract allows: page, size, search, sort, order and filters', () => {
    expect(
      parseListSearch(ZEmissionSourcesQuery, {
        page: 2,
        per_page: 20,
        search: ' boiler ',
        sort: 'headquarter',
        order: 'desc',
        headquarter_id: 4,
        source_id: '7',
        created_at_from: '2024-01-01',
      }),
    ).toEqual({
      page: 2,
      per_page: 20,
      search: 'boiler',
      sort: 'headquarter',
      order: 'desc',
      headquarter_id: 4,
      source_id: 7,
      created_at_from: '2024-01-01',
    });
  });

  it('drops what it refuses, so an old or edited address still opens the list', () => {
    expect(
      parseListSearch(ZEmissionSourcesQuery, {
        page: 0,
        per_page: 100,
        sort: 'password',
        order: 'sideways',
        headquarter_id: 'abc',
        created_at_to: '2024-02-30',
        unknown: 'x',
      }),
    ).toEqual({});
  });

  it('never takes the company from the address: the selected company scopes the list', () => {
    expect(parseListSearch(ZEmissionSourcesQuery, { company_id: 9, page: 1 })).toEqual({ page: 1 });
  });

  it('reads a search the router took for a number as the text it was', () => {
    expect(parseListSearch(ZEmissionSourcesQuery, { search: 2024 })).toEqual({ search: '2024' });
  });
});

describe('list routes', () => {
  it('keep every param for the list to read with its contract', () => {
    const raw = { page: 2, headquarter_id: 3 };
    expect(keepListSearch(raw)).toEqual(raw);
    expect(keepListSearch(raw)).not.toBe(raw);
  });

  it('read sort and order beside page, size and search', () => {
    expect(validateListSearch({ sort: 'name', order: 'desc', per_page: 30 })).toEqual({
      page: undefined,
      per_page: 30,
      search: undefined,
      sort: 'name',
      order: 'desc',
    });
    expect(validateListSearch({ sort: 'name; drop', order: 'desc' })).toMatchObject({
      sort: undefined,
      order: undefined,
    });
    expect(toListQuery({ sort: 'name' })).toEqual({
      page: 1,
      per_page: 10,
      search: undefined,
      sort: 'name',
      order: 'asc',
    });
  });
});
