import { z } from 'zod';
import { ZDependentsQuery, ZId, listFilter, listQuery, text, exportQuery } from './common.ts';

// A company's inventory of emission sources: each one a thing that emits (a boiler, a fleet, the
// grid supply of a site), of a catalogue source, on an emission factor, at a headquarter.

export const EMISSION_SOURCE_CODE_MAX = 40;
/** The activity data's uncertainty is a percent from 0 to this (0 when not stated). */
export const ACTIVITY_UNCERTAINTY_MAX = 100;

const ACTIVITY_UNCERTAINTY_MESSAGE = 'validation.activity_uncertainty';

/**
 * How well the source's consumption is known: the half-width of its 95 % interval in percent
 * (IPCC 2006 Vol. 1 Ch. 3), 0 when not stated. Its activities' lines combine it with the factor's.
 */
export const ZActivityUncertainty = z
  .number({ error: ACTIVITY_UNCERTAINTY_MESSAGE })
  .min(0, { error: ACTIVITY_UNCERTAINTY_MESSAGE })
  .max(ACTIVITY_UNCERTAINTY_MAX, { error: ACTIVITY_UNCERTAINTY_MESSAGE });

export const ZEmissionSourceInput = z.object({
  company_id: ZId,
  code: text(1, EMISSION_SOURCE_CODE_MAX),
  name: text(),
  type_id: ZId,
  source_id: ZId,
  emission_factor_id: ZId,
  headquarter_id: ZId,
  /** Left out, it is 0: not stated. */
  activity_uncertainty: ZActivityUncertainty.default(0),
});
export type TEmissionSourceInput = z.infer<typeof ZEmissionSourceInput>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const ZEmissionSource = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type_id: z.number().int(),
  source_id: z.number().int(),
  emission_factor_id: z.number().int(),
  headquarter_id: z.number().int(),
  /** Percent; 0 when not stated. */
  activity_uncertainty: z.number(),
  type: named,
  source: named.extend({ icon: z.string() }),
  emission_factor: named,
  headquarter: named,
  created_at: z.string(),
  updated_at: z.string(),
});
export type TEmissionSource = z.infer<typeof ZEmissionSource>;

export const EMISSION_SOURCE_SORTS = [
  'code',
  'name',
  'source',
  'emission_factor',
  'headquarter',
  'created_at',
] as const;

/** The filters of `/emission-sources` (spec/workspace.md §7). */
export const EMISSION_SOURCE_FILTERS = {
  headquarter_id: listFilter.stakeholder('HEADQUARTERS'),
  source_id: listFilter.companySource(),
  created_at_from: listFilter.createdFrom(),
  created_at_to: listFilter.createdTo(),
};

/** The list contract of `/emission-sources` (spec/workspace.md §7). */
export const ZEmissionSourcesQuery = listQuery(EMISSION_SOURCE_SORTS, EMISSION_SOURCE_FILTERS, {
  company_id: ZId,
});
export type TEmissionSourcesQuery = z.infer<typeof ZEmissionSourcesQuery>;

/** Body of `POST /emission-sources/export`: the list's search, sort and filters (every page), and the file's format. */
export const ZEmissionSourcesExport = exportQuery(ZEmissionSourcesQuery);
export type TEmissionSourcesExport = z.infer<typeof ZEmissionSourcesExport>;

/** Body of `DELETE /emission-sources/{id}`: the company the source belongs to. */
export const ZEmissionSourceDestroy = z.object({ company_id: ZId });

/** Body of `DELETE /emission-sources/bulk/destroy`: all or none. */
export const ZEmissionSourceBulkDestroy = z.object({ company_id: ZId, ids: z.array(ZId).min(1).max(1000) });
export type TEmissionSourceBulkDestroy = z.infer<typeof ZEmissionSourceBulkDestroy>;

/** Query of `GET /emission-sources/dependents`. */
export const ZEmissionSourceDependentsQuery = ZDependentsQuery.extend({ company_id: ZId });

/** Form fields of `POST /emission-sources/import` besides the file (the company is in the query). */
export const ZEmissionSourceImportFields = z.object({ company_id: ZId.optional() });
export type TEmissionSourceImportFields = z.infer<typeof ZEmissionSourceImportFields>;

/** Rows of an emission-source file after its header. */
export const EMISSION_SOURCE_IMPORT_MAX_ROWS = 5000;
/**
 * The columns of the emission-source template and import, in order; every one is required but the
 * activity data's uncertainty (empty: not stated).
 */
export const EMISSION_SOURCE_IMPORT_COLUMNS = [
  'code',
  'name',
  'type',
  'source',
  'emission_factor',
  'headquarter',
  'activity_uncertainty',
] as const;
export type TEmissionSourceImportColumn = (typeof EMISSION_SOURCE_IMPORT_COLUMNS)[number];
