import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@huella/shared/lists';

/** List state kept in the URL (page, per_page, search; filters are added by each screen). */
export type TListSearch = {
  page?: number;
  per_page?: number;
  search?: string;
};

function positiveInt(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** `validateSearch` of a list route: unknown or invalid values fall back to the defaults. */
export function validateListSearch(search: Record<string, unknown>): TListSearch {
  const perPage = positiveInt(search.per_page);
  const text = typeof search.search === 'string' && search.search.trim() !== '' ? search.search : undefined;
  return {
    page: positiveInt(search.page),
    per_page: perPage && (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : undefined,
    search: text,
  };
}

/** An id filter of a list (`source_id`, `sector_id`). */
export function validateIdFilter(value: unknown): number | undefined {
  return positiveInt(value);
}

/** The API query of a list state: 1-based page, page size 10 unless chosen. */
export function toListQuery(search: TListSearch) {
  return { page: search.page ?? 1, per_page: search.per_page ?? DEFAULT_PAGE_SIZE, search: search.search };
}
