import {
  catalogueName,
  ACTIVITY_UNCERTAINTY_MAX,
  EMISSION_SOURCE_CODE_MAX,
  EMISSION_SOURCE_IMPORT_COLUMNS,
  EMISSION_SOURCE_IMPORT_MAX_ROWS,
  TEXT_MAX,
  ZEmissionSourceInput,
  importKey,
  isSameCompany,
  translate,
  type TEmissionSourceImportColumn,
  type TEmissionSourceImportFields,
  type TEmissionSourceInput,
  type TImportCreated,
  type TImportFailure,
  type TEmissionSourcesExport,
  type TLanguage,
} from '@huella/shared';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ScopedCompany, ServiceContext } from '../../lib/context.ts';
import { assertWithinLimit } from '../plans/plans.service.ts';
import {
  SPREADSHEET_LIMITS,
  addRowError,
  addSchemaIssues,
  checkCells,
  choiceList,
  spreadsheetExport,
  type SpreadsheetExport,
  importFailure,
  openSpreadsheet,
  writeTemplate,
  type ChoiceList,
  type CheckedRow,
  type ColumnSpec,
  type SpreadsheetLimits,
} from '../../lib/spreadsheet/index.ts';
import { listTypesByGroup } from '../types/types.service.ts';
import {
  EMISSION_SOURCE_TYPE_GROUP,
  insertEmissionSourceRows,
  listEveryEmissionSourceRow,
  listCompanySourceRows,
  listFactorRowsOfSources,
  listHeadquarterRows,
  listPlainEmissionSourceRows,
  type PlainEmissionSourceRow,
} from './emission-sources.repository.ts';
import { valuesOf } from './emission-sources.service.ts';

// The emission-source import: a spreadsheet (xlsx, xls or csv) made from the company's template.
// Each row names its type, catalogue source, factor and headquarter in words (the dropdowns of the
// template, in either language); the factor must be one of the row's source. Every row is checked
// with the form's rules, and a code repeated within the file or already used in the company fails
// its row. ALL OR NOTHING: one failing row imports nothing, and the answer lists every failure with
// the row's values so the user can fix them. A row equal to a source already there (same code,
// name, type, source, factor, headquarter and activity-data uncertainty) is skipped, so importing a file again adds nothing.

type Column = TEmissionSourceImportColumn;

/** The bounds of an emission-source file: up to EMISSION_SOURCE_IMPORT_MAX_ROWS rows. */
const LIMITS: SpreadsheetLimits = { ...SPREADSHEET_LIMITS, maxRows: EMISSION_SOURCE_IMPORT_MAX_ROWS };

/** Characters of a cell naming a catalogue row (a factor's name, with its `[#id]` when repeated). */
const NAME_CELL_MAX = 300;

/** Which column names a field of the schema, for errors. */
const ATTRIBUTE_OF: Record<string, Column> = {
  activity_uncertainty: 'activity_uncertainty',
  type_id: 'type',
  source_id: 'source',
  emission_factor_id: 'emission_factor',
  headquarter_id: 'headquarter',
};

type Factor = { id: number; name: string; name_en: string | null; code: string | null; source_id: number };

/** What the rows of a file may name: the company's choices, in the reader's language. */
type Lookups = {
  type: ChoiceList<number>;
  source: ChoiceList<number>;
  factor: ChoiceList<number>;
  headquarter: ChoiceList<number>;
  /** The factors of each source, by their name as an import compares it (null when two share it). */
  factorsBySource: Map<number, Map<string, number | null>>;
  factorById: Map<number, Factor>;
};

async function loadLookups(ctx: ServiceContext, company: ScopedCompany, lang: TLanguage): Promise<Lookups> {
  const typeRows = await listTypesByGroup(ctx.db, EMISSION_SOURCE_TYPE_GROUP);
  const sourceRows = await listCompanySourceRows(ctx.db, company.id, lang);
  const factorRows = await listFactorRowsOfSources(
    ctx.db,
    sourceRows.map((source) => source.id),
    lang,
  );
  const headquarterRows = await listHeadquarterRows(ctx.db, company.id);
  const factorsBySource = new Map<number, Map<string, number | null>>();
  for (const factor of factorRows) {
    const names = factorsBySource.get(factor.source_id) ?? new Map<string, number | null>();
    // A file names a factor in either language.
    for (const name of new Set([factor.name, factor.name_en ?? factor.name].map(importKey))) {
      names.set(name, names.has(name) ? null : factor.id);
    }
    factorsBySource.set(factor.source_id, names);
  }
  return {
    type: choiceList(
      typeRows.map((type) => ({
        id: type.id,
        label: lang === 'en' ? type.name_en : type.name_es,
        aliases: [type.code, type.name_es, type.name_en],
      })),
    ),
    source: choiceList(
      sourceRows.map((source) => ({
        id: source.id,
        label: catalogueName(source, lang),
        aliases: [source.code, source.name, source.name_en],
      })),
    ),
    factor: choiceList(
      factorRows.map((factor) => ({
        id: factor.id,
        label: catalogueName(factor, lang),
        aliases: [factor.name, factor.name_en, factor.code],
      })),
    ),
    headquarter: choiceList(headquarterRows.map((row) => ({ id: row.id, label: row.name }))),
    factorsBySource,
    factorById: new Map(factorRows.map((factor) => [factor.id, factor])),
  };
}

/** The columns as the import reads them: text, each resolved against the lookups with its own message. */
const IMPORT_COLUMNS: ColumnSpec<Column>[] = [
  { key: 'code', kind: 'text', required: true, maxLength: EMISSION_SOURCE_CODE_MAX },
  { key: 'name', kind: 'text', required: true, maxLength: TEXT_MAX },
  { key: 'type', kind: 'text', required: true, maxLength: NAME_CELL_MAX },
  { key: 'source', kind: 'text', required: true, maxLength: NAME_CELL_MAX },
  { key: 'emission_factor', kind: 'text', required: true, maxLength: NAME_CELL_MAX },
  { key: 'headquarter', kind: 'text', required: true, maxLength: NAME_CELL_MAX },
  { key: 'activity_uncertainty', kind: 'number', min: 0, max: ACTIVITY_UNCERTAINTY_MAX },
];

/** The columns of the template: the same, with the company's dropdowns. */
function templateColumns(lookups: Lookups): ColumnSpec<Column>[] {
  const choices: Partial<Record<Column, ChoiceList<number>>> = {
    type: lookups.type,
    source: lookups.source,
    emission_factor: lookups.factor,
    headquarter: lookups.headquarter,
  };
  const widths: Record<Column, number> = {
    code: 14,
    name: 36,
    type: 16,
    source: 36,
    emission_factor: 44,
    headquarter: 28,
    activity_uncertainty: 18,
  };
  return IMPORT_COLUMNS.map((column) => {
    const list = choices[column.key];
    return {
      ...column,
      width: widths[column.key],
      ...(list ? { kind: 'choice' as const, choices: list } : {}),
    };
  });
}

/** The factor a row names: by its name within the row's source first, then by its dropdown label. */
function factorOf(text: string, sourceId: number | undefined, lookups: Lookups): number | null {
  const inSource =
    sourceId === undefined ? undefined : lookups.factorsBySource.get(sourceId)?.get(importKey(text));
  return inSource ?? lookups.factor.find(text);
}

type SourceRow = CheckedRow<Column> & { input: TEmissionSourceInput | null };

/** The rules of one row that need no other row: the names it uses and the form's schema. */
function checkRow(
  source: Parameters<typeof checkCells<Column>>[0],
  company: ScopedCompany,
  lookups: Lookups,
  lang: TLanguage,
): SourceRow {
  const row: SourceRow = { ...checkCells(source, IMPORT_COLUMNS, lang), input: null };
  const cells = row.cells as Partial<Record<Column, string>> & { activity_uncertainty?: number };
  const resolve = (column: Column, find: (text: string) => number | null, message: string) => {
    const text = cells[column];
    if (text === undefined) return undefined;
    const id = find(text);
    if (id === null) addRowError(row, column, translate(message, lang));
    return id ?? undefined;
  };
  const typeId = resolve('type', (text) => lookups.type.find(text), 'validation.emission_source_type');
  const sourceId = resolve('source', (text) => lookups.source.find(text), 'validation.company_source');
  const factorId = resolve(
    'emission_factor',
    (text) => {
      const id = factorOf(text, sourceId, lookups);
      // A factor of another source than the row's is not one the row may use.
      return id !== null && (sourceId === undefined || lookups.factorById.get(id)?.source_id === sourceId)
        ? id
        : null;
    },
    'validation.source_factor',
  );
  const headquarterId = resolve(
    'headquarter',
    (text) => lookups.headquarter.find(text),
    'validation.headquarter',
  );
  const parsed = ZEmissionSourceInput.safeParse({
    company_id: company.id,
    code: cells.code,
    name: cells.name,
    type_id: typeId,
    source_id: sourceId,
    emission_factor_id: factorId,
    headquarter_id: headquarterId,
    activity_uncertainty: cells.activity_uncertainty,
  });
  if (!parsed.success) addSchemaIssues(row, parsed.error.issues, lang, ATTRIBUTE_OF);
  else if (row.errors.size === 0) row.input = parsed.data;
  return row;
}

const sameSource = (input: TEmissionSourceInput, stored: PlainEmissionSourceRow) =>
  input.code === stored.code &&
  input.name === stored.name &&
  input.type_id === stored.type_id &&
  input.source_id === stored.source_id &&
  input.emission_factor_id === stored.emission_factor_id &&
  input.headquarter_id === stored.headquarter_id &&
  input.activity_uncertainty === stored.activity_uncertainty;

export type TImportOutcome = { ok: true; result: TImportCreated } | { ok: false; failure: TImportFailure };

/** Imports a company's emission sources from a spreadsheet: every row, or none with every failure listed. */
export async function importEmissionSources(
  ctx: ServiceContext,
  company: ScopedCompany,
  fields: TEmissionSourceImportFields,
  file: Buffer | null,
  lang: TLanguage,
): Promise<TImportOutcome> {
  if (!isSameCompany(fields.company_id, company.id))
    throw new AppError('VALIDATION', { errors: { company_id: ['validation.company_scope'] } });
  const sheet = await openSpreadsheet(file, { columns: IMPORT_COLUMNS, lang, limits: LIMITS });
  // Read within the import's transaction, and locked until it commits: what the rows name stays.
  const lookups = await loadLookups(ctx, company, lang);
  const rows: SourceRow[] = [];
  for await (const source of sheet.rows) rows.push(checkRow(source, company, lookups, lang));

  // Codes compare as the database's unique index does: whatever their case.
  const stored = new Map(
    (await listPlainEmissionSourceRows(ctx.db, company.id)).map((row) => [row.code.toLowerCase(), row]),
  );
  const firstRowOf = new Map<string, number>();
  const fresh: TEmissionSourceInput[] = [];
  let skipped = 0;
  for (const row of rows) {
    const code = (row.cells as Partial<Record<Column, string>>).code;
    if (code === undefined || row.errors.has('code')) continue;
    const key = code.toLowerCase();
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      addRowError(row, 'code', translate('validation.duplicate_row', lang, { row: first }));
      continue;
    }
    firstRowOf.set(key, row.row);
    const existing = stored.get(key);
    if (existing && !(row.input && sameSource(row.input, existing)))
      addRowError(row, 'code', translate('errors.EMISSION_SOURCE_CODE_TAKEN', lang, { code: existing.code }));
    else if (existing) skipped++;
    else if (row.input) fresh.push(row.input);
  }
  if (rows.some((row) => row.errors.size > 0))
    return { ok: false, failure: importFailure(rows, EMISSION_SOURCE_IMPORT_COLUMNS, lang) };

  // A file that would pass the plan's limit is refused whole.
  await assertWithinLimit(ctx, company, 'emission_sources', fresh.length, 'import');
  const created = await insertEmissionSourceRows(ctx.db, company.id, fresh.map(valuesOf)).catch(
    (error: unknown) => {
      // A code written meanwhile by another request: nothing of this file is kept; it may be sent again.
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', { cause: error });
      throw error;
    },
  );
  return { ok: true, result: { created, skipped } };
}

/**
 * The import template of a company in the reader's language: the header row, and dropdowns of the
 * emission-source types, the company's sources, the factors of those sources and its headquarters
 * (lists on a hidden sheet), for as many rows as an import takes.
 */
export async function emissionSourceTemplate(
  ctx: ServiceContext,
  company: ScopedCompany,
  lang: TLanguage,
): Promise<Buffer> {
  return writeTemplate({
    columns: templateColumns(await loadLookups(ctx, company, lang)),
    lang,
    sheet: translate('templates.emission_sources_sheet', lang),
    rows: EMISSION_SOURCE_IMPORT_MAX_ROWS,
  });
}

/**
 * The emission sources the company's list shows (its search, filters and sort) as CSV or xlsx:
 * the columns of the import, each catalogue row by the word its dropdown shows, so the file
 * imports again as it is.
 */
export async function exportEmissionSources(
  ctx: ServiceContext,
  company: ScopedCompany,
  { format, company_id: _company, ...query }: TEmissionSourcesExport,
  lang: TLanguage,
): Promise<SpreadsheetExport> {
  const lookups = await loadLookups(ctx, company, lang);
  async function* records() {
    for await (const row of listEveryEmissionSourceRow(ctx.db, company.id, query, query, lang)) {
      yield {
        code: row.code,
        name: row.name,
        type: lookups.type.labelOf(row.type_id) ?? (lang === 'en' ? row.type.name_en : row.type.name_es),
        source: lookups.source.labelOf(row.source_id) ?? row.source.name,
        emission_factor: lookups.factor.labelOf(row.emission_factor_id) ?? row.emission_factor.name,
        headquarter: lookups.headquarter.labelOf(row.headquarter_id) ?? row.headquarter.name,
        // Not stated is an empty cell, as the import reads it.
        activity_uncertainty: row.activity_uncertainty === 0 ? null : row.activity_uncertainty,
      };
    }
  }
  return spreadsheetExport(format, IMPORT_COLUMNS, records(), lang, {
    sheet: translate('templates.emission_sources_sheet', lang),
  });
}
