import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@huella/shared/lists';

export type TSortOrder = 'asc' | 'desc';

/**
 * List state kept in the URL: page, page size, search and sort; each list adds its filters (the
 * area's shared `listQuery(sorts, filters)` names them).
 */
export type TListSearch = {
  page?: number;
  per_page?: number;
  search?: string;
  /** A column the list may be sorted by (one of the area's `listQuery` sorts). */
  sort?: string;
  order?: TSortOrder;
};

/** What a list asks the API for: its URL state with the page and page size settled. */
export type TListFetchQuery<TSearch extends TListSearch = TListSearch> = Omit<
  TSearch,
  'page' | 'per_page'
> & {
  page: number;
  per_page: number;
  /** The company whose rows are listed, for company-scoped lists (`companyId`). */
  company_id?: number;
};

/** Longest sort key kept from the URL: a longer one names no column. */
const SORT_KEY_MAX = 40;

function positiveInt(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** `validateSearch` of a list route: unknown or invalid values fall back to the defaults. */
export function validateListSearch(search: Record<string, unknown>): TListSearch {
  const perPage = positiveInt(search.per_page);
  const text = typeof search.search === 'string' && search.search.trim() !== '' ? search.search : undefined;
  const sort =
    typeof search.sort === 'string' &&
    /^[a-z][a-z0-9_.]*$/i.test(search.sort) &&
    search.sort.length <= SORT_KEY_MAX
      ? search.sort
      : undefined;
  return {
    page: positiveInt(search.page),
    per_page: perPage && (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : undefined,
    search: text,
    sort,
    order: sort && (search.order === 'asc' || search.order === 'desc') ? search.order : undefined,
  };
}

/**
 * `validateSearch` of a list route whose list reads its URL with the area's shared Zod contract
 * (`useListSearch(ZAreaQuery)`, in the route's own chunk): the route keeps every param as the URL
 * has it, so Zod stays out of the first download (route definitions are in it), and the contract
 * — the same one the API reads its querystring with — decides what is valid.
 */
export function keepListSearch(search: Record<string, unknown>): Record<string, unknown> {
  return { ...search };
}

/** An id filter of a list (`source_id`, `sector_id`). */
export function validateIdFilter(value: unknown): number | undefined {
  return positiveInt(value);
}

/** The API query of a list state: 1-based page, page size 10 unless chosen, sort when chosen. */
export function toListQuery(search: TListSearch) {
  return {
    page: search.page ?? 1,
    per_page: search.per_page ?? DEFAULT_PAGE_SIZE,
    search: search.search,
    ...(search.sort ? { sort: search.sort, order: search.order ?? 'asc' } : {}),
  };
}

/** True when a filter holds a value (empty text, an empty list and null are no filter). */
export function hasFilterValue(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}
