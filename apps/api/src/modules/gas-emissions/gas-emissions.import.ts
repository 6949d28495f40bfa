import {
  GAS_EMISSION_IMPORT_COLUMNS,
  GAS_EMISSION_IMPORT_MAX_BYTES,
  GAS_EMISSION_IMPORT_MAX_CELL,
  GAS_EMISSION_IMPORT_MAX_COLUMNS,
  GAS_EMISSION_IMPORT_MAX_ROWS,
  GAS_EMISSION_IMPORT_REQUIRED_COLUMNS,
  UNCERTAINTY_MAX,
  ZGasEmissionInput,
  translate,
  validityOverlaps,
  type TGasEmissionImportColumn,
  type TGasEmissionImportResult,
  type TGasEmissionInput,
  type TImportFailure,
  type TLanguage,
} from '@huella/shared';
import { AppError } from '../../lib/app-error.ts';
import type { ServiceContext } from '../../lib/context.ts';
import {
  SPREADSHEET_LIMITS,
  addRowError,
  addSchemaIssues,
  checkCells,
  choiceList,
  importFailure,
  openSpreadsheet,
  writeTemplate,
  type ChoiceList,
  type CheckedRow,
  type ColumnSpec,
  type SpreadsheetLimits,
  type SpreadsheetRow,
} from '../../lib/spreadsheet/index.ts';
import { recordCatalogueEvent } from '../catalogue-events/catalogue-events.service.ts';
import { findFactorRow, lockFactorRows } from '../emission-factors/emission-factors.service.ts';
import { listAllGasRows } from '../gases/gases.service.ts';
import { listTypesByGroup } from '../types/types.service.ts';
import { listAllUnitMeasurementRows } from '../unit-measurements/unit-measurements.service.ts';
import {
  insertGasEmissionRows,
  listPlainGasEmissionRowsOfFactor,
  type LabelledGasEmissionRow,
} from './gas-emissions.repository.ts';
import {
  GAS_EMISSION_TYPE_GROUP,
  checkFactorTakesValues,
  conflictIfReferenceGone,
  gasEmissionValuesOf,
  overlapParams,
} from './gas-emissions.service.ts';

// The gas-value import: a spreadsheet (xlsx, xls or csv) made from the template of one factor.
// Every row is checked with the rules of the form (the shared schema) plus the names of gas, unit
// and type and the validity overlaps (one value per gas and day, whatever its unit), against the
// database and within the file. One failing row imports nothing; the answer lists every failure
// with the row's values so the user can fix them. Otherwise every row is written in one transaction. Rows identical to a stored value are skipped,
// so a repeated import writes nothing twice.

type Column = TGasEmissionImportColumn;

/** The bounds of a gas-value file. */
const LIMITS: SpreadsheetLimits = {
  ...SPREADSHEET_LIMITS,
  maxBytes: GAS_EMISSION_IMPORT_MAX_BYTES,
  maxRows: GAS_EMISSION_IMPORT_MAX_ROWS,
  maxColumns: GAS_EMISSION_IMPORT_MAX_COLUMNS,
};

/** Which column names a field of the schema, for errors. */
const ATTRIBUTE_OF: Record<string, Column> = {
  gas_id: 'gas',
  unit_measurement_id: 'unit_measurement',
  type_id: 'type',
};

const isRequired = (key: Column) => GAS_EMISSION_IMPORT_REQUIRED_COLUMNS.includes(key);

type Lookups = { gas: ChoiceList<number>; unit: ChoiceList<number>; type: ChoiceList<number> };

/** Names a spreadsheet may use for catalogue rows: the dropdown label first, then unambiguous aliases. */
async function loadLookups(ctx: ServiceContext, lang: TLanguage): Promise<Lookups> {
  const gasRows = await listAllGasRows(ctx.db);
  const unitRows = await listAllUnitMeasurementRows(ctx.db);
  const typeRows = await listTypesByGroup(ctx.db, GAS_EMISSION_TYPE_GROUP);
  return {
    gas: choiceList(gasRows.map((gas) => ({ id: gas.id, label: gas.name, aliases: [gas.name, gas.code] }))),
    unit: choiceList(
      unitRows.map((unit) => ({
        id: unit.id,
        label: unit.abbreviation ? `${unit.name} (${unit.abbreviation})` : unit.name,
        aliases: [unit.name, unit.abbreviation, unit.code],
      })),
    ),
    type: choiceList(
      typeRows.map((type) => ({
        id: type.id,
        label: lang === 'en' ? type.name_en : type.name_es,
        aliases: [type.code, type.name_es, type.name_en],
      })),
    ),
  };
}

/** The columns of the template and the import, in order: gas, unit and type name catalogue rows. */
function columnsOf(lookups: Lookups): ColumnSpec<Column>[] {
  const specs: Record<Column, Omit<ColumnSpec<Column>, 'key'>> = {
    gas: { kind: 'choice', choices: lookups.gas, width: 32 },
    unit_measurement: { kind: 'choice', choices: lookups.unit, width: 32 },
    type: { kind: 'choice', choices: lookups.type, width: 16 },
    value: { kind: 'number', min: 0, width: 14 },
    uncertainty: { kind: 'number', min: 0, max: UNCERTAINTY_MAX, width: 18 },
    date_start: { kind: 'date', width: 16 },
    date_end: { kind: 'date', width: 16 },
    fountain: { kind: 'text', width: 40 },
    reference: { kind: 'text', width: 40 },
    avoided: { kind: 'boolean', width: 16 },
  };
  return GAS_EMISSION_IMPORT_COLUMNS.map((key) => ({
    key,
    required: isRequired(key),
    maxLength: GAS_EMISSION_IMPORT_MAX_CELL,
    ...specs[key],
  }));
}

/** What the validity checks need: known even when another cell of the row fails. */
type Validity = { gas_id: number; date_start: string; date_end: string };

type GasRow = CheckedRow<Column> & { input: TGasEmissionInput | null; validity: Validity | null };

/** The rules of one row that need no database: names, numbers, dates, text lengths (the form's schema). */
function checkRow(
  source: SpreadsheetRow<Column>,
  columns: readonly ColumnSpec<Column>[],
  factorId: number,
  lang: TLanguage,
): GasRow {
  const row: GasRow = { ...checkCells(source, columns, lang), input: null, validity: null };
  const cells = row.cells;
  const candidate = {
    factor_id: factorId,
    gas_id: cells.gas,
    unit_measurement_id: cells.unit_measurement,
    type_id: cells.type,
    value: cells.value,
    uncertainty: cells.uncertainty,
    date_start: cells.date_start,
    date_end: cells.date_end,
    fountain: cells.fountain,
    reference: cells.reference,
    avoided: cells.avoided ?? false,
  };
  const parsed = ZGasEmissionInput.safeParse(candidate);
  if (!parsed.success) addSchemaIssues(row, parsed.error.issues, lang, ATTRIBUTE_OF);
  if (row.errors.size === 0 && parsed.success) row.input = parsed.data;
  // The overlaps are checked in the same answer as every other error of the file (not once the
  // rest is fixed), whenever the gas and both dates of the row are readable.
  const validityFields = ['gas_id', 'date_start', 'date_end'] as const;
  const validityFails = validityFields.some((field) => row.errors.has(ATTRIBUTE_OF[field] ?? field));
  if (parsed.success) row.validity = parsed.data;
  else if (!validityFails && typeof candidate.gas_id === 'number') {
    const failing = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    if (!validityFields.some((field) => failing.has(field)))
      row.validity = {
        gas_id: candidate.gas_id,
        date_start: candidate.date_start as string,
        date_end: candidate.date_end as string,
      };
  }
  return row;
}

const sameValue = (input: TGasEmissionInput, stored: LabelledGasEmissionRow) => {
  const values = gasEmissionValuesOf(input);
  return (
    values.gas_id === stored.gas_id &&
    values.unit_measurement_id === stored.unit_measurement_id &&
    values.type_id === stored.type_id &&
    values.value === stored.value &&
    values.uncertainty === stored.uncertainty &&
    values.date_start === stored.date_start &&
    values.date_end === stored.date_end &&
    values.fountain === stored.fountain &&
    values.reference === stored.reference &&
    values.avoided === stored.avoided
  );
};

/**
 * Validity overlaps of the valid rows: with a stored value of the same gas, whatever its unit (a row
 * equal to a stored value is a repeat and is skipped instead), and with another row of the file.
 * One value per factor, gas and day: the calculation adds every value valid on the day.
 */
function checkOverlaps(rows: GasRow[], stored: LabelledGasEmissionRow[], lang: TLanguage): Set<GasRow> {
  const skipped = new Set<GasRow>();
  const storedByGas = new Map<number, LabelledGasEmissionRow[]>();
  for (const value of stored) {
    (storedByGas.get(value.gas_id) ?? storedByGas.set(value.gas_id, []).get(value.gas_id)!).push(value);
  }
  const fresh = new Map<number, GasRow[]>();
  for (const row of rows) {
    const validity = row.validity;
    if (!validity) continue;
    const existing = storedByGas.get(validity.gas_id) ?? [];
    const input = row.input;
    if (input && existing.some((value) => sameValue(input, value))) {
      skipped.add(row);
      continue;
    }
    const other = existing
      .filter((value) => validityOverlaps(validity, value))
      .sort((a, b) => a.date_start.localeCompare(b.date_start) || a.id - b.id)[0];
    if (other) {
      const message = translate('validation.validity_overlap', lang, overlapParams(other));
      addRowError(row, 'date_start', message);
      addRowError(row, 'date_end', message);
      continue;
    }
    (fresh.get(validity.gas_id) ?? fresh.set(validity.gas_id, []).get(validity.gas_id)!).push(row);
  }
  for (const group of fresh.values()) {
    group.sort((a, b) => a.validity!.date_start.localeCompare(b.validity!.date_start) || a.row - b.row);
    let latest: GasRow | null = null;
    for (const row of group) {
      if (latest && row.validity!.date_start <= latest.validity!.date_end) {
        for (const [one, other] of [
          [row, latest],
          [latest, row],
        ] as const) {
          const message = translate('validation.validity_overlap_row', lang, { row: other.row });
          addRowError(one, 'date_start', message);
          addRowError(one, 'date_end', message);
        }
      }
      if (!latest || row.validity!.date_end > latest.validity!.date_end) latest = row;
    }
  }
  return skipped;
}

export type TImportOutcome =
  { ok: true; result: TGasEmissionImportResult } | { ok: false; failure: TImportFailure };

/** Imports the gas values of a spreadsheet into a factor: all rows, or none with every failure listed. */
export async function importGasEmissions(
  ctx: ServiceContext,
  factorId: number,
  file: Buffer | null,
  lang: TLanguage,
): Promise<TImportOutcome> {
  // Headers in either language, or the column keys older templates had.
  const sheet = await openSpreadsheet(file, {
    columns: GAS_EMISSION_IMPORT_COLUMNS.map((key) => ({ key, required: isRequired(key) })),
    lang,
    limits: LIMITS,
  });
  checkFactorTakesValues(await findFactorRow(ctx.db, factorId));
  const columns = columnsOf(await loadLookups(ctx, lang));
  const rows: GasRow[] = [];
  for await (const row of sheet.rows) rows.push(checkRow(row, columns, factorId, lang));

  return ctx.db
    .transaction(async (tx): Promise<TImportOutcome> => {
      // The factor's lock keeps concurrent writes of its values out until the overlaps are settled.
      checkFactorTakesValues((await lockFactorRows(tx, [factorId], 'update'))[0]);
      const skipped = checkOverlaps(rows, await listPlainGasEmissionRowsOfFactor(tx, factorId), lang);
      if (rows.some((row) => row.errors.size > 0))
        return { ok: false, failure: importFailure(rows, GAS_EMISSION_IMPORT_COLUMNS, lang) };
      const inputs = rows.filter((row) => !skipped.has(row)).map((row) => row.input!);
      const ids = await insertGasEmissionRows(tx, inputs.map(gasEmissionValuesOf));
      if (ids.length > 0) {
        await recordCatalogueEvent(ctx, tx, {
          kind: 'gas_emission.imported',
          entity_id: factorId,
          payload: {
            factor_ids: [factorId],
            gas_emission_ids: ids,
            ranges: inputs.map((input) => ({ date_start: input.date_start, date_end: input.date_end })),
          },
        });
      }
      return { ok: true, result: { imported: ids.length, skipped: skipped.size } };
    })
    .catch(conflictIfReferenceGone);
}

/**
 * The import template of a factor, all in the reader's language: the header row, dropdowns of the
 * current gases, units, types and yes/no (from a hidden sheet), number and length checks and date
 * columns, for as many rows as an import takes.
 */
export async function gasEmissionTemplate(
  ctx: ServiceContext,
  factorId: number,
  lang: TLanguage,
): Promise<{ filename: string; bytes: Buffer }> {
  if (!(await findFactorRow(ctx.db, factorId))) throw new AppError('NOT_FOUND');
  const bytes = await writeTemplate({
    columns: columnsOf(await loadLookups(ctx, lang)),
    lang,
    sheet: translate('templates.gas_emissions_sheet', lang),
    rows: GAS_EMISSION_IMPORT_MAX_ROWS,
  });
  return { filename: translate('templates.gas_emissions_file', lang, { factor: factorId }), bytes };
}
