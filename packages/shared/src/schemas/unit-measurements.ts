import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { translate } from '../i18n/messages.ts';
import { ZDescription, ZNameEn, blankAsNull, nullableText, text } from './common.ts';

/**
 * The groups a unit may belong to (the seeded units use the first eight; million COP has none); the
 * base unit of each has factor 1. Screens show a group in words (`unit_groups.<group>` of the shared
 * messages).
 */
export const UNIT_GROUPS = [
  'volume',
  'mass',
  'energy',
  'distance',
  'passenger_distance',
  'freight_distance',
  'count',
  'area',
  'time',
] as const;
export type TUnitGroup = (typeof UNIT_GROUPS)[number];

export const ZUnitGroup = z.enum(UNIT_GROUPS, { error: 'validation.unit_group' });

/** True for a known group; a unit stored before groups were a choice may hold another text. */
export function isUnitGroup(value: unknown): value is TUnitGroup {
  return ZUnitGroup.safeParse(value).success;
}

/** Text as a search compares it: without accents or case. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');

/** The groups whose words, in either language, contain `search`: a list search finds units by them. */
export function unitGroupsMatching(search: string): TUnitGroup[] {
  const wanted = folded(search.trim());
  if (wanted === '') return [];
  return UNIT_GROUPS.filter((group) =>
    LANGUAGES.some((lang) => folded(translate(`unit_groups.${group}`, lang)).includes(wanted)),
  );
}

export const UNIT_FACTOR_MAX = 1e12;

/**
 * A unit of activity data: name 3–80; optional abbreviation; optional group, one of `UNIT_GROUPS`;
 * `factor` > 0 converts one of this unit to the base unit of its group (1 gal = 3.785411784 L).
 * Absent: 1 on create, unchanged on update.
 */
export const ZUnitMeasurementInput = z.object({
  name: text(),
  name_en: ZNameEn,
  abbreviation: nullableText(1, 20),
  group: blankAsNull(ZUnitGroup),
  factor: z.number().positive().max(UNIT_FACTOR_MAX).optional(),
  description: ZDescription,
});
export type TUnitMeasurementInput = z.infer<typeof ZUnitMeasurementInput>;

export const ZUnitMeasurement = z.object({
  id: z.number().int(),
  /** Stable key of a seeded row (e.g. 'gal_us'); null for rows created here. */
  code: z.string().nullable(),
  name: z.string(),
  /** English name; null when the row has none. */
  name_en: z.string().nullable(),
  /** The name in the reader's language: the English one for an English reader when there is one. */
  display_name: z.string(),
  abbreviation: z.string().nullable(),
  /** One of `UNIT_GROUPS`; a row stored before groups were a choice may hold another text. */
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
