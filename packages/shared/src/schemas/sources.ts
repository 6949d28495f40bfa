import { z } from 'zod';
import { TEXT_MAX, TEXT_MIN } from './identity.ts';
import { ZStandard } from './standards.ts';
import { ZType } from './types.ts';

// Building blocks of every platform-catalogue contract (sources, gases, units, factors, gas
// emissions, sectors, key indicators). They live here, with the first catalogue entity, so that
// each entity file stays the one place for its own rules.

/** Largest value of the integer id columns: a bigger id can name no row. */
export const MAX_ROW_ID = 2_147_483_647;
/** Long descriptive fields (description, cause, limits, risk, opportunities). */
export const DESCRIPTION_MAX = 2000;

/** A catalogue row named in a JSON body. */
export const ZCatalogueId = z.number().int().positive().max(MAX_ROW_ID);
/** A catalogue row named in a path or query string. */
export const ZCatalogueIdParam = z.coerce.number().int().positive().max(MAX_ROW_ID);

/** PostgreSQL text cannot hold U+0000; refusing it here keeps such input a 422, not a 500. */
const hasNoNul = (text: string) => !text.includes('\u0000');

/** Trimmed text between `min` and `max` characters. */
export function catalogueText(min = TEXT_MIN, max = TEXT_MAX) {
  return z.string().trim().min(min).max(max).refine(hasNoNul, { error: 'validation.invalid' });
}

/** Optional text: absent, null or blank means null; otherwise `min`–`max` characters. */
export function nullableText(min: number, max: number) {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    catalogueText(min, max).nullable().optional(),
  );
}

/** `DELETE /<catalogue>/bulk/destroy`: all or nothing. */
export const ZCatalogueBulkDestroy = z.object({
  ids: z.array(ZCatalogueId).min(1).max(1000),
});
export type TCatalogueBulkDestroy = z.infer<typeof ZCatalogueBulkDestroy>;
export const ZBulkDestroyResult = z.object({ deleted: z.number().int() });
export type TBulkDestroyResult = z.infer<typeof ZBulkDestroyResult>;

/** `{ id, name }` of a related catalogue row, as answers embed it. */
export const ZCatalogueRef = z.object({ id: z.number().int(), name: z.string() });
export type TCatalogueRef = z.infer<typeof ZCatalogueRef>;

// Sources ---------------------------------------------------------------------------------------

/**
 * A kind of emission source. Name and icon 3–80 characters; the descriptive fields are optional and
 * may hold up to 2000 characters (the spec's 80 is too short for a risk or an opportunity). The
 * categories (ids of either standard) are at least one.
 */
export const ZSourceInput = z.object({
  name: catalogueText(),
  description: nullableText(TEXT_MIN, DESCRIPTION_MAX),
  cause: nullableText(TEXT_MIN, DESCRIPTION_MAX),
  limits: nullableText(TEXT_MIN, DESCRIPTION_MAX),
  risk: nullableText(TEXT_MIN, DESCRIPTION_MAX),
  opportunities: nullableText(TEXT_MIN, DESCRIPTION_MAX),
  /** Name of a @tabler/icons-react icon, e.g. 'IconFlame'. */
  icon: catalogueText(),
  /** Absent or null: true on create, unchanged on update. */
  enable: z.boolean().nullable().optional(),
  categories: z.array(ZCatalogueId).min(1).max(100),
  type_id: ZCatalogueId.nullable().optional(),
});
export type TSourceInput = z.infer<typeof ZSourceInput>;

export const ZSource = z.object({
  id: z.number().int(),
  /** Stable key of a seeded row; null for rows created here. Never changed by an update. */
  code: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  cause: z.string().nullable(),
  limits: z.string().nullable(),
  risk: z.string().nullable(),
  opportunities: z.string().nullable(),
  icon: z.string(),
  enable: z.boolean(),
  type_id: z.number().int().nullable(),
  /** Category ids of both standards. */
  categories: z.array(z.number().int()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TSource = z.infer<typeof ZSource>;

/** `GET /sources/{source}/form`: the source, its categories per standard, and the form's lists. */
export const ZSourceForm = z.object({
  /** Null for `/sources/0/form` (a new source). */
  source: ZSource.nullable(),
  /** One entry per standard, in standard order: the source's category ids of that standard. */
  categories_by_standard: z.array(
    z.object({ standard_id: z.number().int(), category_ids: z.array(z.number().int()) }),
  ),
  standards: z.array(ZStandard),
  /** Types of group emission_source. */
  types: z.array(ZType),
});
export type TSourceForm = z.infer<typeof ZSourceForm>;
