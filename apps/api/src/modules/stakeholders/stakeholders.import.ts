import {
  DESCRIPTION_MAX,
  STAKEHOLDER_IMPORT_COLUMNS,
  STAKEHOLDER_IMPORT_MAX_ROWS,
  TEXT_MAX,
  ZStakeholderInput,
  isSameCompany,
  translate,
  type TImportCreated,
  type TImportFailure,
  type TLanguage,
  type TStakeholderImportColumn,
  type TStakeholderInput,
  type TStakeholderImportFields,
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
  importFailure,
  openSpreadsheet,
  writeTemplate,
  type CheckedRow,
  type ColumnSpec,
  type SpreadsheetLimits,
} from '../../lib/spreadsheet/index.ts';
import { insertStakeholderRows, listStakeholderRowsOfType } from './stakeholders.repository.ts';

// The stakeholder import: a spreadsheet (xlsx, xls or csv) of names and descriptions, all of one
// type chosen in the dialog. Every row is checked with the form's rules; a name repeated within the
// file, or already used by another stakeholder of the type, fails its row. One failing row imports
// nothing, and the answer lists every failure with the row's values. A row equal to a stakeholder
// already there (same name and description) is skipped, so importing a file again adds nothing.

type Column = TStakeholderImportColumn;

const LIMITS: SpreadsheetLimits = { ...SPREADSHEET_LIMITS, maxRows: STAKEHOLDER_IMPORT_MAX_ROWS };

const COLUMNS: ColumnSpec<Column>[] = [
  { key: 'name', kind: 'text', required: true, maxLength: TEXT_MAX, width: 40 },
  { key: 'description', kind: 'text', multiline: true, maxLength: DESCRIPTION_MAX, width: 60 },
];

type StakeholderRow = CheckedRow<Column> & { input: TStakeholderInput | null };

const descriptionKey = (description: string | null | undefined) => description ?? '';

export type TImportOutcome = { ok: true; result: TImportCreated } | { ok: false; failure: TImportFailure };

/** Imports stakeholders of one type from a spreadsheet: every row, or none with every failure listed. */
export async function importStakeholders(
  ctx: ServiceContext,
  company: ScopedCompany,
  fields: TStakeholderImportFields,
  file: Buffer | null,
  lang: TLanguage,
): Promise<TImportOutcome> {
  if (!isSameCompany(fields.company_id, company.id))
    throw new AppError('VALIDATION', { errors: { company_id: ['validation.company_scope'] } });
  const type = fields.type;
  const sheet = await openSpreadsheet(file, { columns: COLUMNS, lang, limits: LIMITS });
  const rows: StakeholderRow[] = [];
  for await (const source of sheet.rows) {
    const row: StakeholderRow = { ...checkCells(source, COLUMNS, lang), input: null };
    const parsed = ZStakeholderInput.safeParse({
      company_id: company.id,
      type,
      name: row.cells.name,
      description: row.cells.description,
    });
    if (!parsed.success) addSchemaIssues(row, parsed.error.issues, lang);
    else if (row.errors.size === 0) row.input = parsed.data;
    rows.push(row);
  }

  // Names compare as the database's unique index does: whatever their case.
  const stored = new Map(
    (await listStakeholderRowsOfType(ctx.db, company.id, type)).map((row) => [row.name.toLowerCase(), row]),
  );
  const firstRowOf = new Map<string, number>();
  const fresh: TStakeholderInput[] = [];
  let skipped = 0;
  for (const row of rows) {
    const input = row.input;
    if (!input) continue;
    const key = input.name.toLowerCase();
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      addRowError(row, 'name', translate('validation.duplicate_row', lang, { row: first }));
      continue;
    }
    firstRowOf.set(key, row.row);
    const existing = stored.get(key);
    if (!existing) fresh.push(input);
    else if (descriptionKey(existing.description) === descriptionKey(input.description)) skipped++;
    else addRowError(row, 'name', translate('errors.STAKEHOLDER_NAME_TAKEN', lang, { name: existing.name }));
  }
  if (rows.some((row) => row.errors.size > 0))
    return { ok: false, failure: importFailure(rows, STAKEHOLDER_IMPORT_COLUMNS, lang) };

  // A file of headquarters that would pass the plan's limit is refused whole.
  if (type === 'HEADQUARTERS') await assertWithinLimit(ctx, company, 'entities', fresh.length, 'import');
  const created = await insertStakeholderRows(
    ctx.db,
    company.id,
    type,
    fresh.map((input) => ({ name: input.name, description: input.description ?? null })),
  ).catch((error: unknown) => {
    // A name written meanwhile by another request: nothing of this file is kept; it may be sent again.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', { cause: error });
    throw error;
  });
  return { ok: true, result: { created, skipped } };
}

/** The stakeholder template in the reader's language: a name and a description per row. */
export async function stakeholderTemplate(lang: TLanguage): Promise<Buffer> {
  return writeTemplate({
    columns: COLUMNS,
    lang,
    sheet: translate('templates.stakeholders_sheet', lang),
    rows: STAKEHOLDER_IMPORT_MAX_ROWS,
  });
}
