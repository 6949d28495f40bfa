import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import {
  CSV_BOM,
  CSV_LINE_BREAK,
  CSV_SEPARATOR,
  csvCell,
  csvNumber,
  importHeaderOf,
  type TExportFormat,
  type TLanguage,
} from '@huella/shared';
import { CSV_TYPE, XLSX_TYPE } from '../replies.ts';
import { YES_NO, type ColumnSpec } from './columns.ts';
import { loadExceljs } from './libraries.ts';

// The export of a list, from the same column spec as its import, as CSV or as an Excel workbook.
// The CSV: the header row in the user's language, `;` between cells, CRLF between rows, a UTF-8
// byte-order mark, and every cell written by the shared CSV rules (quotes where needed, formula
// characters neutralised); numbers written the user's way and never so that they read two ways.
// The workbook: the same header and values, numbers as number cells and dates as date cells (the
// same in every Excel whatever its language or list separator), text as text cells, which no
// spreadsheet runs as a formula. In both, yes/no are words and choices their labels: an exported
// file imports again as it is.

/** A record to export: a value per column key (a choice column takes its item's id or a label). */
export type ExportRecord<K extends string> = Partial<Record<K, unknown>>;

/** The text of one value of a column, before the CSV rules quote or neutralise it. */
function exportValue(value: unknown, column: ColumnSpec, lang: TLanguage): unknown {
  if (value === null || value === undefined) return null;
  switch (column.kind) {
    case 'boolean':
      return typeof value === 'boolean' ? YES_NO[lang][value ? 0 : 1] : value;
    case 'choice':
      return (
        (typeof value === 'number' || typeof value === 'string'
          ? column.choices?.labelOf(value)
          : undefined) ?? value
      );
    case 'number':
      // A figure the database answers as text (a numeric column) is still a number.
      return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
        ? Number(value)
        : value;
    case 'date':
      if (value instanceof Date)
        return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
      return value;
    default:
      return value;
  }
}

/** A column's header in the user's language: by default its import header (`fields.<key>`). */
export type HeaderOf = (key: string, lang: TLanguage) => string;

/** One CSV line (without its line break) of the header, in the user's language. */
export function csvHeaderLine(
  columns: readonly ColumnSpec[],
  lang: TLanguage,
  headerOf: HeaderOf = importHeaderOf,
): string {
  return columns.map((column) => csvCell(headerOf(column.key, lang))).join(CSV_SEPARATOR);
}

/** One CSV line (without its line break) of a record. */
export function csvRecordLine<K extends string>(
  columns: readonly ColumnSpec<K>[],
  record: ExportRecord<K>,
  lang: TLanguage,
): string {
  const options = { formatNumber: (value: number) => csvNumber(value, lang) };
  return columns
    .map((column) => csvCell(exportValue(record[column.key], column, lang), options))
    .join(CSV_SEPARATOR);
}

/** A whole CSV export as bytes: byte-order mark, header, one line per record. */
export function csvExport<K extends string>(
  columns: readonly ColumnSpec<K>[],
  records: Iterable<ExportRecord<K>>,
  lang: TLanguage,
): Buffer {
  const lines = [csvHeaderLine(columns, lang)];
  for (const record of records) lines.push(csvRecordLine(columns, record, lang));
  return Buffer.from(CSV_BOM + lines.join(CSV_LINE_BREAK) + CSV_LINE_BREAK, 'utf8');
}

/**
 * A CSV export as a stream, for lists too long to hold as text: the records are read (from a
 * database cursor, page by page) only as fast as the download takes the lines. A table that is no
 * import's names its headers (`headerOf`).
 */
export function csvExportStream<K extends string>(
  columns: readonly ColumnSpec<K>[],
  records: AsyncIterable<ExportRecord<K>> | Iterable<ExportRecord<K>>,
  lang: TLanguage,
  headerOf?: HeaderOf,
): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield CSV_BOM + csvHeaderLine(columns, lang, headerOf) + CSV_LINE_BREAK;
    for await (const record of records) yield csvRecordLine(columns, record, lang) + CSV_LINE_BREAK;
  }
  return Readable.from(lines(), { objectMode: false });
}

/** Rows of one sheet of a workbook (Excel's limit, the header included). */
export const XLSX_SHEET_ROWS = 1_048_576;

/** The value of one cell of the workbook: a number, a date (UTC midnight of the day) or text. */
function xlsxValue(value: unknown, column: ColumnSpec, lang: TLanguage): string | number | Date | null {
  const written = exportValue(value, column, lang);
  if (written === null || written === undefined) return null;
  if (typeof written === 'number') return Number.isFinite(written) ? written : null;
  if (column.kind === 'date' && typeof written === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(written);
    if (day) return new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  }
  return typeof written === 'string' ? written : String(written);
}

export type XlsxExportOptions = {
  /** The sheet's name in the user's language (at most 31 characters); a second sheet gets ` (2)`. */
  sheet: string;
  /** Headers of a table that is no import's (default: the import's headers). */
  headerOf?: HeaderOf;
  /** Rows per sheet, the header included (Excel's limit unless a test asks for fewer). */
  sheetRows?: number;
};

/**
 * A list as an xlsx workbook, streamed: the records are read only as fast as the download takes
 * the file, rows written one by one (no shared strings held in memory), a list longer than a
 * sheet holds going on in another sheet with its header.
 */
export function xlsxExportStream<K extends string>(
  columns: readonly ColumnSpec<K>[],
  records: AsyncIterable<ExportRecord<K>> | Iterable<ExportRecord<K>>,
  lang: TLanguage,
  { sheet: sheetName, headerOf = importHeaderOf, sheetRows = XLSX_SHEET_ROWS }: XlsxExportOptions,
): Readable {
  async function write(output: PassThrough) {
    const ExcelJS = await loadExceljs();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: output,
      useStyles: true,
      useSharedStrings: false,
    });
    workbook.creator = 'Huella';
    let sheets = 0;
    const addSheet = () => {
      sheets += 1;
      const name = sheets === 1 ? sheetName : `${sheetName.slice(0, 31 - ` (${sheets})`.length)} (${sheets})`;
      const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = columns.map((column) => ({
        key: column.key,
        width: column.width ?? 20,
        ...(column.kind === 'date' ? { style: { numFmt: 'yyyy-mm-dd' } } : {}),
      }));
      const header = sheet.addRow(columns.map((column) => headerOf(column.key, lang)));
      header.font = { bold: true };
      header.commit();
      return sheet;
    };
    let sheet = addSheet();
    let rows = 1;
    for await (const record of records) {
      if (rows >= sheetRows) {
        sheet.commit();
        sheet = addSheet();
        rows = 1;
      }
      sheet.addRow(columns.map((column) => xlsxValue(record[column.key], column, lang))).commit();
      rows += 1;
      // The download sets the pace: what the zip wrote and nobody has read yet stays small.
      if (output.writableNeedDrain) await Promise.race([once(output, 'drain'), once(output, 'close')]);
      // A download given up reads no more rows.
      if (output.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  }
  // Written as the download reads it, like the CSV: nothing is read before the answer leaves.
  async function* bytes(): AsyncGenerator<Buffer> {
    const output = new PassThrough();
    write(output).catch((error: unknown) => output.destroy(error as Error));
    for await (const chunk of output) yield chunk as Buffer;
  }
  return Readable.from(bytes(), { objectMode: false });
}

/** An export as its route sends it: the file's bytes as they are written, its media type and extension. */
export type SpreadsheetExport = { stream: Readable; type: string; extension: TExportFormat };

/** A list's export in the format asked for (CSV or xlsx), streamed. */
export function spreadsheetExport<K extends string>(
  format: TExportFormat,
  columns: readonly ColumnSpec<K>[],
  records: AsyncIterable<ExportRecord<K>> | Iterable<ExportRecord<K>>,
  lang: TLanguage,
  options: XlsxExportOptions,
): SpreadsheetExport {
  return format === 'xlsx'
    ? { stream: xlsxExportStream(columns, records, lang, options), type: XLSX_TYPE, extension: 'xlsx' }
    : {
        stream: csvExportStream(columns, records, lang, options.headerOf),
        type: CSV_TYPE,
        extension: 'csv',
      };
}
