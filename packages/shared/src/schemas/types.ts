import { z } from 'zod';

/** Groups of the `types` catalogue. */
export const TYPE_GROUPS = ['emission_source'] as const;
export const ZTypeGroup = z.enum(TYPE_GROUPS);
export type TTypeGroup = z.infer<typeof ZTypeGroup>;

export const ZType = z.object({
  id: z.number().int(),
  group: ZTypeGroup,
  code: z.string(),
  name: z.string(),
});
export type TType = z.infer<typeof ZType>;
