import { z } from 'zod';

import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../lists.ts';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PAGE_SIZES, SELECTOR_PAGE_SIZE } from '../lists.ts';

export const ZId = z.coerce.number().int().positive();

/** Query of every list endpoint: 1-based `page`, `per_page` up to 100, free-text `search`. */
export const ZListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
});
export type TListQuery = z.infer<typeof ZListQuery>;

export const ZListMeta = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type TListMeta = z.infer<typeof ZListMeta>;

/** The list envelope every list endpoint answers with: `{ data, meta }`. */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: ZListMeta });
}
export type TList<T> = { data: T[]; meta: TListMeta };

/** Body of `DELETE /<resource>/bulk/destroy`. */
export const ZBulkDestroy = z.object({ ids: z.array(ZId).min(1).max(1000) });
export type TBulkDestroy = z.infer<typeof ZBulkDestroy>;
