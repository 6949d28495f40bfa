import { z } from 'zod';
import { ZDate, ZDescription, ZId, listFilter, listQuery, exportQuery } from './common.ts';

// A company's emission indicators: the value of a key indicator of the catalogue (tonnes produced,
// employees, square metres…) on a date, so its footprint can be read per unit of what it produces
// (spec/workspace.md §3, §5, §7).

/** The largest value an indicator may hold: far above any real figure, far below float trouble. */
export const INDICATOR_VALUE_MAX = 1e12;

/** A positive, finite number up to 1e12 ("the value must be a positive number" otherwise). */
export const ZIndicatorValue = z
  .number({ error: 'validation.indicator_value' })
  .refine((value) => Number.isFinite(value) && value > 0 && value <= INDICATOR_VALUE_MAX, {
    error: 'validation.indicator_value',
  });

/** Body of `POST /emission-indicators` and `PUT /emission-indicators/{id}` (spec §5). */
export const ZEmissionIndicatorInput = z.object({
  company_id: ZId,
  key_indicator_id: ZId,
  value: ZIndicatorValue,
  date: ZDate,
  note: ZDescription.optional(),
  /** Left out, it is the key indicator's sector. */
  sector_id: ZId.nullish(),
  headquarter_id: ZId.nullish(),
  client_id: ZId.nullish(),
  provider_id: ZId.nullish(),
  project_id: ZId.nullish(),
});
export type TEmissionIndicatorInput = z.infer<typeof ZEmissionIndicatorInput>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const ZEmissionIndicator = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  key_indicator_id: z.number().int(),
  sector_id: z.number().int(),
  value: z.number(),
  date: z.string(),
  note: z.string().nullable(),
  headquarter_id: z.number().int().nullable(),
  client_id: z.number().int().nullable(),
  provider_id: z.number().int().nullable(),
  project_id: z.number().int().nullable(),
  /** The key indicator with its sector and its unit's abbreviation. */
  key_indicator: named.extend({ sector: named, unit: z.string() }),
  headquarter: named.nullable(),
  client: named.nullable(),
  provider: named.nullable(),
  project: named.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TEmissionIndicator = z.infer<typeof ZEmissionIndicator>;

export const EMISSION_INDICATOR_SORTS = [
  'id',
  'key_indicator',
  'sector',
  'value',
  'date',
  'created_at',
  'updated_at',
] as const;

/** The filters of `/emission-indicators` (spec/workspace.md §2, §7). */
export const EMISSION_INDICATOR_FILTERS = {
  sector_id: listFilter.sector(),
  key_indicator_id: listFilter.keyIndicator(),
  headquarter_id: listFilter.stakeholder('HEADQUARTERS'),
  client_id: listFilter.stakeholder('CLIENTS'),
  provider_id: listFilter.stakeholder('PROVIDERS'),
  project_id: listFilter.stakeholder('PROJECTS'),
  date_from: listFilter.dateFrom(),
  date_to: listFilter.dateTo(),
};

/** The list contract of `GET /emission-indicators`. */
export const ZEmissionIndicatorsQuery = listQuery(EMISSION_INDICATOR_SORTS, EMISSION_INDICATOR_FILTERS, {
  company_id: ZId,
});
export type TEmissionIndicatorsQuery = z.infer<typeof ZEmissionIndicatorsQuery>;

/** Body of `POST /emission-indicators/export`: the list's search, sort and filters (every page), and the file's format. */
export const ZEmissionIndicatorsExport = exportQuery(ZEmissionIndicatorsQuery);
export type TEmissionIndicatorsExport = z.infer<typeof ZEmissionIndicatorsExport>;

/** Body of `DELETE /emission-indicators/bulk/destroy`: all or none. */
export const ZEmissionIndicatorBulkDestroy = z.object({
  company_id: ZId,
  ids: z.array(ZId).min(1).max(1000),
});
export type TEmissionIndicatorBulkDestroy = z.infer<typeof ZEmissionIndicatorBulkDestroy>;

/**
 * Form fields of `POST /emission-indicators/import` besides the file: the key indicator every row
 * is a value of (spec §5: file, company and key indicator required; the sector is the indicator's).
 * The company may come in the query or in the form (DESIGN §9).
 */
export const ZEmissionIndicatorImportFields = z.object({
  company_id: ZId.optional(),
  key_indicator_id: ZId,
  sector_id: ZId.optional(),
});
export type TEmissionIndicatorImportFields = z.infer<typeof ZEmissionIndicatorImportFields>;

/** Rows of an indicator file after its header. */
export const EMISSION_INDICATOR_IMPORT_MAX_ROWS = 5000;
/**
 * The columns of the indicator template and import, in order: date and value required; note,
 * headquarter, client, provider and project (by name) optional.
 */
export const EMISSION_INDICATOR_IMPORT_COLUMNS = [
  'date',
  'value',
  'note',
  'headquarter',
  'client',
  'provider',
  'project',
] as const;
export type TEmissionIndicatorImportColumn = (typeof EMISSION_INDICATOR_IMPORT_COLUMNS)[number];

// The indicator dashboard ------------------------------------------------------------------------

/** Years the indicator dashboard's pickers offer start here (spec §9). */
export const INDICATOR_DASHBOARD_FIRST_YEAR = 1980;

/** Query of `GET /dashboard-emission-indicators` (spec §5: sector, date_from, date_to required). */
export const ZIndicatorDashboardQuery = z.object({
  company_id: ZId,
  sector_id: ZId.optional(),
  key_indicator_id: ZId,
  date_from: ZDate,
  date_to: ZDate,
});
export type TIndicatorDashboardQuery = z.infer<typeof ZIndicatorDashboardQuery>;

/**
 * One catalogue source in one month: its footprint (t CO2e, from the same stored emissions as the
 * main dashboard), the indicator's total that month (`reference_intensity`, in the indicator's
 * unit) and the footprint per unit of it (`indicator_intensity`, null when the month has no value).
 */
export const ZIndicatorDashboardSource = z.object({
  source_id: z.number().int(),
  source: z.string(),
  reference_intensity: z.number(),
  carbon_print: z.number(),
  indicator_intensity: z.number().nullable(),
});

/** The spec's record per month (`YYYY-MM`), every month of the period present. */
export const ZIndicatorDashboardMonth = z.object({
  month: z.string(),
  sources: z.array(ZIndicatorDashboardSource),
});

/**
 * `GET /dashboard-emission-indicators`: the monthly records and the period's totals — the
 * indicator's sum, the footprint of the key indicator's sources, and the footprint per unit of
 * the indicator (null when the indicator's sum is 0).
 */
export const ZIndicatorDashboard = z.object({
  key_indicator: z.object({ id: z.number().int(), name: z.string(), unit: z.string(), sector: z.string() }),
  totals: z.object({
    indicator: z.number(),
    carbon_footprint: z.number(),
    intensity: z.number().nullable(),
  }),
  months: z.array(ZIndicatorDashboardMonth),
});
export type TIndicatorDashboard = z.infer<typeof ZIndicatorDashboard>;

/** `GET /dashboard-emission-indicators/defaults`: the filter the dashboard opens with (DESIGN §9). */
export const ZIndicatorDashboardDefaults = z.object({
  sector_id: z.number().int().nullable(),
  key_indicator_id: z.number().int().nullable(),
  date_from: z.string(),
  date_to: z.string(),
});
export type TIndicatorDashboardDefaults = z.infer<typeof ZIndicatorDashboardDefaults>;
