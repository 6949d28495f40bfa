import { z } from 'zod';
import { ZDescription, ZId, ZListQuery, ZNameEn, text } from './common.ts';
import { ZCatalogueRef } from './sources.ts';

export const PERCENT_MAX = 100;
/** A derived factor has at most this many parts. */
export const DERIVED_PARTS_MAX = 50;

/** Percent in thousandths, so that sums compare exactly (0.1 + 0.2 is not 0.3 in floating point). */
export const toThousandths = (percent: number) => Math.round(percent * 1000);

/** True when the percents add up to exactly 100 (to the thousandth). */
export function percentsSumTo100(percents: readonly number[]): boolean {
  return percents.reduce((sum, p) => sum + toThousandths(p), 0) === PERCENT_MAX * 1000;
}

/** At most three decimals: the database keeps the thousandth, so a finer value would not add up. */
const hasAtMostThreeDecimals = (percent: number) => Math.abs(percent * 1000 - toThousandths(percent)) < 1e-6;

/** One part of a derived factor: another factor, its share in percent, and whether it is avoided. */
export const ZDerivedPartInput = z.object({
  id: ZId,
  /** Display only: the server answers the part's current name. */
  name: text(0, 200).optional(),
  percent: z
    .number()
    .min(0)
    .max(PERCENT_MAX)
    .refine(hasAtMostThreeDecimals, { error: 'validation.percent_decimals' }),
  avoided: z.boolean().default(false),
});
export type TDerivedPartInput = z.infer<typeof ZDerivedPartInput>;

/**
 * An emission factor. When `derives` is on it is a blend of other factors: at least one part, no
 * factor twice, each percent 0–100, and the percents summing to exactly 100 (`factors` names the
 * failure). When `derives` is off the parts are ignored and the server removes any it had. The
 * server also checks what needs the database: the parts exist, are not derived themselves and are
 * not the factor itself.
 */
export const ZEmissionFactorInput = z
  .object({
    name: text(),
    name_en: ZNameEn,
    description: ZDescription,
    source_id: ZId,
    fly: z.boolean().default(false),
    /** Energy recorded against it is renewable (the inventory report's A5). */
    renewable: z.boolean({ error: 'validation.yes_no' }).default(false),
    derives: z.boolean().default(false),
    value: z.number().min(0).nullable().optional(),
    factors: z.array(ZDerivedPartInput).max(DERIVED_PARTS_MAX).default([]),
  })
  .superRefine((input, ctx) => {
    if (!input.derives) return;
    if (input.factors.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['factors'], message: 'validation.derived_required' });
      return;
    }
    const seen = new Set<number>();
    input.factors.forEach((part, index) => {
      if (seen.has(part.id))
        ctx.addIssue({ code: 'custom', path: ['factors', index, 'id'], message: 'validation.duplicate' });
      seen.add(part.id);
    });
    const percents = input.factors.map((part) => part.percent);
    // Only a list of valid percents can be summed meaningfully; a bad one already has its issue.
    if (percents.every((p) => p >= 0 && p <= PERCENT_MAX) && !percentsSumTo100(percents))
      ctx.addIssue({ code: 'custom', path: ['factors'], message: 'validation.percent_sum' });
  });
export type TEmissionFactorInput = z.infer<typeof ZEmissionFactorInput>;

/** A part of a derived factor as answered: the part's id and current name. */
export const ZDerivedPart = z.object({
  id: z.number().int(),
  name: z.string(),
  percent: z.number(),
  avoided: z.boolean(),
});
export type TDerivedPart = z.infer<typeof ZDerivedPart>;

export const ZEmissionFactor = z.object({
  id: z.number().int(),
  /** Stable key of a seeded row; null for rows created here. */
  code: z.string().nullable(),
  name: z.string(),
  /** English name; null when the row has none. */
  name_en: z.string().nullable(),
  /** The name in the reader's language: the English one for an English reader when there is one. */
  display_name: z.string(),
  description: z.string().nullable(),
  source_id: z.number().int(),
  source: ZCatalogueRef,
  fly: z.boolean(),
  renewable: z.boolean(),
  derives: z.boolean(),
  value: z.number().nullable(),
  /** The parts of a derived factor (empty otherwise). */
  factors: z.array(ZDerivedPart),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TEmissionFactor = z.infer<typeof ZEmissionFactor>;

/** Query of `GET /emission-factors`: the list query plus the source filter. */
export const ZEmissionFactorListQuery = ZListQuery.extend({
  source_id: ZId.optional(),
});
export type TEmissionFactorListQuery = z.infer<typeof ZEmissionFactorListQuery>;

/** Query of `GET /factors` (selectors): by source, and optionally only plain or only derived factors. */
export const ZFactorOptionsQuery = ZEmissionFactorListQuery.extend({
  per_page: z.coerce.number().int().min(1).max(100).default(100),
  derives: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type TFactorOptionsQuery = z.infer<typeof ZFactorOptionsQuery>;

/** A factor in a selector. */
export const ZFactorOption = z.object({
  id: z.number().int(),
  name: z.string(),
  source_id: z.number().int(),
  derives: z.boolean(),
});
export type TFactorOption = z.infer<typeof ZFactorOption>;
