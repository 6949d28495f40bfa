import { z } from 'zod';
import { ZDescription, nullableText, text } from './common.ts';

/** Groups of the seeded units; the base unit of each has factor 1. Other groups may be created. */
export const UNIT_GROUPS = [
  'volume',
  'mass',
  'energy',
  'distance',
  'passenger_distance',
  'freight_distance',
  'count',
] as const;

export const UNIT_FACTOR_MAX = 1e12;

/**
 * A unit of activity data: name 3–80; optional abbreviation and group; `factor` > 0 converts one of
 * this unit to the base unit of its group (1 gal = 3.785411784 L). Absent: 1 on create, unchanged
 * on update.
 */
export const ZUnitMeasurementInput = z.object({
  name: text(),
  abbreviation: nullableText(1, 20),
  group: nullableText(1, 40),
  factor: z.number().positive().max(UNIT_FACTOR_MAX).optional(),
  description: ZDescription,
});
export type TUnitMeasurementInput = z.infer<typeof ZUnitMeasurementInput>;

export const ZUnitMeasurement = z.object({
  id: z.number().int(),
  /** Stable key of a seeded row (e.g. 'gal_us'); null for rows created here. */
  code: z.string().nullable(),
  name: z.string(),
  abbreviation: z.string().nullable(),
  group: z.string().nullable(),
  factor: z.number(),
  description: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TUnitMeasurement = z.infer<typeof ZUnitMeasurement>;

/** `{ id, name, abbreviation }` of a unit, as other answers embed it. */
export const ZUnitMeasurementRef = z.object({
  id: z.number().int(),
  name: z.string(),
  abbreviation: z.string().nullable(),
});
export type TUnitMeasurementRef = z.infer<typeof ZUnitMeasurementRef>;
