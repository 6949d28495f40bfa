import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  givenByEmissionSource,
  DESCRIPTION_MAX,
  DOCUMENT_LINK_MAX,
  EMISSION_ACTIVITY_IMPORT_COLUMNS,
  EMISSION_ACTIVITY_IMPORT_MAX_ROWS,
  TYPE_DOCUMENT_MAX,
  ZEmissionActivityInput,
  importKey,
  isSameCompany,
  translate,
  type TEmissionActivityImportColumn,
  type TEmissionActivityImportFields,
  type TEmissionActivityImportResult,
  type TEmissionActivityImportSeen,
  type TEmissionActivityRetry,
  type TEmissionLine,
  type TImportRowError,
  type TLanguage,
  type TStakeholderType,
} from '@huella/shared';
import { AppError } from '../../lib/app-error.ts';
import type { ScopedCompany, ServiceContext } from '../../lib/context.ts';
import {
  SPREADSHEET_LIMITS,
  XLSX_ZIP_LIMITS,
  addRowError,
  addSchemaIssues,
  checkCells,
  choiceList,
  csvExportStream,
  openSpreadsheet,
  writeTemplate,
  type CheckedRow,
  type ChoiceList,
  type ColumnSpec,
  type SpreadsheetLimits,
  type SpreadsheetRow,
  type TCell,
} from '../../lib/spreadsheet/index.ts';
import { createCalculator, storedEmissionsOf, type Calculator } from '../emissions/emissions.service.ts';
import { assertPeriodsOpen } from '../closed-periods/closed-periods.service.ts';
import { assertWithinLimit } from '../plans/plans.service.ts';
import { insertActivitiesWithLines, type NewActivityRow } from './emission-activities.store.ts';
import { flagOf } from './emission-activities.service.ts';
import {
  ACTIVITY_TYPE_GROUP,
  countImportRows,
  findImport,
  findImportByHash,
  insertImport,
  listActivityRowsAfter,
  listFactorChoices,
  listSourceChoices,
  listStakeholderChoices,
  listTypeIds,
  listUnitChoices,
} from './emission-activities.repository.ts';

// The activity import (spec/workspace.md §4): a spreadsheet made from the company's template, each
// row naming an emission source of the company or an emission factor (the "route"), a day, a
// consumption and a unit, and optionally its document and stakeholders. Unlike the inventory's
// import, VALID ROWS ARE SAVED and the failing ones come back with their values and messages, keyed
// by column, for the import dialog to fix and send again through the retry. Each saved row keeps its
// import and row number, so a retry of a row that went in, or the same retry twice, saves nothing
// more. A file the company imported before is noticed by its checksum and imported again only when
// the user says so. Each row is checked and calculated as it is read; its activity and lines wait
// for its batch's write, and of a failing row only what the answer echoes is kept: a 100,000-row
// file never sits in memory as activities.

type Column = TEmissionActivityImportColumn;

/** The bounds of an activity file: 100,000 rows, 20 MB, and room for the workbook's XML. */
export const ACTIVITY_IMPORT_LIMITS: SpreadsheetLimits = {
  ...SPREADSHEET_LIMITS,
  maxBytes: 20 * 1024 * 1024,
  maxRows: EMISSION_ACTIVITY_IMPORT_MAX_ROWS,
  zip: { ...XLSX_ZIP_LIMITS, maxInflatedBytes: 256 * 1024 * 1024 },
};

/** Rows checked, calculated and written together. */
const BATCH = 1000;
/** Characters of a cell naming a catalogue row or a stakeholder. */
const NAME_CELL_MAX = 300;

const STAKEHOLDER_COLUMNS: Record<'headquarter' | 'client' | 'provider' | 'project', TStakeholderType> = {
  headquarter: 'HEADQUARTERS',
  client: 'CLIENTS',
  provider: 'PROVIDERS',
  project: 'PROJECTS',
};

/** The message of a stakeholder column naming none of the company's stakeholders of its type. */
const STAKEHOLDER_MESSAGES = Object.fromEntries(
  Object.entries(STAKEHOLDER_COLUMNS).map(([column, type]) => [
    column,
    `validation.stakeholder_${type.toLowerCase()}`,
  ]),
) as Record<keyof typeof STAKEHOLDER_COLUMNS, string>;

/** The column a field of the activity's schema is written in. */
const COLUMN_OF: Record<string, Column> = {
  emission_source_id: 'emission_source',
  emission_factor_id: 'emission_factor',
  type_id: 'emission_factor',
  unit_measurement_id: 'unit_measurement',
  headquarter_id: 'headquarter',
  client_id: 'client',
  provider_id: 'provider',
  project_id: 'project',
};

/** The columns as the import reads them. */
const IMPORT_COLUMNS: ColumnSpec<Column>[] = [
  { key: 'emission_source', kind: 'text', maxLength: NAME_CELL_MAX },
  { key: 'emission_factor', kind: 'text', maxLength: NAME_CELL_MAX },
  { key: 'date', kind: 'date', required: true },
  { key: 'consumption', kind: 'number', required: true, min: 0 },
  { key: 'unit_measurement', kind: 'text', required: true, maxLength: NAME_CELL_MAX },
  { key: 'description', kind: 'text', maxLength: DESCRIPTION_MAX, multiline: true },
  { key: 'type_document', kind: 'text', maxLength: TYPE_DOCUMENT_MAX },
  { key: 'documents', kind: 'text', maxLength: DOCUMENT_LINK_MAX },
  { key: 'headquarter', kind: 'text', maxLength: NAME_CELL_MAX },
  { key: 'client', kind: 'text', maxLength: NAME_CELL_MAX },
  { key: 'provider', kind: 'text', maxLength: NAME_CELL_MAX },
  { key: 'project', kind: 'text', maxLength: NAME_CELL_MAX },
];

type SourceChoice = Awaited<ReturnType<typeof listSourceChoices>>[number];
type FactorChoice = Awaited<ReturnType<typeof listFactorChoices>>[number];

/** What the rows of a file may name: the company's choices. */
type Lookups = {
  source: ChoiceList<number>;
  factor: ChoiceList<number>;
  unit: ChoiceList<number>;
  stakeholders: Record<keyof typeof STAKEHOLDER_COLUMNS, ChoiceList<number>>;
  sourceById: Map<number, SourceChoice>;
  factorById: Map<number, FactorChoice>;
  /** The type of a factor's activity when its gas values give none. */
  operationalTypeId: number;
};

async function loadLookups(ctx: ServiceContext, company: ScopedCompany): Promise<Lookups> {
  const sourceRows = await listSourceChoices(ctx.db, company.id);
  const factorRows = await listFactorChoices(ctx.db, company.id);
  const unitRows = await listUnitChoices(ctx.db);
  const stakeholderRows = await listStakeholderChoices(ctx.db, company.id);
  const typeRows = await listTypeIds(ctx.db, ACTIVITY_TYPE_GROUP);
  const ofType = (type: TStakeholderType) =>
    choiceList(
      stakeholderRows.filter((row) => row.type === type).map((row) => ({ id: row.id, label: row.name })),
    );
  return {
    source: choiceList(
      sourceRows.map((row) => ({
        id: row.id,
        label: `${row.code} · ${row.name}`,
        aliases: [row.code, row.name],
      })),
    ),
    factor: choiceList(factorRows.map((row) => ({ id: row.id, label: row.name, aliases: [row.code] }))),
    unit: choiceList(
      unitRows.map((row) => ({
        id: row.id,
        label: row.abbreviation ? `${row.name} (${row.abbreviation})` : row.name,
        aliases: [row.abbreviation, row.code, row.name],
      })),
    ),
    stakeholders: {
      headquarter: ofType('HEADQUARTERS'),
      client: ofType('CLIENTS'),
      provider: ofType('PROVIDERS'),
      project: ofType('PROJECTS'),
    },
    sourceById: new Map(sourceRows.map((row) => [row.id, row])),
    factorById: new Map(factorRows.map((row) => [row.id, row])),
    operationalTypeId: (typeRows.find((row) => row.code === 'operational') ?? typeRows[0])?.id ?? 0,
  };
}

/** A row checked and resolved: the activity to write (its totals once calculated), or its errors. */
type ActivityRow = CheckedRow<Column> & {
  values: Record<Column, TCell>;
  activity: NewActivityRow | null;
  /** Its emission source's activity-data uncertainty (0 by factor). */
  activityUncertainty: number;
};

/** The rules of one row that need no other row: the names it uses and the form's schema. */
function checkRow(
  sheetRow: SpreadsheetRow<Column>,
  company: ScopedCompany,
  importId: number,
  lookups: Lookups,
  lang: TLanguage,
): ActivityRow {
  const row = checkCells(sheetRow, IMPORT_COLUMNS, lang) as ActivityRow;
  row.activity = null;
  row.activityUncertainty = 0;
  const cells = row.cells as Partial<Record<Column, string | number>>;
  const resolve = (column: Column, list: ChoiceList<number>, message: string) => {
    const text = cells[column];
    if (text === undefined) return null;
    const id = list.find(String(text));
    if (id === null) addRowError(row, column, translate(message, lang));
    return id;
  };
  const resolveStakeholder = (column: keyof typeof STAKEHOLDER_COLUMNS) =>
    resolve(column, lookups.stakeholders[column], STAKEHOLDER_MESSAGES[column]);
  const hasSource = cells.emission_source !== undefined;
  const hasFactor = cells.emission_factor !== undefined;
  if (hasSource && hasFactor)
    addRowError(row, 'emission_factor', translate('validation.activity_source_and_factor', lang));
  else if (
    !hasSource &&
    !hasFactor &&
    !row.errors.has('emission_source') &&
    !row.errors.has('emission_factor')
  )
    addRowError(row, 'emission_source', translate('validation.activity_source_or_factor', lang));
  const sourceId = resolve('emission_source', lookups.source, 'validation.activity_emission_source');
  const factorId = hasSource
    ? null
    : resolve('emission_factor', lookups.factor, 'validation.activity_factor');
  const unitId = resolve('unit_measurement', lookups.unit, 'validation.unit');
  const headquarterId = resolveStakeholder('headquarter');
  const clientId = resolveStakeholder('client');
  const providerId = resolveStakeholder('provider');
  const projectId = resolveStakeholder('project');
  const factor = factorId === null ? undefined : lookups.factorById.get(factorId);
  const parsed = ZEmissionActivityInput.safeParse({
    company_id: company.id,
    date: cells.date,
    consumption: cells.consumption,
    by_emission_source: !hasFactor || hasSource,
    emission_source_id: sourceId,
    emission_factor_id: factorId,
    type_id: factor ? (factor.type_id ?? lookups.operationalTypeId) : null,
    unit_measurement_id: unitId ?? undefined,
    headquarter_id: headquarterId,
    client_id: clientId,
    provider_id: providerId,
    project_id: projectId,
    description: cells.description,
    type_document: cells.type_document,
    documents: cells.documents,
  });
  if (!parsed.success) {
    addSchemaIssues(row, parsed.error.issues, lang, COLUMN_OF);
    return row;
  }
  if (row.errors.size > 0) return row;
  const input = parsed.data;
  const source = input.emission_source_id ? lookups.sourceById.get(input.emission_source_id) : undefined;
  row.activity = {
    date: input.date,
    consumption: input.consumption,
    by_emission_source: input.by_emission_source,
    emission_source_id: source?.id ?? null,
    ...(source
      ? givenByEmissionSource(source)
      : {
          emission_factor_id: input.emission_factor_id!,
          type_id: input.type_id!,
          source_id: factor!.source_id,
          headquarter_id: input.headquarter_id ?? null,
        }),
    unit_measurement_id: input.unit_measurement_id,
    client_id: input.client_id ?? null,
    provider_id: input.provider_id ?? null,
    project_id: input.project_id ?? null,
    description: input.description ?? null,
    type_document: input.type_document ?? null,
    documents: input.documents ?? null,
    import_id: importId,
    import_row: row.row,
    carbon_footprint: 0,
    carbon_footprint_avoided: 0,
    uncertainty: 0,
  };
  row.activityUncertainty = source?.activity_uncertainty ?? 0;
  return row;
}

/** The column a calculation error is shown in. */
const CALCULATION_COLUMN: Record<string, Column> = {
  unit_measurement_id: 'unit_measurement',
  date: 'date',
  emission_factor_id: 'emission_factor',
};

/** A failing row as the answer echoes it: its number, its cells and its messages by column. */
type FailedRow = Pick<ActivityRow, 'row' | 'values' | 'errors'>;

const failedRow = ({ row, values, errors }: ActivityRow): FailedRow => ({ row, values, errors });

/** What the calculator takes of an imported activity. */
const calculatorInput = (activity: NewActivityRow, activityUncertainty: number) => ({
  date: activity.date,
  consumption: activity.consumption,
  unit_measurement_id: activity.unit_measurement_id,
  factor_id: activity.emission_factor_id,
  activity_uncertainty: activityUncertainty,
});

/**
 * Calculates a checked row: its activity gets its totals and the lines are answered, or the row
 * gets its error (a unit of another group, no gas value on the day, a factor without values) and
 * null is answered.
 */
function calculateRow(calculator: Calculator, row: ActivityRow, lang: TLanguage): TEmissionLine[] | null {
  const activity = row.activity!;
  const result = calculator.calculate(calculatorInput(activity, row.activityUncertainty));
  if (result.ok) {
    const totals = storedEmissionsOf({ id: 0, company_id: 0 }, result);
    activity.carbon_footprint = totals.carbon_footprint;
    activity.carbon_footprint_avoided = totals.carbon_footprint_avoided;
    activity.uncertainty = totals.uncertainty;
    return result.lines;
  }
  const column =
    result.field === 'emission_factor_id' && activity.by_emission_source
      ? 'emission_source'
      : CALCULATION_COLUMN[result.field]!;
  addRowError(row, column, translate(result.message, lang, result.params));
  return null;
}

/** Every failing cell of the failing rows, by row and then in column order, with the row's values. */
function rowErrors(rows: FailedRow[]): TImportRowError[] {
  const order = (attribute: string) => {
    const index = (EMISSION_ACTIVITY_IMPORT_COLUMNS as readonly string[]).indexOf(attribute);
    return index === -1 ? EMISSION_ACTIVITY_IMPORT_COLUMNS.length : index;
  };
  return [...rows]
    .sort((a, b) => a.row - b.row)
    .flatMap((row) =>
      [...row.errors.entries()]
        .sort(([a], [b]) => order(a) - order(b))
        .map(([attribute, errors]) => ({ row: row.row, attribute, errors, values: row.values })),
    );
}

/**
 * Checks, calculates and saves rows a batch at a time under one import; the plan's limit is checked
 * once all are in, and a file that passes it is refused whole (the transaction rolls back). Each row
 * is checked and calculated as it is read, and only what its activity is written from stays until
 * its batch is written; of a failing row, only what the answer echoes.
 */
async function saveRows(
  ctx: ServiceContext,
  company: ScopedCompany,
  importId: number,
  rows: AsyncIterable<SpreadsheetRow<Column>>,
  lang: TLanguage,
  retried = 0,
): Promise<TEmissionActivityImportResult> {
  const lookups = await loadLookups(ctx, company);
  const calculator = createCalculator(ctx.db);
  const usage = await assertWithinLimit(ctx, company, 'emission_activities', 0);
  let saved = 0;
  let skipped = 0;
  let read = 0;
  const failures: FailedRow[] = [];
  // The factors the calculator has loaded; it loads a factor or a unit when a row first needs it,
  // so a row is calculated as it is read and only its activity and lines wait for the batch's write.
  const prepared = new Set<number>();
  // Days no closed period holds. The first check locks the company until the import ends, so
  // none is closed meanwhile and each day is checked once.
  const openDays = new Set<string>();
  // The batch being read: its activities in the file's order, each with the lines its calculation
  // gave (about two per row), and the days it adds.
  let batch: NewActivityRow[] = [];
  let lines: TEmissionLine[][] = [];
  let days = new Set<string>();

  const writeBatch = async (rows: NewActivityRow[], rowLines: TEmissionLine[][], batchDays: Set<string>) => {
    // A row dated in a closed period refuses the whole file (409 naming the period): nothing is saved.
    await assertPeriodsOpen(ctx, company, [...batchDays], lang);
    for (const day of batchDays) openDays.add(day);
    // Each row with its import and row number: a row this import saved already is skipped.
    const ids = await insertActivitiesWithLines(ctx.db, company.id, rows, rowLines);
    const written = ids.filter((id) => id > 0).length;
    saved += written;
    skipped += rows.length - written;
  };

  // A batch is written while the next one is read, so the database's work and the reading
  // overlap; the batches are written one at a time, in the file's order.
  let writing: Promise<void> | null = null;
  const startWriting = async () => {
    const rows = batch;
    const rowLines = lines;
    const batchDays = days;
    batch = [];
    lines = [];
    days = new Set();
    if (writing) await writing;
    writing = writeBatch(rows, rowLines, batchDays);
    // Its failure is answered where it is awaited, not as an unhandled rejection meanwhile.
    writing.catch(() => undefined);
  };

  try {
    for await (const sheetRow of rows) {
      read++;
      const row = checkRow(sheetRow, company, importId, lookups, lang);
      const activity = row.activity;
      if (activity === null) failures.push(failedRow(row));
      else {
        if (!openDays.has(activity.date)) days.add(activity.date);
        if (
          !prepared.has(activity.emission_factor_id) ||
          calculator.unit(activity.unit_measurement_id) === undefined
        ) {
          await calculator.prepare([activity.emission_factor_id], [activity.unit_measurement_id]);
          prepared.add(activity.emission_factor_id);
        }
        const calculated = calculateRow(calculator, row, lang);
        if (calculated) {
          batch.push(activity);
          lines.push(calculated);
        } else failures.push(failedRow(row));
      }
      if (read % BATCH === 0) await startWriting();
    }
    if (read % BATCH !== 0) await startWriting();
    await writing;
  } catch (error) {
    // A batch's refusal comes before what went wrong further down the file (a closed period before
    // a bound of the file), as it did when each batch was written before the next was read.
    await writing;
    throw error;
  }
  if (saved > 0 && usage.used + saved > usage.limit)
    await assertWithinLimit(ctx, company, 'emission_activities', saved, 'import').catch((error: unknown) => {
      // Counted after the writes, the rows just saved are part of the usage: name only the plan.
      throw error instanceof AppError
        ? new AppError('CONFLICT', {
            message: 'errors.PLAN_LIMIT_IMPORT',
            params: { ...error.params, used: usage.used, adding: saved },
            paramKeys: error.paramKeys,
          })
        : error;
    });
  await countImportRows(ctx.db, company.id, importId, {
    rows: retried > 0 ? 0 : read,
    saved,
    failed: failures.length,
    retried,
  });
  return { import_id: importId, saved, skipped, failed: failures.length, errors: rowErrors(failures) };
}

/** How an import went: its rows, or the file was imported before (a 409 naming when and what). */
export type TActivityImportOutcome =
  { ok: true; result: TEmissionActivityImportResult } | { ok: false; seen: TEmissionActivityImportSeen };

/**
 * Imports a company's activities from a spreadsheet: the valid rows are saved, the failing ones
 * answered with their values and messages. A file the company imported before is not imported
 * again unless the user confirmed (`again`).
 */
export async function importActivities(
  ctx: ServiceContext,
  company: ScopedCompany,
  userId: number | null,
  fields: TEmissionActivityImportFields,
  file: { bytes: Buffer | null; name: string | null },
  lang: TLanguage,
): Promise<TActivityImportOutcome> {
  if (!isSameCompany(fields.company_id, company.id))
    throw new AppError('VALIDATION', { errors: { company_id: ['validation.company_scope'] } });
  const sheet = await openSpreadsheet(file.bytes, {
    columns: IMPORT_COLUMNS,
    lang,
    limits: ACTIVITY_IMPORT_LIMITS,
  });
  const hash = createHash('sha256').update(file.bytes!).digest('hex');
  const previous = await findImportByHash(ctx.db, company.id, hash);
  if (previous && !fields.again)
    return {
      ok: false,
      seen: {
        message: translate('errors.ACTIVITY_IMPORT_SEEN', lang, { saved: previous.saved }),
        code: 'CONFLICT',
        previous: {
          import_id: previous.id,
          created_at: previous.created_at.toISOString(),
          saved: previous.saved,
        },
      },
    };
  const importId = await insertImport(ctx.db, company.id, {
    file_name: file.name?.slice(0, 200) ?? null,
    file_hash: hash,
    created_by: userId,
  });
  return { ok: true, result: await saveRows(ctx, company, importId, sheet.rows, lang) };
}

/** Spec §5: a consumption cell left empty or marked "NO VALIDO" is no consumption. */
const NOT_VALID = new Set(['no valido']);

/** A retry's cell as an imported cell: blank text is empty, and "NO VALIDO" no consumption. */
function retryCell(column: Column, value: string | number | null | undefined): TCell {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (text === '') return null;
  if (column === 'consumption' && NOT_VALID.has(importKey(text))) return null;
  return text;
}

/**
 * Saves the failing rows of an import once fixed in the dialog (`POST /v1/emission-activities/retry`):
 * each checked as an imported row; a row the import (or an earlier retry) already saved is skipped.
 */
export async function retryActivities(
  ctx: ServiceContext,
  company: ScopedCompany,
  userId: number | null,
  body: TEmissionActivityRetry,
  lang: TLanguage,
): Promise<TEmissionActivityImportResult> {
  if (!isSameCompany(body.company_id, company.id))
    throw new AppError('VALIDATION', { errors: { company_id: ['validation.company_scope'] } });
  let importId = body.import_id ?? null;
  if (importId !== null && !(await findImport(ctx.db, company.id, importId)))
    throw new AppError('VALIDATION', { errors: { import_id: ['validation.activity_import'] } });
  importId ??= await insertImport(ctx.db, company.id, {
    file_name: null,
    file_hash: createHash('sha256').update(JSON.stringify(body.data)).digest('hex'),
    created_by: userId,
  });
  // One row number once: a row sent twice in one retry is saved once.
  const unique = [...new Map(body.data.map((row) => [row.row, row])).values()];
  async function* rows(): AsyncGenerator<SpreadsheetRow<Column>> {
    for (const row of unique)
      yield {
        row: row.row,
        values: Object.fromEntries(
          EMISSION_ACTIVITY_IMPORT_COLUMNS.map((column) => [column, retryCell(column, row[column])]),
        ) as Record<Column, TCell>,
      };
  }
  return saveRows(ctx, company, importId, rows(), lang, unique.length);
}

/**
 * The activity template of a company in the reader's language: the header row and, for as many
 * rows as an import takes, dropdowns of its emission sources, the factors of its categories, the
 * units and its stakeholders, a date column and a number column.
 */
export async function activityTemplate(
  ctx: ServiceContext,
  company: ScopedCompany,
  lang: TLanguage,
): Promise<Buffer> {
  const lookups = await loadLookups(ctx, company);
  const choices: Partial<Record<Column, ChoiceList<number>>> = {
    emission_source: lookups.source,
    emission_factor: lookups.factor,
    unit_measurement: lookups.unit,
    ...lookups.stakeholders,
  };
  const widths: Partial<Record<Column, number>> = {
    emission_source: 40,
    emission_factor: 44,
    date: 14,
    consumption: 14,
    unit_measurement: 24,
    description: 36,
    documents: 36,
  };
  return writeTemplate({
    columns: IMPORT_COLUMNS.map((column) => {
      const list = choices[column.key];
      return {
        ...column,
        width: widths[column.key] ?? 22,
        ...(list ? { kind: 'choice' as const, choices: list } : {}),
      };
    }),
    lang,
    sheet: translate('templates.emission_activities_sheet', lang),
    rows: EMISSION_ACTIVITY_IMPORT_MAX_ROWS,
  });
}

/**
 * The export's columns: the import's, then the footprint the activity came to, and whether a
 * catalogue change left it flagged (counted 0) and why, in the reader's language.
 */
const EXPORT_COLUMNS: ColumnSpec<
  Column | 'carbon_footprint' | 'carbon_footprint_avoided' | 'flagged' | 'flag_reason'
>[] = [
  ...IMPORT_COLUMNS,
  { key: 'carbon_footprint', kind: 'number' },
  { key: 'carbon_footprint_avoided', kind: 'number' },
  { key: 'flagged', kind: 'boolean' },
  { key: 'flag_reason', kind: 'text', multiline: true },
];

/** Activities read per page of the export. */
const EXPORT_PAGE = 2000;

/**
 * The company's activities as CSV (the import's columns, each named as its dropdown names it, then
 * t CO2e and the flag with its reason), streamed page by page in id order: the file imports again as it is.
 */
export async function exportActivities(
  ctx: ServiceContext,
  company: ScopedCompany,
  lang: TLanguage,
): Promise<Readable> {
  const lookups = await loadLookups(ctx, company);
  async function* records() {
    let after = 0;
    for (;;) {
      const page = await listActivityRowsAfter(ctx.db, company.id, after, EXPORT_PAGE);
      for (const row of page) {
        const source =
          row.emission_source_id === null ? null : lookups.source.labelOf(row.emission_source_id);
        yield {
          emission_source: source ?? row.emission_source?.code ?? null,
          emission_factor: row.by_emission_source
            ? null
            : (lookups.factor.labelOf(row.emission_factor_id) ?? row.emission_factor.name),
          date: row.date,
          consumption: row.consumption,
          unit_measurement: lookups.unit.labelOf(row.unit_measurement_id) ?? row.unit_measurement.name,
          description: row.description,
          type_document: row.type_document,
          documents: row.documents,
          headquarter: row.by_emission_source ? null : (row.headquarter?.name ?? null),
          client: row.client?.name ?? null,
          provider: row.provider?.name ?? null,
          project: row.project?.name ?? null,
          carbon_footprint: row.carbon_footprint,
          carbon_footprint_avoided: row.carbon_footprint_avoided,
          flagged: row.flagged,
          flag_reason: flagOf(row.flag_reason, lang)?.message ?? null,
        };
      }
      if (page.length < EXPORT_PAGE) return;
      after = page.at(-1)!.id;
    }
  }
  return csvExportStream(EXPORT_COLUMNS, records(), lang);
}
