import { PAGE_SIZES } from '@huella/shared/lists';
import type { z } from 'zod';
import { hasFilterValue } from './list-search.ts';

/**
 * The URL state of a list whose contract is `schema` (the area's `listQuery(sorts, filters)` in
 * packages/shared): every field optional, the company left out (the selected company scopes the
 * list; the URL never chooses it).
 */
export type TListSearchOf<S extends z.ZodObject> = Partial<Omit<z.output<S>, 'company_id'>>;

/**
 * Reads a list's URL search with the area's shared contract, field by field: a value the contract
 * refuses is dropped (the list falls back to its default) rather than failing the screen, so an
 * old bookmark or a hand-edited address still opens the list. Page sizes are the list's choices
 * (10–50), a subset of what the API accepts.
 */
export function parseListSearch<S extends z.ZodObject>(
  schema: S,
  raw: Record<string, unknown>,
): TListSearchOf<S> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    if (key === 'company_id') continue;
    const value = raw[key];
    if (!hasFilterValue(value)) continue;
    let parsed = field.safeParse(value);
    // The router reads `?search=2024` as a number; the contract may want the text.
    if (!parsed.success && (typeof value === 'number' || typeof value === 'boolean')) {
      parsed = field.safeParse(String(value));
    }
    if (parsed.success && hasFilterValue(parsed.data)) out[key] = parsed.data;
  }
  if (out.per_page !== undefined && !(PAGE_SIZES as readonly unknown[]).includes(out.per_page)) {
    delete out.per_page;
  }
  return out as TListSearchOf<S>;
}
