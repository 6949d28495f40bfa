import {
  DESCRIPTION_MAX,
  EMISSION_INDICATOR_IMPORT_COLUMNS,
  EMISSION_INDICATOR_IMPORT_MAX_ROWS,
  INDICATOR_VALUE_MAX,
  ZEmissionIndicatorInput,
  isSameCompany,
  translate,
  type TEmissionIndicatorImportColumn,
  type TEmissionIndicatorImportFields,
  type TEmissionIndicatorInput,
  type TImportCreated,
  type TImportFailure,
  type TEmissionIndicatorsExport,
  type TLanguage,
  type TStakeholderType,
} from '@huella/shared';
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
import {
  findKeyIndicator,
  insertEmissionIndicatorRows,
  listEveryEmissionIndicatorRow,
  listPlainEmissionIndicatorRows,
  listStakeholderRows,
  type EmissionIndicatorValues,
  type PlainEmissionIndicatorRow,
} from './emission-indicators.repository.ts';
import { sectorProblem, valuesOf } from './emission-indicators.service.ts';

// The indicator import: a spreadsheet (xlsx, xls or csv) of one key indicator's values, chosen in
// the form with its sector, one row per value: its date and value, and optionally a note and the
// company's headquarter, client, provider and project by name (the template's dropdowns). Every
// row is checked with the form's rules first. ALL OR NOTHING: one failing row imports nothing, and
// the answer lists every failure with the row's values. A row equal to a value already there (same
// key indicator, date, value, note and stakeholders) is skipped, so importing a file again adds
// nothing; the same row twice in a file fails the second.

type Column = TEmissionIndicatorImportColumn;
type StakeholderColumn = 'headquarter' | 'client' | 'provider' | 'project';

/** The bounds of an indicator file: up to EMISSION_INDICATOR_IMPORT_MAX_ROWS rows. */
const LIMITS: SpreadsheetLimits = { ...SPREADSHEET_LIMITS, maxRows: EMISSION_INDICATOR_IMPORT_MAX_ROWS };

/** Characters of a cell naming a stakeholder. */
const NAME_CELL_MAX = 300;

const STAKEHOLDER_COLUMNS: Record<StakeholderColumn, TStakeholderType> = {
  headquarter: 'HEADQUARTERS',
  client: 'CLIENTS',
  provider: 'PROVIDERS',
  project: 'PROJECTS',
};

/** Which column names a field of the schema, for errors. */
const ATTRIBUTE_OF: Record<string, Column> = {
  headquarter_id: 'headquarter',
  client_id: 'client',
  provider_id: 'provider',
  project_id: 'project',
};

/** The columns as the import reads them; the stakeholders by name, each resolved with its own message. */
const IMPORT_COLUMNS: ColumnSpec<Column>[] = [
  { key: 'date', kind: 'date', required: true, width: 14 },
  { key: 'value', kind: 'number', required: true, min: 0, max: INDICATOR_VALUE_MAX, width: 16 },
  { key: 'note', kind: 'text', maxLength: DESCRIPTION_MAX, multiline: true, width: 40 },
  { key: 'headquarter', kind: 'text', maxLength: NAME_CELL_MAX, width: 28 },
  { key: 'client', kind: 'text', maxLength: NAME_CELL_MAX, width: 28 },
  { key: 'provider', kind: 'text', maxLength: NAME_CELL_MAX, width: 28 },
  { key: 'project', kind: 'text', maxLength: NAME_CELL_MAX, width: 28 },
];

/** The company's stakeholders a row may name, by column. */
type Lookups = Record<StakeholderColumn, ChoiceList<number>>;

async function loadLookups(ctx: ServiceContext, company: ScopedCompany): Promise<Lookups> {
  const rows = await listStakeholderRows(ctx.db, company.id);
  const of = (type: TStakeholderType) =>
    choiceList(rows.filter((row) => row.type === type).map((row) => ({ id: row.id, label: row.name })));
  return {
    headquarter: of('HEADQUARTERS'),
    client: of('CLIENTS'),
    provider: of('PROVIDERS'),
    project: of('PROJECTS'),
  };
}

/** The columns of the template: the same, with the company's stakeholders as dropdowns. */
const templateColumns = (lookups: Lookups): ColumnSpec<Column>[] =>
  IMPORT_COLUMNS.map((column) =>
    column.key in STAKEHOLDER_COLUMNS
      ? { ...column, kind: 'choice' as const, choices: lookups[column.key as StakeholderColumn] }
      : column,
  );

type IndicatorRow = CheckedRow<Column> & { input: TEmissionIndicatorInput | null };

/** The rules of one row that need no other row: the stakeholders it names and the form's schema. */
function checkRow(
  source: Parameters<typeof checkCells<Column>>[0],
  company: ScopedCompany,
  keyIndicatorId: number,
  lookups: Lookups,
  lang: TLanguage,
): IndicatorRow {
  const row: IndicatorRow = { ...checkCells(source, IMPORT_COLUMNS, lang), input: null };
  const cells = row.cells as Partial<Record<Column, string>> & { value?: number };
  const stakeholder = (column: StakeholderColumn) => {
    const text = cells[column];
    if (text === undefined) return undefined;
    const id = lookups[column].find(text);
    if (id === null)
      addRowError(
        row,
        column,
        translate(`validation.stakeholder_${STAKEHOLDER_COLUMNS[column].toLowerCase()}`, lang),
      );
    return id ?? undefined;
  };
  const parsed = ZEmissionIndicatorInput.safeParse({
    company_id: company.id,
    key_indicator_id: keyIndicatorId,
    value: cells.value,
    date: cells.date,
    note: cells.note,
    headquarter_id: stakeholder('headquarter'),
    client_id: stakeholder('client'),
    provider_id: stakeholder('provider'),
    project_id: stakeholder('project'),
  });
  if (!parsed.success) addSchemaIssues(row, parsed.error.issues, lang, ATTRIBUTE_OF);
  else if (row.errors.size === 0) row.input = parsed.data;
  return row;
}

/** What makes two values the same: an import compares its rows with each other and with those stored. */
const identityOf = (values: EmissionIndicatorValues | PlainEmissionIndicatorRow) =>
  JSON.stringify([
    values.date,
    values.value,
    values.note ?? null,
    values.headquarter_id ?? null,
    values.client_id ?? null,
    values.provider_id ?? null,
    values.project_id ?? null,
  ]);

export type TImportOutcome = { ok: true; result: TImportCreated } | { ok: false; failure: TImportFailure };

/**
 * Imports values of one key indicator from a spreadsheet: every row, or none with every failure
 * listed. The key indicator and its sector come from the form.
 */
export async function importEmissionIndicators(
  ctx: ServiceContext,
  company: ScopedCompany,
  fields: TEmissionIndicatorImportFields,
  file: Buffer | null,
  lang: TLanguage,
): Promise<TImportOutcome> {
  if (!isSameCompany(fields.company_id, company.id))
    throw new AppError('VALIDATION', { errors: { company_id: ['validation.company_scope'] } });
  const keyIndicator = await findKeyIndicator(ctx.db, fields.key_indicator_id, lang, true);
  if (!keyIndicator)
    throw new AppError('VALIDATION', { errors: { key_indicator_id: ['validation.key_indicator'] } });
  const sector = sectorProblem(keyIndicator, fields.sector_id);
  if (sector) throw new AppError('VALIDATION', { errors: { sector_id: [sector] } });

  const sheet = await openSpreadsheet(file, { columns: IMPORT_COLUMNS, lang, limits: LIMITS });
  // Read within the import's transaction, and locked until it commits: what the rows name stays.
  const lookups = await loadLookups(ctx, company);
  const rows: IndicatorRow[] = [];
  for await (const source of sheet.rows) rows.push(checkRow(source, company, keyIndicator.id, lookups, lang));

  const stored = new Set(
    (await listPlainEmissionIndicatorRows(ctx.db, company.id, keyIndicator.id)).map(identityOf),
  );
  const firstRowOf = new Map<string, number>();
  const fresh: EmissionIndicatorValues[] = [];
  let skipped = 0;
  for (const row of rows) {
    if (!row.input) continue;
    const values = valuesOf(row.input, keyIndicator.sector_id);
    const identity = identityOf(values);
    const first = firstRowOf.get(identity);
    if (first !== undefined) {
      addRowError(row, 'date', translate('validation.duplicate_row', lang, { row: first }));
      continue;
    }
    firstRowOf.set(identity, row.row);
    if (stored.has(identity)) skipped++;
    else fresh.push(values);
  }
  if (rows.some((row) => row.errors.size > 0))
    return { ok: false, failure: importFailure(rows, EMISSION_INDICATOR_IMPORT_COLUMNS, lang) };

  // A file that would pass the plan's limit is refused whole.
  await assertWithinLimit(ctx, company, 'emission_indicators', fresh.length, 'import');
  const created = await insertEmissionIndicatorRows(ctx.db, company.id, fresh);
  return { ok: true, result: { created, skipped } };
}

/**
 * The import template of a company in the reader's language: the header row, date and number
 * checks, and dropdowns of the company's headquarters, clients, providers and projects (lists on
 * a hidden sheet), for as many rows as an import takes.
 */
export async function emissionIndicatorTemplate(
  ctx: ServiceContext,
  company: ScopedCompany,
  lang: TLanguage,
): Promise<Buffer> {
  return writeTemplate({
    columns: templateColumns(await loadLookups(ctx, company)),
    lang,
    sheet: translate('templates.emission_indicators_sheet', lang),
    rows: EMISSION_INDICATOR_IMPORT_MAX_ROWS,
  });
}

/** The columns of the export: the key indicator and its sector and unit, then the import's. */
const EXPORT_COLUMNS: ColumnSpec<Column | 'key_indicator' | 'sector' | 'unit'>[] = [
  { key: 'key_indicator', kind: 'text' },
  { key: 'sector', kind: 'text' },
  { key: 'unit', kind: 'text' },
  ...IMPORT_COLUMNS,
];

/**
 * The indicators the company's list shows (its search, filters and sort) as CSV or xlsx: the key
 * indicator, its sector and unit, then the columns of the import, so one key indicator's rows
 * import again as they are.
 */
export async function exportEmissionIndicators(
  ctx: ServiceContext,
  company: ScopedCompany,
  { format, company_id: _company, ...query }: TEmissionIndicatorsExport,
  lang: TLanguage,
): Promise<SpreadsheetExport> {
  const lookups = await loadLookups(ctx, company);
  const label = (column: StakeholderColumn, id: number | null, named: { name: string | null } | null) =>
    id === null ? null : (lookups[column].labelOf(id) ?? named?.name ?? null);
  async function* records() {
    for await (const row of listEveryEmissionIndicatorRow(ctx.db, company.id, query, query, lang)) {
      yield {
        key_indicator: row.key_indicator.name,
        sector: row.sector.name,
        unit: row.unit.abbreviation ?? row.unit.name,
        date: row.date,
        value: row.value,
        note: row.note,
        headquarter: label('headquarter', row.headquarter_id, row.headquarter),
        client: label('client', row.client_id, row.client),
        provider: label('provider', row.provider_id, row.provider),
        project: label('project', row.project_id, row.project),
      };
    }
  }
  return spreadsheetExport(format, EXPORT_COLUMNS, records(), lang, {
    sheet: translate('templates.emission_indicators_sheet', lang),
  });
}
