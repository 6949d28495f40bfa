import { z } from 'zod';
import { TEXT_MIN } from './identity.ts';
import { DESCRIPTION_MAX, catalogueText, nullableText } from './sources.ts';

/** An economic sector of key indicators: name 3–80, optional description. */
export const ZSectorInput = z.object({
  name: catalogueText(),
  description: nullableText(TEXT_MIN, DESCRIPTION_MAX),
});
export type TSectorInput = z.infer<typeof ZSectorInput>;

export const ZSector = z.object({
  id: z.number().int(),
  /** Stable key of a seeded row; null for rows created here. */
  code: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TSector = z.infer<typeof ZSector>;
