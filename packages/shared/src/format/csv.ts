import type { TLanguage } from '../i18n/languages.ts';
import { parseNumberInput } from './number-input.ts';
import { productLanguage } from './locale.ts';

/** Separator of every CSV file the product writes (what spreadsheet software expects in es locales). */
export const CSV_SEPARATOR = ';';
export const CSV_LINE_BREAK = '\r\n';
/** Byte-order mark a CSV file starts with: spreadsheet software then reads it as UTF-8 (accents, ñ, ₂). */
export const CSV_BOM = '\uFEFF';

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
 * A text cell of a CSV file as it was before `csvCell` neutralised it: the apostrophe in front of a
 * formula character goes, so a file the product wrote reads back as the text it exported.
 */
export function restoreCsvText(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/**
 * Every digit of a number's shortest form in plain decimals, never in scientific notation
 * (`2.5e-9` is `0.0000000025`, `1e21` is `1000000000000000000000`): people misread exponents.
 */
function plainDecimal(value: number): string {
  const text = String(value);
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = '', head = '', tail = '', exponentText = '0'] = match;
  const digits = head + tail;
  const exponent = Number(exponentText);
  if (exponent < 0) return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`;
  if (exponent >= tail.length) return `${sign}${digits}${'0'.repeat(exponent - tail.length)}`;
  return `${sign}${digits.slice(0, exponent + 1)}.${digits.slice(exponent + 1)}`;
}

/**
 * A number as a CSV cell in a language: every digit in plain decimals (never scientific
 * notation), the language's decimal mark, no thousands separator, and never a figure that reads
 * two ways when imported again (`1,125` could be 1125 in English: it is written `1,1250`).
 */
export function csvNumber(value: number, lang: TLanguage | string): string {
  if (!Number.isFinite(value)) return '';
  const plain = plainDecimal(value);
  let text = productLanguage(lang) === 'es' ? plain.replace('.', ',') : plain;
  if (parseNumberInput(text, lang, { pasted: true }).kind === 'ambiguous') text = `${text}0`;
  return text;
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
