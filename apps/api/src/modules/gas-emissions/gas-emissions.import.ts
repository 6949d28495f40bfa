import {
  GAS_EMISSION_IMPORT_COLUMNS,
  GAS_EMISSION_IMPORT_MAX_CELL,
  GAS_EMISSION_IMPORT_MAX_COLUMNS,
  GAS_EMISSION_IMPORT_MAX_ROWS,
  GAS_EMISSION_IMPORT_REQUIRED_COLUMNS,
  UNCERTAINTY_MAX,
  ZGasEmissionInput,
  fieldErrors,
  formatExactNumber,
  importColumnOfHeader,
  importHeaderOf,
  parseDateInput,
  parseNumberInput,
  translate,
  validityOverlaps,
  type TGasEmissionImportColumn,
  type TGasEmissionImportResult,
  type TGasEmissionInput,
  type TImportFailure,
  type TImportRowError,
  type TLanguage,
} from '@huella/shared';
import { AppError } from '../../lib/app-error.ts';
import type { ServiceContext } from '../../lib/context.ts';
import {
  readFirstSheet,
  writeTemplate,
  type TCell,
  type TemplateColumn,
} from '../../lib/spreadsheet/xlsx.ts';
import { checkXlsxZip } from '../../lib/spreadsheet/xlsx-zip.ts';
import { recordCatalogueEvent } from '../catalogue-events/catalogue-events.service.ts';
import { findFactorRow, lockFactorRows } from '../emission-factors/emission-factors.repository.ts';
import { listAllGasRows } from '../gases/gases.repository.ts';
import { listTypesByGroup } from '../types/types.repository.ts';
import { listAllUnitMeasurementRows } from '../unit-measurements/unit-measurements.repository.ts';
import {
  insertGasEmissionRows,
  listPlainGasEmissionRowsOfFactor,
  type PlainGasEmissionRow,
} from './gas-emissions.repository.ts';
import {
  GAS_EMISSION_TYPE_GROUP,
  checkFactorTakesValues,
  conflictIfReferenceGone,
  gasEmissionValuesOf,
} from './gas-emissions.service.ts';

// The gas-value import: a spreadsheet made from the template of one factor. Every row is checked
// with the rules of the form (the shared schema) plus the names of gas, unit and type and the
// validity overlaps, against the database and within the file. One failing row imports nothing; the
// answer lists every failure with the row's values so the user can fix them. Otherwise every row is
// written in one transaction. Rows identical to a stored value are skipped, so a repeated import
// writes nothing twice.

const YES_NO: Record<TLanguage, [string, string]> = { es: ['sí', 'no'], en: ['yes', 'no'] };
const TRUE_WORDS = new Set(['sí', 'si', 's', 'yes', 'y', 'true', 'verdadero', '1', 'x']);
const FALSE_WORDS = new Set(['no', 'n', 'false', 'falso', '0']);
/** Excel's day 0 (its serial dates count days from 1899-12-30). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** Which column names a field of the schema, for errors. */
const ATTRIBUTE_OF: Record<string, TGasEmissionImportColumn> = {
  gas_id: 'gas',
  unit_measurement_id: 'unit_measurement',
  type_id: 'type',
};

const normalise = (text: string) => text.trim().toLocaleLowerCase('es');

/** Names a spreadsheet may use for catalogue rows: the dropdown label first, then unambiguous aliases. */
type Lookup = { labels: string[]; find(cell: TCell): number | null };

function lookupOf(items: { id: number; label: string; aliases: (string | null)[] }[]): Lookup {
  const byLabel = new Map(items.map((item) => [normalise(item.label), item.id]));
  const byAlias = new Map<string, number | null>();
  for (const item of items) {
    for (const alias of item.aliases) {
      if (!alias) continue;
      const key = normalise(alias);
      const known = byAlias.get(key);
      byAlias.set(key, known === undefined || known === item.id ? item.id : null);
    }
  }
  return {
    labels: items.map((item) => item.label),
    find(cell) {
      if (cell === null) return null;
      const key = normalise(String(cell));
      return byLabel.get(key) ?? byAlias.get(key) ?? null;
    },
  };
}

/** Labels are the names; a name used twice gets its id, so each label names one row. */
function uniqueLabels<T extends { id: number }>(items: T[], labelOf: (item: T) => string) {
  const counts = new Map<string, number>();
  for (const item of items)
    counts.set(normalise(labelOf(item)), (counts.get(normalise(labelOf(item))) ?? 0) + 1);
  return items.map((item) => {
    const label = labelOf(item);
    return { item, label: counts.get(normalise(label))! > 1 ? `${label} [#${item.id}]` : label };
  });
}

async function loadLookups(ctx: ServiceContext, lang: TLanguage) {
  const [gasRows, unitRows, typeRows] = await Promise.all([
    listAllGasRows(ctx.db),
    listAllUnitMeasurementRows(ctx.db),
    listTypesByGroup(ctx.db, GAS_EMISSION_TYPE_GROUP),
  ]);
  return {
    gas: lookupOf(
      uniqueLabels(gasRows, (gas) => gas.name).map(({ item, label }) => ({
        id: item.id,
        label,
        aliases: [item.name, item.code],
      })),
    ),
    unit: lookupOf(
      uniqueLabels(unitRows, (unit) =>
        unit.abbreviation ? `${unit.name} (${unit.abbreviation})` : unit.name,
      ).map(({ item, label }) => ({
        id: item.id,
        label,
        aliases: [item.name, item.abbreviation, item.code],
      })),
    ),
    type: lookupOf(
      typeRows.map((type) => ({
        id: type.id,
        label: lang === 'en' ? type.name_en : type.name_es,
        aliases: [type.code, type.name_es, type.name_en],
      })),
    ),
  };
}

/**
 * A number cell as it is; a text cell read the language's way (es `1.234,5`, en `1,234.5`), as
 * pasted: a text that reads two ways (`1.530`) is not guessed, its row says so.
 */
function numberOf(cell: TCell, lang: TLanguage): { value: unknown; ambiguous?: [number, number] } {
  if (typeof cell !== 'string') return { value: cell ?? undefined };
  const reading = parseNumberInput(cell, lang, { pasted: true });
  if (reading.kind === 'number') return { value: reading.value };
  if (reading.kind === 'empty') return { value: undefined };
  return { value: cell, ambiguous: reading.kind === 'ambiguous' ? reading.readings : undefined };
}

/** A date cell, or a text cell in the language's order (es `15/03/2024`, en `03/15/2024`) or ISO. */
function dateOf(cell: TCell, lang: TLanguage): unknown {
  if (typeof cell === 'number' && cell >= 1 && cell < 2_958_466)
    return new Date(EXCEL_EPOCH + Math.round(cell) * 86_400_000).toISOString().slice(0, 10);
  if (cell === null) return undefined;
  return parseDateInput(String(cell), lang) ?? String(cell);
}

function booleanOf(cell: TCell): boolean | 'invalid' {
  if (cell === null) return false;
  if (typeof cell === 'boolean') return cell;
  const key = normalise(String(cell));
  if (TRUE_WORDS.has(key)) return true;
  if (FALSE_WORDS.has(key)) return false;
  return 'invalid';
}

/** What the validity checks need: known even when another cell of the row fails. */
type Validity = { gas_id: number; unit_measurement_id: number; date_start: string; date_end: string };

type CheckedRow = {
  row: number;
  values: Record<string, TCell>;
  errors: Map<string, string[]>;
  input: TGasEmissionInput | null;
  validity: Validity | null;
};

function addError(row: CheckedRow, attribute: string, message: string) {
  const list = row.errors.get(attribute) ?? [];
  if (!list.includes(message)) list.push(message);
  row.errors.set(attribute, list);
}

/** The rules of one row that need no database: names, numbers, dates, text lengths (the form's schema). */
function checkRow(
  number: number,
  cells: Partial<Record<TGasEmissionImportColumn, TCell>>,
  factorId: number,
  lookups: Awaited<ReturnType<typeof loadLookups>>,
  lang: TLanguage,
): CheckedRow {
  const row: CheckedRow = { row: number, values: {}, errors: new Map(), input: null, validity: null };
  for (const column of GAS_EMISSION_IMPORT_COLUMNS) {
    const cell = cells[column] ?? null;
    if (typeof cell === 'string' && cell.length > GAS_EMISSION_IMPORT_MAX_CELL) {
      addError(row, column, translate('validation.string_max', lang, { max: GAS_EMISSION_IMPORT_MAX_CELL }));
      row.values[column] = cell.slice(0, GAS_EMISSION_IMPORT_MAX_CELL);
    } else row.values[column] = cell;
  }
  const lookup = (column: 'gas' | 'unit_measurement' | 'type', found: Lookup) => {
    const cell = row.values[column] ?? null;
    if (cell === null) return undefined;
    const id = found.find(cell);
    if (id === null) addError(row, column, translate('validation.not_found', lang));
    return id ?? undefined;
  };
  const figure = (column: 'value' | 'uncertainty') => {
    const read = numberOf(row.values[column] ?? null, lang);
    if (read.ambiguous) {
      const [first, second] = [
        formatExactNumber(read.ambiguous[0], lang),
        formatExactNumber(read.ambiguous[1], lang),
      ];
      const text = String(row.values[column]).trim();
      addError(row, column, translate('validation.number_ambiguous', lang, { text, first, second }));
    }
    return read.value;
  };
  const avoided = booleanOf(row.values.avoided ?? null);
  if (avoided === 'invalid') addError(row, 'avoided', translate('validation.boolean', lang));
  const candidate = {
    factor_id: factorId,
    gas_id: lookup('gas', lookups.gas),
    unit_measurement_id: lookup('unit_measurement', lookups.unit),
    type_id: lookup('type', lookups.type),
    value: figure('value'),
    uncertainty: figure('uncertainty'),
    date_start: dateOf(row.values.date_start ?? null, lang),
    date_end: dateOf(row.values.date_end ?? null, lang),
    fountain: row.values.fountain === null ? undefined : String(row.values.fountain),
    reference: row.values.reference === null ? undefined : String(row.values.reference),
    avoided: avoided === 'invalid' ? false : avoided,
  };
  const parsed = ZGasEmissionInput.safeParse(candidate);
  if (!parsed.success) {
    for (const [path, messages] of Object.entries(fieldErrors(parsed.error.issues, lang))) {
      const attribute = ATTRIBUTE_OF[path] ?? path;
      if (row.errors.has(attribute)) continue;
      for (const message of messages) addError(row, attribute, message);
    }
  }
  if (row.errors.size === 0 && parsed.success) row.input = parsed.data;
  // The overlaps are checked in the same answer as every other error of the file (not once the
  // rest is fixed), whenever the gas, the unit and both dates of the row are readable.
  const validityFields = ['gas_id', 'unit_measurement_id', 'date_start', 'date_end'] as const;
  const validityFails = validityFields.some((field) => row.errors.has(ATTRIBUTE_OF[field] ?? field));
  if (parsed.success) row.validity = parsed.data;
  else if (!validityFails && candidate.gas_id !== undefined && candidate.unit_measurement_id !== undefined) {
    const failing = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    if (!validityFields.some((field) => failing.has(field)))
      row.validity = {
        gas_id: candidate.gas_id,
        unit_measurement_id: candidate.unit_measurement_id,
        date_start: candidate.date_start as string,
        date_end: candidate.date_end as string,
      };
  }
  return row;
}

const sameValue = (input: TGasEmissionInput, stored: PlainGasEmissionRow) => {
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
 * Validity overlaps of the valid rows: with a stored value of the same gas and unit (a row equal to
 * a stored value is a repeat and is skipped instead) and with another row of the file.
 */
function checkOverlaps(rows: CheckedRow[], stored: PlainGasEmissionRow[], lang: TLanguage): Set<CheckedRow> {
  const skipped = new Set<CheckedRow>();
  const key = (gas: number, unit: number) => `${gas}:${unit}`;
  const storedByKey = new Map<string, PlainGasEmissionRow[]>();
  for (const value of stored) {
    const k = key(value.gas_id, value.unit_measurement_id);
    (storedByKey.get(k) ?? storedByKey.set(k, []).get(k)!).push(value);
  }
  const fresh = new Map<string, CheckedRow[]>();
  for (const row of rows) {
    const validity = row.validity;
    if (!validity) continue;
    const k = key(validity.gas_id, validity.unit_measurement_id);
    const existing = storedByKey.get(k) ?? [];
    const input = row.input;
    if (input && existing.some((value) => sameValue(input, value))) {
      skipped.add(row);
      continue;
    }
    const other = existing.find((value) => validityOverlaps(validity, value));
    if (other) {
      const message = translate('validation.validity_overlap', lang, {
        start: other.date_start,
        end: other.date_end,
      });
      addError(row, 'date_start', message);
      addError(row, 'date_end', message);
      continue;
    }
    (fresh.get(k) ?? fresh.set(k, []).get(k)!).push(row);
  }
  for (const group of fresh.values()) {
    group.sort((a, b) => a.validity!.date_start.localeCompare(b.validity!.date_start) || a.row - b.row);
    let latest: CheckedRow | null = null;
    for (const row of group) {
      if (latest && row.validity!.date_start <= latest.validity!.date_end) {
        for (const [one, other] of [
          [row, latest],
          [latest, row],
        ] as const) {
          const message = translate('validation.validity_overlap_row', lang, { row: other.row });
          addError(one, 'date_start', message);
          addError(one, 'date_end', message);
        }
      }
      if (!latest || row.validity!.date_end > latest.validity!.date_end) latest = row;
    }
  }
  return skipped;
}

function failureOf(rows: CheckedRow[], lang: TLanguage): TImportFailure {
  const order = (attribute: string) =>
    GAS_EMISSION_IMPORT_COLUMNS.indexOf(attribute as TGasEmissionImportColumn);
  const failing = rows.filter((row) => row.errors.size > 0);
  const list: TImportRowError[] = failing.flatMap((row) =>
    [...row.errors.entries()]
      .sort(([a], [b]) => order(a) - order(b))
      .map(([attribute, errors]) => ({ row: row.row, attribute, errors, values: row.values })),
  );
  return {
    message: translate('errors.IMPORT_INVALID', lang, { count: failing.length }),
    code: 'VALIDATION',
    errors: Object.fromEntries(list.map((entry) => [`rows.${entry.row}.${entry.attribute}`, entry.errors])),
    rows: list,
  };
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
  if (!file) throw new AppError('VALIDATION', { errors: { file: ['errors.FILE_REQUIRED'] } });
  const zip = checkXlsxZip(file);
  const limits = { rows: GAS_EMISSION_IMPORT_MAX_ROWS, columns: GAS_EMISSION_IMPORT_MAX_COLUMNS };
  if (!zip.ok && zip.reason === 'not_xlsx')
    throw new AppError('VALIDATION', { errors: { file: ['errors.FILE_XLSX'] } });
  if (!zip.ok) throw new AppError('PAYLOAD_TOO_LARGE', { message: 'errors.IMPORT_LIMITS', params: limits });
  checkFactorTakesValues(await findFactorRow(ctx.db, factorId));

  const sheet = await readFirstSheet(zip.xlsx, {
    maxRows: GAS_EMISSION_IMPORT_MAX_ROWS,
    maxColumns: GAS_EMISSION_IMPORT_MAX_COLUMNS,
  });
  if (!sheet.ok) {
    if (sheet.reason === 'limits')
      throw new AppError('PAYLOAD_TOO_LARGE', { message: 'errors.IMPORT_LIMITS', params: limits });
    throw new AppError('VALIDATION', { errors: { file: ['errors.IMPORT_UNREADABLE'] } });
  }
  // Headers in either language, or the column keys older templates had.
  const columnAt = new Map<number, TGasEmissionImportColumn>();
  sheet.header.forEach((cell, index) => {
    const column = cell === null ? null : importColumnOfHeader(GAS_EMISSION_IMPORT_COLUMNS, String(cell));
    if (column && ![...columnAt.values()].includes(column)) columnAt.set(index, column);
  });
  const missing = GAS_EMISSION_IMPORT_REQUIRED_COLUMNS.filter((c) => ![...columnAt.values()].includes(c));
  if (missing.length > 0) {
    const params = { columns: missing.map((column) => importHeaderOf(column, lang)) };
    throw new AppError('VALIDATION', {
      message: 'errors.IMPORT_HEADERS',
      params,
      errors: { file: ['errors.IMPORT_HEADERS'] },
    });
  }
  if (sheet.rows.length === 0)
    throw new AppError('VALIDATION', {
      message: 'errors.IMPORT_EMPTY',
      errors: { file: ['errors.IMPORT_EMPTY'] },
    });

  const lookups = await loadLookups(ctx, lang);
  const rows = sheet.rows.map(({ number, cells }) => {
    const byColumn: Partial<Record<TGasEmissionImportColumn, TCell>> = {};
    for (const [index, column] of columnAt) byColumn[column] = cells[index] ?? null;
    return checkRow(number, byColumn, factorId, lookups, lang);
  });

  return ctx.db
    .transaction(async (tx): Promise<TImportOutcome> => {
      // The factor's lock keeps concurrent writes of its values out until the overlaps are settled.
      checkFactorTakesValues((await lockFactorRows(tx, [factorId], 'update'))[0]);
      const skipped = checkOverlaps(rows, await listPlainGasEmissionRowsOfFactor(tx, factorId), lang);
      if (rows.some((row) => row.errors.size > 0)) return { ok: false, failure: failureOf(rows, lang) };
      const inputs = rows.filter((row) => !skipped.has(row)).map((row) => row.input!);
      const ids = await insertGasEmissionRows(tx, inputs.map(gasEmissionValuesOf));
      if (ids.length > 0) {
        await recordCatalogueEvent(tx, {
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
 * current gases, units, types and yes/no (from a hidden sheet), number checks and date columns, for
 * as many rows as an import takes.
 */
export async function gasEmissionTemplate(
  ctx: ServiceContext,
  factorId: number,
  lang: TLanguage,
): Promise<{ filename: string; bytes: Buffer }> {
  if (!(await findFactorRow(ctx.db, factorId))) throw new AppError('NOT_FOUND');
  const lookups = await loadLookups(ctx, lang);
  const cells: Record<TGasEmissionImportColumn, Omit<TemplateColumn, 'key' | 'header'>> = {
    gas: { width: 32, list: lookups.gas.labels },
    unit_measurement: { width: 32, list: lookups.unit.labels },
    type: { width: 16, list: lookups.type.labels },
    value: { width: 14, kind: { decimal: [0, 1e15] } },
    uncertainty: { width: 18, kind: { decimal: [0, UNCERTAINTY_MAX] } },
    date_start: { width: 16, kind: 'date' },
    date_end: { width: 16, kind: 'date' },
    fountain: { width: 40 },
    reference: { width: 40 },
    avoided: { width: 16, list: YES_NO[lang] },
  };
  const bytes = await writeTemplate(
    {
      data: translate('templates.gas_emissions_sheet', lang),
      lists: translate('templates.lists_sheet', lang),
    },
    GAS_EMISSION_IMPORT_COLUMNS.map((key) => ({ key, header: importHeaderOf(key, lang), ...cells[key] })),
    GAS_EMISSION_IMPORT_MAX_ROWS,
  );
  return { filename: translate('templates.gas_emissions_file', lang, { factor: factorId }), bytes };
}
