import { z } from 'zod';

// The history of a catalogue row the calculation reads (DESIGN §4): its current version, then each
// earlier one with when it was replaced and by whom. A closed period's lines name the values they
// applied; this is where an auditor finds each of them in the catalogue's history.

export const ZCatalogueVersion = z.object({
  /** 1 for the first version; the current one has the highest. */
  version: z.number().int(),
  /** The row's fields in this version. */
  values: z.record(z.string(), z.unknown()),
  /** Null for the current version; else when it was replaced, by whom, and how (changed or deleted). */
  replaced_at: z.string().nullable(),
  replaced_by: z.string().nullable(),
  action: z.enum(['update', 'delete']).nullable(),
});
export type TCatalogueVersion = z.infer<typeof ZCatalogueVersion>;
export const ZCatalogueVersions = z.array(ZCatalogueVersion);
