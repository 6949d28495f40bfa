/** Separator of every CSV file the product writes (what spreadsheet software expects in es locales). */
export const CSV_SEPARATOR = ';';
export const CSV_LINE_BREAK = '\r\n';

/** Characters that make a spreadsheet read a text cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

export type TCsvColumn<T> = {
  /** Header text of the column. */
  header: string;
  /** Property to read, or a function computing the cell from the record. */
  value: keyof T | ((record: T) => unknown);
};

/** A column is a property name (used as its header too) or a header with a value getter. */
export type TCsvColumnSpec<T> = (keyof T & string) | TCsvColumn<T>;

export type TCsvOptions = {
  separator?: string;
  /** How numbers are written; plain `String(n)` (dot decimals) by default. */
  formatNumber?: (value: number) => string;
};

/**
 * Text of one cell: numbers stay numbers (a negative number is not a formula), text starting with
 * `= + - @`, tab or CR gets a leading apostrophe, and a cell holding the separator, a quote or a
 * line break is quoted with its quotes doubled.
 */
export function csvCell(value: unknown, options: TCsvOptions = {}): string {
  const separator = options.separator ?? CSV_SEPARATOR;
  let text: string;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') {
    if (typeof value === 'number' && !Number.isFinite(value)) return '';
    text = typeof value === 'number' && options.formatNumber ? options.formatNumber(value) : String(value);
  } else if (typeof value === 'boolean') {
    text = value ? 'true' : 'false';
  } else if (value instanceof Date) {
    text = Number.isNaN(value.getTime()) ? '' : value.toISOString();
  } else if (typeof value === 'object') {
    text = neutralise(JSON.stringify(value));
  } else {
    text = neutralise(String(value));
  }
  const mustQuote =
    text.includes(separator) || text.includes('"') || text.includes('\n') || text.includes('\r');
  return mustQuote ? `"${text.replaceAll('"', '""')}"` : text;
}

function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * CSV text (no byte-order mark: the download adds it) from either a table of rows — the first row
 * usually being the headers — or a list of records with the columns to write.
 */
export function toCsv(rows: readonly (readonly unknown[])[], options?: TCsvOptions): string;
export function toCsv<T>(
  records: readonly T[],
  columns: readonly TCsvColumnSpec<T>[],
  options?: TCsvOptions,
): string;
export function toCsv<T>(
  input: readonly (readonly unknown[])[] | readonly T[],
  columnsOrOptions?: readonly TCsvColumnSpec<T>[] | TCsvOptions,
  maybeOptions?: TCsvOptions,
): string {
  const columns = Array.isArray(columnsOrOptions)
    ? (columnsOrOptions as readonly TCsvColumnSpec<T>[]).map((column): TCsvColumn<T> =>
        typeof column === 'string' ? { header: column, value: column } : column,
      )
    : null;
  const options = (columns ? maybeOptions : (columnsOrOptions as TCsvOptions | undefined)) ?? {};
  const separator = options.separator ?? CSV_SEPARATOR;
  const table: (readonly unknown[])[] = columns
    ? [
        columns.map((column) => column.header),
        ...(input as readonly T[]).map((record) =>
          columns.map((column) =>
            typeof column.value === 'function' ? column.value(record) : record[column.value],
          ),
        ),
      ]
    : [...(input as readonly (readonly unknown[])[])];
  return table.map((row) => row.map((cell) => csvCell(cell, options)).join(separator)).join(CSV_LINE_BREAK);
}
