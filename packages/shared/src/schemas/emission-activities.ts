import { z } from 'zod';
import {
  ZDate,
  ZDescription,
  ZId,
  blankAsNull,
  listFilter,
  listQuery,
  nullableText,
  webAddress,
  exportQuery,
} from './common.ts';
import { ZImportRowError } from './imports.ts';

// Activity data (spec/workspace.md §3): how much of something a company consumed on a day —
// recorded against one of its emission sources (which gives the factor, category, type and
// headquarter) or directly against an emission factor. Emissions are computed when it is written
// (DESIGN §4) and come with it.

/** The first day an activity may have (the date pickers start in 1980). */
export const ACTIVITY_DATE_MIN = '1980-01-01';
/** The largest consumption a row may hold: far above any real figure, far below float trouble. */
export const CONSUMPTION_MAX = 1e12;
/** Characters of an activity's document type (invoice, meter reading…). */
export const TYPE_DOCUMENT_MAX = 80;
/** Document types of the company's own offered by the form and the repair table. */
export const DOCUMENT_TYPES_LISTED = 100;
/**
 * The document types an activity is usually supported by, offered in the reader's language beside
 * those the company has used (keys of the web's `emission-activities:documentTypes` words).
 */
export const COMMON_DOCUMENT_TYPES = [
  'invoice',
  'delivery_note',
  'receipt',
  'meter_reading',
  'contract',
  'travel_ticket',
  'waste_manifest',
  'internal_record',
] as const;

/** The document types the company's activities name (no more than `DOCUMENT_TYPES_LISTED`). */
export const ZActivityDocumentTypes = z.object({ data: z.array(z.string()) });
export type TActivityDocumentTypes = z.infer<typeof ZActivityDocumentTypes>;

/** Characters of a supporting document's link. */
export const DOCUMENT_LINK_MAX = 2000;
/** Characters shown of a document's link or name in lists (spec/workspace.md §9). */
export const DOCUMENT_SHOWN_CHARACTERS = 20;

/** The day of an activity: a real date from 1980 on. */
export const ZActivityDate = ZDate.refine((date) => date >= ACTIVITY_DATE_MIN, {
  error: 'validation.activity_date_min',
});

/**
 * The smallest consumption a row may hold (in its unit): below it a figure is a slip, and a
 * denormal such as 5e-324 would turn to 0 or lose its digits in the calculation.
 */
export const CONSUMPTION_MIN = 1e-9;

/** A consumption: a finite number from 1e-9 to 1e12 ("invalid consumption" otherwise). */
export const ZConsumption = z
  .number({ error: 'validation.consumption' })
  .refine((value) => Number.isFinite(value) && value > 0 && value <= CONSUMPTION_MAX, {
    error: 'validation.consumption',
    abort: true,
  })
  .refine((value) => value >= CONSUMPTION_MIN, { error: 'validation.consumption_min' });

/** An optional stakeholder of an activity (headquarter, client, provider, project). */
const ZOptionalId = blankAsNull(ZId);

/**
 * An activity as a form, an import row or a retry sends it. With `by_emission_source` the emission
 * source is required (and gives the factor, type and headquarter); otherwise the factor and the type
 * are (spec/workspace.md §5).
 */
export const ZEmissionActivityInput = z
  .object({
    company_id: ZId,
    date: ZActivityDate,
    consumption: ZConsumption,
    by_emission_source: z.boolean(),
    emission_source_id: ZOptionalId,
    emission_factor_id: ZOptionalId,
    type_id: ZOptionalId,
    unit_measurement_id: ZId,
    headquarter_id: ZOptionalId,
    client_id: ZOptionalId,
    provider_id: ZOptionalId,
    project_id: ZOptionalId,
    description: ZDescription,
    type_document: nullableText(1, TYPE_DOCUMENT_MAX),
    documents: webAddress(DOCUMENT_LINK_MAX),
  })
  .superRefine(
    (input, ctx) => {
      const required = (path: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message: 'validation.required' });
      if (input.by_emission_source) {
        if (input.emission_source_id == null) required('emission_source_id');
      } else {
        if (input.emission_factor_id == null) required('emission_factor_id');
        if (input.type_id == null) required('type_id');
      }
    },
    {
      // Said together with the other fields' errors, not only once they are all right.
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    },
  );
export type TEmissionActivityInput = z.infer<typeof ZEmissionActivityInput>;

const named = z.object({ id: z.number().int(), name: z.string() });

/** One gas of an activity's emissions, in t CO2e (6 decimals). */
export const ZActivityGasEmission = z.object({
  gas_id: z.number().int(),
  gas: z.string(),
  carbon_footprint: z.number(),
  carbon_footprint_avoided: z.number(),
});
export type TActivityGasEmission = z.infer<typeof ZActivityGasEmission>;

/** An uploaded supporting document (PDF or image), downloaded from the activity's document route. */
export const ZActivityDocument = z.object({
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
});
export type TActivityDocument = z.infer<typeof ZActivityDocument>;

export const ZEmissionActivity = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  date: z.string(),
  consumption: z.number(),
  by_emission_source: z.boolean(),
  emission_source_id: z.number().int().nullable(),
  emission_factor_id: z.number().int(),
  type_id: z.number().int(),
  source_id: z.number().int(),
  unit_measurement_id: z.number().int(),
  headquarter_id: z.number().int().nullable(),
  client_id: z.number().int().nullable(),
  provider_id: z.number().int().nullable(),
  project_id: z.number().int().nullable(),
  description: z.string().nullable(),
  type_document: z.string().nullable(),
  documents: z.string().nullable(),
  document: ZActivityDocument.nullable(),
  emission_source: named.extend({ code: z.string() }).nullable(),
  emission_factor: named,
  type: named,
  source: named.extend({ icon: z.string() }),
  unit_measurement: named.extend({ abbreviation: z.string().nullable() }),
  headquarter: named.nullable(),
  client: named.nullable(),
  provider: named.nullable(),
  project: named.nullable(),
  /** t CO2e of the activity (6 decimals), avoided parts apart. */
  carbon_footprint: z.number(),
  carbon_footprint_avoided: z.number(),
  /** The activity's own uncertainty, in percent (3 decimals). */
  uncertainty: z.number(),
  /**
   * A catalogue change left the activity without a gas value valid on its date (or with a unit that
   * no longer converts): it is kept, shows why, and is left out of every total until fixed.
   */
  flagged: z.boolean(),
  /** Why it is flagged, in the reader's language, on the field to fix. */
  flag: z.object({ field: z.string(), message: z.string() }).nullable(),
  emissions: z.array(ZActivityGasEmission),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TEmissionActivity = z.infer<typeof ZEmissionActivity>;

export const EMISSION_ACTIVITY_SORTS = [
  'date',
  'consumption',
  'emission_source',
  'emission_factor',
  'source',
  'carbon_footprint',
  'created_at',
] as const;

/**
 * What an emission source gives its activities (DESIGN §4): its factor, its category (catalogue
 * source), its type and its headquarter. An activity recorded by source sends none of them; the
 * API copies them from the source when the activity is saved, imported, retried or seeded, and
 * again on every activity of a source that changes.
 */
export const GIVEN_BY_EMISSION_SOURCE = [
  'emission_factor_id',
  'source_id',
  'type_id',
  'headquarter_id',
] as const;
export type TGivenByEmissionSource = {
  emission_factor_id: number;
  source_id: number;
  type_id: number;
  headquarter_id: number | null;
};

/** What `source` gives an activity recorded against it. */
export function givenByEmissionSource(source: TGivenByEmissionSource): TGivenByEmissionSource {
  return {
    emission_factor_id: source.emission_factor_id,
    source_id: source.source_id,
    type_id: source.type_id,
    headquarter_id: source.headquarter_id,
  };
}

/** The fields of an activity's form and input that its source gives: left out when recording by source. */
export const INPUT_GIVEN_BY_EMISSION_SOURCE = GIVEN_BY_EMISSION_SOURCE.filter(
  (field): field is Exclude<(typeof GIVEN_BY_EMISSION_SOURCE)[number], 'source_id'> => field !== 'source_id',
);

/** The filters of `/emission-activities` (spec/workspace.md §7). */
export const EMISSION_ACTIVITY_FILTERS = {
  headquarter_id: listFilter.stakeholder('HEADQUARTERS'),
  client_id: listFilter.stakeholder('CLIENTS'),
  provider_id: listFilter.stakeholder('PROVIDERS'),
  project_id: listFilter.stakeholder('PROJECTS'),
  source_id: listFilter.companySource(),
  emission_source_id: listFilter.emissionSource(),
  /** Only the activities a catalogue change left without a figure (or only the others). */
  flagged: listFilter.yesNo(),
  /** The activity's own date, both days included. */
  date_from: listFilter.dateFrom(),
  date_to: listFilter.dateTo(),
  created_at_from: listFilter.createdFrom(),
  created_at_to: listFilter.createdTo(),
};

/** The list contract of `/emission-activities` (spec/workspace.md §7). */
export const ZEmissionActivitiesQuery = listQuery(EMISSION_ACTIVITY_SORTS, EMISSION_ACTIVITY_FILTERS, {
  company_id: ZId,
});
export type TEmissionActivitiesQuery = z.infer<typeof ZEmissionActivitiesQuery>;

/** Body of `POST /emission-activities/export`: the list's search, sort and filters (every page), and the file's format. */
export const ZEmissionActivitiesExport = exportQuery(ZEmissionActivitiesQuery);
export type TEmissionActivitiesExport = z.infer<typeof ZEmissionActivitiesExport>;

/** Body of `DELETE /emission-activities/{id}`. */
export const ZEmissionActivityDestroy = z.object({ company_id: ZId });

/** Body of `DELETE /emission-activities/bulk/destroy`: all or none. */
export const ZEmissionActivityBulkDestroy = z.object({
  company_id: ZId,
  ids: z.array(ZId).min(1).max(1000),
});

// Import and retry ---------------------------------------------------------------------------------

/** Rows of an activity file after its header. */
export const EMISSION_ACTIVITY_IMPORT_MAX_ROWS = 100_000;

/**
 * The columns of the activity template and import, in order (spec/workspace.md §3: recurso de
 * emisión, ruta, fecha, consumo, unidad, observaciones, tipo de documento, soporte, sede, cliente,
 * proceso, proyecto). A row names either an emission source or a factor (the route).
 */
export const EMISSION_ACTIVITY_IMPORT_COLUMNS = [
  'emission_source',
  'emission_factor',
  'date',
  'consumption',
  'unit_measurement',
  'description',
  'type_document',
  'documents',
  'headquarter',
  'client',
  'provider',
  'project',
] as const;
export type TEmissionActivityImportColumn = (typeof EMISSION_ACTIVITY_IMPORT_COLUMNS)[number];

/**
 * The spec's Spanish keys of the activity import's columns (spec/workspace.md §2), which its
 * clients send as a file's headers and as a retried row's keys: read as well as the template's.
 */
export const EMISSION_ACTIVITY_SPEC_KEYS = {
  recurso_de_emision: 'emission_source',
  ruta: 'emission_factor',
  fecha: 'date',
  consumo: 'consumption',
  unidad: 'unit_measurement',
  observaciones: 'description',
  tipo_de_documento: 'type_document',
  soporte: 'documents',
  sede: 'headquarter',
  cliente: 'client',
  proceso: 'provider',
  proyecto: 'project',
} as const satisfies Record<string, TEmissionActivityImportColumn>;

/** The spec's keys of each column (`EMISSION_ACTIVITY_SPEC_KEYS`), by column. */
export const EMISSION_ACTIVITY_COLUMN_ALIASES: Partial<
  Record<TEmissionActivityImportColumn, readonly string[]>
> = Object.fromEntries(Object.entries(EMISSION_ACTIVITY_SPEC_KEYS).map(([key, column]) => [column, [key]]));

/**
 * A retried row with the spec's keys under the template's: a key the row also has the template's
 * way keeps that value.
 */
function withTemplateKeys(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const row: Record<string, unknown> = {};
  for (const [key, cell] of Object.entries(value)) {
    const column = (EMISSION_ACTIVITY_SPEC_KEYS as Record<string, string>)[key];
    if (column === undefined) row[key] = cell;
    else if (!(column in value)) row[column] = cell;
  }
  return row;
}

/** Form fields of `POST /emission-activities/import` besides the file. */
export const ZEmissionActivityImportFields = z.object({
  company_id: ZId.optional(),
  /** The user was told this file was imported before, and imports it again. */
  again: z
    .preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean())
    .optional(),
});
export type TEmissionActivityImportFields = z.infer<typeof ZEmissionActivityImportFields>;

/** A cell of a row sent to the retry: text, a number, or nothing. */
const ZRetryCell = z.union([z.string().max(2000), z.number(), z.null()]).optional();

/**
 * One failing row, fixed in the import dialog and sent again (spec/workspace.md §7), its cells under
 * the template's keys or the spec's Spanish ones.
 */
export const ZEmissionActivityRetryRowCells = z.object({
  row: z
    .number()
    .int()
    .min(2)
    .max(EMISSION_ACTIVITY_IMPORT_MAX_ROWS + 1),
  emission_source: ZRetryCell,
  emission_factor: ZRetryCell,
  date: ZRetryCell,
  consumption: ZRetryCell,
  unit_measurement: ZRetryCell,
  description: ZRetryCell,
  type_document: ZRetryCell,
  documents: ZRetryCell,
  headquarter: ZRetryCell,
  client: ZRetryCell,
  provider: ZRetryCell,
  project: ZRetryCell,
}) satisfies z.ZodObject<Record<TEmissionActivityImportColumn | 'row', z.ZodType>>;
export const ZEmissionActivityRetryRow = z.preprocess(withTemplateKeys, ZEmissionActivityRetryRowCells);
export type TEmissionActivityRetryRow = z.infer<typeof ZEmissionActivityRetryRowCells>;

/**
 * Body of `POST /api/v1/emission-activities/retry`: the company, the import, and the rows (one row
 * or a list of them, as the spec sends them).
 */
export const ZEmissionActivityRetry = z.object({
  company_id: ZId,
  /**
   * The import the rows come from: a row it already saved is never saved twice. Without it (as the
   * spec's clients send a retry), the company's latest import that ended with rows still to fix,
   * else its latest ended import.
   */
  import_id: ZId.optional(),
  data: z.preprocess(
    (value) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? [value] : value),
    z.array(ZEmissionActivityRetryRow).min(1).max(EMISSION_ACTIVITY_IMPORT_MAX_ROWS),
  ),
});
export type TEmissionActivityRetry = z.infer<typeof ZEmissionActivityRetry>;

/**
 * Where an activity import is: queued (its file is stored and waits for the import's worker),
 * running (rows are read and saved a batch at a time), done, or refused (nothing of it is kept).
 */
export const ACTIVITY_IMPORT_STATES = ['queued', 'running', 'done', 'refused'] as const;
export type TActivityImportState = (typeof ACTIVITY_IMPORT_STATES)[number];

/** Whether an import is still to end: queued or running (one at a time per company). */
export const isImportRunning = (state: TActivityImportState): boolean =>
  state === 'queued' || state === 'running';

/** Path of `GET /emission-activities/imports/{import}`. */
export const ZActivityImportParams = z.object({ import: ZId });

/**
 * What an import or a retry answers: where it is, the rows read of the rows the file declares
 * (`total`, null when it declares none), the rows saved, those already saved before (a retry of a
 * row that went in), and, once it has ended, every failing cell with its row's values. An upload
 * answers at once, queued; `GET /emission-activities/imports/{import}` follows it. A refused import
 * says why (`message`) and keeps nothing.
 */
export const ZEmissionActivityImportResult = z.object({
  import_id: z.number().int(),
  /** The uploaded file's name (null for rows sent without a file). */
  file_name: z.string().nullable(),
  state: z.enum(ACTIVITY_IMPORT_STATES),
  total: z.number().int().nullable(),
  read: z.number().int(),
  saved: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  message: z.string().nullable(),
  errors: z.array(ZImportRowError),
});
export type TEmissionActivityImportResult = z.infer<typeof ZEmissionActivityImportResult>;

/** `GET /emission-activities/imports/latest`: the company's latest import, or null before its first. */
export const ZLatestActivityImport = ZEmissionActivityImportResult.nullable();

/** The 409 of a file the company imported before: when, and how many rows it saved then. */
export const ZEmissionActivityImportSeen = z.object({
  message: z.string(),
  code: z.literal('CONFLICT'),
  previous: z.object({ import_id: z.number().int(), created_at: z.string(), saved: z.number().int() }),
});
export type TEmissionActivityImportSeen = z.infer<typeof ZEmissionActivityImportSeen>;

/** `GET /emissions/recompute`: catalogue changes not yet recalculated, and activities flagged. */
export const ZRecomputeState = z.object({ pending: z.number().int(), flagged: z.number().int() });
export type TRecomputeState = z.infer<typeof ZRecomputeState>;
