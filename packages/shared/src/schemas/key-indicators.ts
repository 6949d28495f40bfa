import { z } from 'zod';
import { ZDescription, ZId, ZListQuery, ZNameEn, text } from './common.ts';
import { ZCatalogueRef } from './sources.ts';
import { ZUnitMeasurementRef } from './unit-measurements.ts';

/**
 * A key indicator: name 3–80 (Spanish, the default), sector, unit, at least one relevant source;
 * optional English name and description.
 */
export const ZKeyIndicatorInput = z.object({
  name: text(),
  name_en: ZNameEn,
  description: ZDescription,
  sector_id: ZId,
  unit_measurement_id: ZId,
  sources: z.array(ZId).min(1).max(100),
});
export type TKeyIndicatorInput = z.infer<typeof ZKeyIndicatorInput>;

export const ZKeyIndicator = z.object({
  id: z.number().int(),
  name: z.string(),
  /** English name; null when the row has none. */
  name_en: z.string().nullable(),
  /** The name in the reader's language: the English one for an English reader when there is one. */
  display_name: z.string(),
  description: z.string().nullable(),
  sector_id: z.number().int(),
  unit_measurement_id: z.number().int(),
  /** Ids of the relevant sources. */
  sources: z.array(z.number().int()),
  /** Its sector, named in the reader's language. */
  sector: ZCatalogueRef,
  unit_measurement: ZUnitMeasurementRef,
  created_at: z.string(),
  updated_at: z.string(),
});
export type TKeyIndicator = z.infer<typeof ZKeyIndicator>;

/** Query of `GET /key-indicators`: the list query plus the source and sector filters. */
export const ZKeyIndicatorListQuery = ZListQuery.extend({
  source_id: ZId.optional(),
  sector_id: ZId.optional(),
});
export type TKeyIndicatorListQuery = z.infer<typeof ZKeyIndicatorListQuery>;
