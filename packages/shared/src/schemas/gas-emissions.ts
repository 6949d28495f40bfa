import { z } from 'zod';
import { ZDate, ZId, ZListQuery, text } from './common.ts';
import { ZUnitMeasurementRef } from './unit-measurements.ts';

/** Uncertainty is a percent (half-width of the 95 % interval) from 0 to 1000. */
export const UNCERTAINTY_MAX = 1000;
export const REFERENCE_MAX = 500;
/** Import limits: rows after the header, columns, characters per cell, bytes of the file. */
export const GAS_EMISSION_IMPORT_MAX_ROWS = 5000;
export const GAS_EMISSION_IMPORT_MAX_COLUMNS = 30;
export const GAS_EMISSION_IMPORT_MAX_CELL = 500;
export const GAS_EMISSION_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** True when two validity ranges (YYYY-MM-DD, both ends included) share at least one day. */
export function validityOverlaps(
  a: { date_start: string; date_end: string },
  b: { date_start: string; date_end: string },
): boolean {
  return a.date_start <= b.date_end && a.date_end >= b.date_start;
}

/** The validity ends on or after it starts; `date_end` names the failure. */
function checkValidity(value: { date_start: string; date_end: string }, ctx: z.RefinementCtx) {
  const bothDates = [value.date_start, value.date_end].every((d) => ZDate.safeParse(d).success);
  // YYYY-MM-DD strings order like the dates they name.
  if (bothDates && value.date_end < value.date_start)
    ctx.addIssue({ code: 'custom', path: ['date_end'], message: 'validation.date_order' });
}

const gasEmissionFields = {
  factor_id: ZId,
  gas_id: ZId,
  unit_measurement_id: ZId,
  /** Operational or embedded (types of the group `emission_source`). */
  type_id: ZId,
  /** kg of the gas per one activity unit. */
  value: z.number().min(0),
  uncertainty: z.number().min(0).max(UNCERTAINTY_MAX),
  date_start: ZDate,
  date_end: ZDate,
  /** Where the value was published (URL or text). */
  fountain: text(3, REFERENCE_MAX),
  /** Publication name and year. */
  reference: text(3, REFERENCE_MAX),
  avoided: z.boolean().nullable().optional(),
};

/**
 * The per-gas value of a factor, valid from `date_start` to `date_end` (both included, end not before
 * start). The server also refuses a validity that overlaps another value of the same factor and gas,
 * whatever its unit: one value per factor, gas and day.
 */
export const ZGasEmissionInput = z.object(gasEmissionFields).superRefine(checkValidity);
export type TGasEmissionInput = z.infer<typeof ZGasEmissionInput>;

export const ZGasRef = z.object({ id: z.number().int(), name: z.string(), formula: z.string().nullable() });
export type TGasRef = z.infer<typeof ZGasRef>;

export const ZGasEmission = z.object({
  id: z.number().int(),
  factor_id: z.number().int(),
  gas_id: z.number().int(),
  unit_measurement_id: z.number().int(),
  type_id: z.number().int().nullable(),
  value: z.number(),
  uncertainty: z.number(),
  date_start: z.string(),
  date_end: z.string(),
  fountain: z.string(),
  reference: z.string(),
  avoided: z.boolean(),
  gas: ZGasRef,
  unit_measurement: ZUnitMeasurementRef,
  created_at: z.string(),
  updated_at: z.string(),
});
export type TGasEmission = z.infer<typeof ZGasEmission>;

/** Query of `GET /factors/{factor}/gases`. */
export const ZGasEmissionListQuery = ZListQuery;

/** Text fields of the multipart `POST /gas-emissions/import` (the file goes in `file`). */
export const ZGasEmissionImportFields = z.object({ factor_id: ZId });
/** Query of `GET /gas-emissions/import/template`. */
export const ZGasEmissionTemplateQuery = z.object({ factor_id: ZId });

/** Columns of the import template, in order; `gas`, `unit_measurement` and `type` hold names. */
export const GAS_EMISSION_IMPORT_COLUMNS = [
  'gas',
  'unit_measurement',
  'type',
  'value',
  'uncertainty',
  'date_start',
  'date_end',
  'fountain',
  'reference',
  'avoided',
] as const;
export type TGasEmissionImportColumn = (typeof GAS_EMISSION_IMPORT_COLUMNS)[number];
export const GAS_EMISSION_IMPORT_REQUIRED_COLUMNS: readonly TGasEmissionImportColumn[] = [
  'gas',
  'unit_measurement',
  'type',
  'value',
  'uncertainty',
  'date_start',
  'date_end',
  'fountain',
  'reference',
];

export const ZGasEmissionImportResult = z.object({
  imported: z.number().int(),
  /** Rows identical to a value already stored (a repeated import): nothing is written twice. */
  skipped: z.number().int(),
});
export type TGasEmissionImportResult = z.infer<typeof ZGasEmissionImportResult>;
