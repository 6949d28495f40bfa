import { z } from 'zod';
import { ZDescription, ZNameEn, text } from './common.ts';

/**
 * An economic sector of key indicators: name 3–80 (Spanish, the default), optional English name and
 * description.
 */
export const ZSectorInput = z.object({
  name: text(),
  name_en: ZNameEn,
  description: ZDescription,
});
export type TSectorInput = z.infer<typeof ZSectorInput>;

export const ZSector = z.object({
  id: z.number().int(),
  /** Stable key of a seeded row; null for rows created here. */
  code: z.string().nullable(),
  name: z.string(),
  /** English name; null when the row has none. */
  name_en: z.string().nullable(),
  /** The name in the reader's language: the English one for an English reader when there is one. */
  display_name: z.string(),
  description: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TSector = z.infer<typeof ZSector>;
