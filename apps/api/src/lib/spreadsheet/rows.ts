import type { z } from 'zod';
import {
  fieldErrors,
  translate,
  type TImportFailure,
  type TImportRowError,
  type TLanguage,
} from '@huella/shared';
import { readBoolean, readChoice, readDate, readNumber, readText, type CellReading } from './cells.ts';
import type { ColumnSpec, TCell } from './columns.ts';

// The checks of one imported row and the answer that lists every failure of a file. A row's cells
// are read by their column's kind; the import then checks the read values with its schema and its
// own rules, adding errors to the same row, and answers them all at once:
// `{ row, attribute, errors, values }` for every failing cell of every row.

/** A row of a file: its sheet row number (the header is usually row 1) and its cells by column. */
export type SpreadsheetRow<K extends string = string> = { row: number; values: Record<K, TCell> };

/** The value a column's kind reads: text, a number, a `YYYY-MM-DD`, a yes/no or a choice's id. */
export type CellValue = string | number | boolean;

export type CheckedRow<K extends string = string> = {
  row: number;
  /** The row as the file had it, each cell cut to its column's length: what the answer echoes. */
  values: Record<K, TCell>;
  /** The cells read by their kind; a column that is empty or failed to read has none. */
  cells: Partial<Record<K, CellValue>>;
  /** Messages by attribute (a column key, or another name the import gives a rule). */
  errors: Map<string, string[]>;
};

/** Adds a message to an attribute of a row, once. */
export function addRowError(row: CheckedRow, attribute: string, message: string): void {
  const list = row.errors.get(attribute) ?? [];
  if (!list.includes(message)) list.push(message);
  row.errors.set(attribute, list);
}

/**
 * Reads every cell of a row by its column: the length bound of the column, then its kind (text,
 * number, date, yes/no, choice), then, for a required column, that it is filled in. Each failure is
 * an error on the column's key.
 */
export function checkCells<K extends string>(
  source: SpreadsheetRow<K>,
  columns: readonly ColumnSpec<K>[],
  lang: TLanguage,
): CheckedRow<K> {
  const checked: CheckedRow<K> = {
    row: source.row,
    values: {} as Record<K, TCell>,
    cells: {},
    errors: new Map(),
  };
  for (const column of columns) {
    const cell = source.values[column.key] ?? null;
    if (typeof cell === 'string' && column.maxLength !== undefined && cell.length > column.maxLength) {
      checked.values[column.key] = cell.slice(0, column.maxLength);
      addRowError(checked, column.key, translate('validation.string_max', lang, { max: column.maxLength }));
      continue;
    }
    checked.values[column.key] = cell;
    const reading: CellReading<CellValue> = readCell(cell, column, lang);
    if (!reading.ok) addRowError(checked, column.key, reading.error);
    else if (reading.value !== null) checked.cells[column.key] = reading.value;
    else if (column.required) addRowError(checked, column.key, translate('validation.required', lang));
  }
  return checked;
}

function readCell<K extends string>(
  cell: TCell,
  column: ColumnSpec<K>,
  lang: TLanguage,
): CellReading<CellValue> {
  switch (column.kind) {
    case 'text':
      return readText(cell, lang, { multiline: column.multiline });
    case 'number':
      return readNumber(cell, lang);
    case 'date':
      return readDate(cell, lang);
    case 'boolean':
      return readBoolean(cell, lang);
    case 'choice':
      if (!column.choices) throw new Error(`The choice column ${column.key} has no choices`);
      return readChoice(cell, column.choices, lang);
  }
}

/**
 * Adds the issues of a schema's check of the row (the form's schema, so a row and the form agree):
 * each on the attribute its path names (`attributeOf` renames fields, `gas_id` → `gas`). An attribute
 * that already has an error keeps only it: a cell that did not read is not also "required".
 */
export function addSchemaIssues(
  row: CheckedRow,
  issues: readonly z.core.$ZodIssue[],
  lang: TLanguage,
  attributeOf: Readonly<Record<string, string>> = {},
): void {
  const before = new Set(row.errors.keys());
  for (const [path, messages] of Object.entries(fieldErrors(issues, lang))) {
    const field = path.split('.')[0]!;
    const attribute = attributeOf[field] ?? field;
    if (before.has(attribute)) continue;
    for (const message of messages) addRowError(row, attribute, message);
  }
}

/**
 * The 422 answer of an import whose rows fail: every error of every failing row, by row and then in
 * the order of `columns` (other attributes after them), with the row's values; `errors` holds the
 * same keyed `rows.<row>.<attribute>`. Takes the checked rows (rows without errors are left out).
 */
export function importFailure(
  rows: Iterable<CheckedRow>,
  columns: readonly string[],
  lang: TLanguage,
): TImportFailure {
  const order = (attribute: string) => {
    const index = columns.indexOf(attribute);
    return index === -1 ? columns.length : index;
  };
  const failing = [...rows].filter((row) => row.errors.size > 0).sort((a, b) => a.row - b.row);
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
