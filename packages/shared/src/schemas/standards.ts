import { z } from 'zod';

/** Standard 1 is ISO 14064-1:2018, standard 2 the GHG Protocol. */
export const STANDARD_ISO = 1;
export const STANDARD_GHG = 2;

export const ZCategory = z.object({
  id: z.number().int(),
  standard_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** GHG Protocol scope (1, 2 or 3) the category belongs to; null for ISO categories. */
  scope: z.number().int().nullable(),
  parent_id: z.number().int().nullable(),
});
export type TCategory = z.infer<typeof ZCategory>;

export const ZStandard = z.object({
  id: z.number().int(),
  name: z.string(),
  categories: z.array(ZCategory),
});
export type TStandard = z.infer<typeof ZStandard>;
