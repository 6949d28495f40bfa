import { z } from 'zod';
import { ZDescription, ZId, ZNameEn, text } from './common.ts';
import { ZStandard } from './standards.ts';
import { ZType } from './types.ts';

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
  name: text(),
  name_en: ZNameEn,
  description: ZDescription,
  cause: ZDescription,
  limits: ZDescription,
  risk: ZDescription,
  opportunities: ZDescription,
  /** Name of a @tabler/icons-react icon, e.g. 'IconFlame'. */
  icon: text(),
  /** Absent or null: true on create, unchanged on update. */
  enable: z.boolean().nullable().optional(),
  categories: z.array(ZId).min(1).max(100),
  type_id: ZId.nullable().optional(),
});
export type TSourceInput = z.infer<typeof ZSourceInput>;

export const ZSource = z.object({
  id: z.number().int(),
  /** Stable key of a seeded row; null for rows created here. Never changed by an update. */
  code: z.string().nullable(),
  name: z.string(),
  /** English name; null when the row has none. */
  name_en: z.string().nullable(),
  /** The name in the reader's language: the English one for an English reader when there is one. */
  display_name: z.string(),
  description: z.string().nullable(),
  cause: z.string().nullable(),
  limits: z.string().nullable(),
  risk: z.string().nullable(),
  opportunities: z.string().nullable(),
  icon: z.string(),
  enable: z.boolean(),
  /**
   * Whether companies are offered it: enabled and with at least one emission factor (a source with no
   * factor would lead nowhere). A company keeps one it already uses.
   */
  offered: z.boolean(),
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
