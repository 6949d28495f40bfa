import { z } from 'zod';
import { ZDescription, text } from './common.ts';

/** An economic sector of key indicators: name 3–80, optional description. */
export const ZSectorInput = z.object({
  name: text(),
  description: ZDescription,
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
