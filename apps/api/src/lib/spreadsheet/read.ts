import { Readable } from 'node:stream';
import type * as SheetJs from '@e965/xlsx';
import type ExcelJS from 'exceljs';
import { importColumnOfHeader, importHeaderOf, restoreCsvText, type TLanguage } from '@huella/shared';
import { AppError } from '../app-error.ts';
import { excelSerialDay } from './cells.ts';
import { loadExceljs, loadSheetJs } from './libraries.ts';
import type { ColumnSpec, TCell } from './columns.ts';
import type { SpreadsheetRow } from './rows.ts';
import { lastRowOfRange, sheetRows, type RawRow, type SheetExtent, type SheetSource } from './xlsx-sheet.ts';
import { XLSX_ZIP_LIMITS, checkXlsxZip, type CheckedXlsx, type XlsxZipLimits } from './xlsx-zip.ts';

// Reading an uploaded spreadsheet: an xlsx (streamed by exceljs, after the zip check of
// xlsx-zip.ts), a legacy xls (SheetJS) or a CSV (`;` or `,`, UTF-8 with or without BOM). The kind is
// read from the bytes, never from the file's name. The first visible sheet's first non-empty row is
// the header, matched to the import's columns in either language; the other non-empty rows come
// one at a time, so a long file never sits in memory as rows. Every bound of the import (bytes,
// unpacked size, rows, columns, characters per cell) refuses the file with a message in the user's
// language: 413 for a file too large, 422 for one that is not a spreadsheet or lacks columns.

export type SpreadsheetFormat = 'xlsx' | 'xls' | 'csv';

export type SpreadsheetLimits = {
  /** Bytes of the uploaded file. */
  maxBytes: number;
  /** Data rows after the header. */
  maxRows: number;
  /** The last column a filled-in cell may be in. */
  maxColumns: number;
  /** Characters of one cell (past the column's own length, which is a row error). */
  maxCellLength: number;
  /** Entries and unpacked bytes of an xlsx. */
  zip: XlsxZipLimits;
};

/** What an import takes unless it says otherwise: a 2 MB file of 5,000 rows and 30 columns. */
export const SPREADSHEET_LIMITS: SpreadsheetLimits = {
  maxBytes: 2 * 1024 * 1024,
  maxRows: 5000,
  maxColumns: 30,
  // The most characters a cell of Excel holds.
  maxCellLength: 32_767,
  zip: XLSX_ZIP_LIMITS,
};

const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** A 422 about the file, shown under the file box and as the answer's message. */
function fileError(message: string, params: Record<string, string | number | readonly string[]> = {}) {
  return new AppError('VALIDATION', { message, params, errors: { file: [message] } });
}

/** A 413: the file is past one of the import's bounds. */
function tooLarge(message: string, params: Record<string, string | number>) {
  return new AppError('PAYLOAD_TOO_LARGE', { message, params, errors: { file: [message] } });
}

const limitsError = (limits: SpreadsheetLimits) =>
  tooLarge('errors.IMPORT_LIMITS', { rows: limits.maxRows, columns: limits.maxColumns });
const unreadable = () => fileError('errors.IMPORT_UNREADABLE');

/**
 * The kind of a file from its first bytes: a zip is an xlsx, an OLE2 compound file a legacy xls,
 * and text a CSV. Binary bytes are no spreadsheet (`null`); text that is not UTF-8 is `not_utf8`.
 */
export function spreadsheetFormat(bytes: Buffer): SpreadsheetFormat | 'not_utf8' | null {
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) return 'xlsx';
  if (bytes.subarray(0, 8).equals(OLE2_MAGIC)) return 'xls';
  // UTF-16 (what Excel's "Unicode text" writes) is text, but not in the encoding a CSV must have.
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'not_utf8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'not_utf8';
  for (const byte of bytes) {
    // Control bytes other than tab and line breaks: an image, an archive, an executable.
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return null;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'not_utf8';
  }
  return 'csv';
}

// xlsx -----------------------------------------------------------------------------------------

/** A YYYY-MM-DD of a date cell (exceljs gives dates at UTC midnight). */
const isoDay = (date: Date) => (Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10));

/** Flattens exceljs cell values (rich text, hyperlinks, formulas, errors, dates) to plain values. */
export function plainCell(value: unknown): TCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    const text = value.trim();
    return text === '' ? null : text;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (value instanceof Date) return isoDay(value);
  if (typeof value === 'object') {
    const v = value as {
      richText?: { text?: unknown }[];
      text?: unknown;
      result?: unknown;
      formula?: unknown;
      sharedFormula?: unknown;
      error?: unknown;
    };
    if (Array.isArray(v.richText))
      return plainCell(v.richText.map((part) => String(part.text ?? '')).join(''));
    if ('formula' in v || 'sharedFormula' in v) return plainCell(v.result);
    if ('error' in v) return String(v.error);
    if ('text' in v) return plainCell(v.text);
  }
  return null;
}

/** The rows of the first visible sheet of a checked workbook, streamed. */
async function* xlsxRows(xlsx: CheckedXlsx, extent: SheetExtent): AsyncGenerator<RawRow> {
  const ExcelJS = await loadExceljs();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(xlsx.bytes), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const sheets = reader[Symbol.asyncIterator]();
  for (;;) {
    let sheet: IteratorResult<ExcelJS.stream.xlsx.WorksheetReader>;
    try {
      sheet = await sheets.next();
    } catch {
      throw unreadable();
    }
    if (sheet.done) return;
    const state = (sheet.value as unknown as { state?: string }).state;
    const hidden = state === 'hidden' || state === 'veryHidden';
    const rows = sheetRows(sheet.value as unknown as SheetSource, plainCell, extent);
    for (;;) {
      let row: IteratorResult<RawRow>;
      try {
        row = await rows.next();
      } catch {
        throw unreadable();
      }
      if (row.done) break;
      // A hidden sheet (the lists of a template) is read through, to reach the next one.
      if (!hidden) yield row.value;
    }
    if (!hidden) {
      await sheets.return?.(undefined);
      return;
    }
  }
}

// xls ------------------------------------------------------------------------------------------

/** Days from Excel's 1900 day 0 to its 1904 one, for workbooks that count from 1904. */
const DAYS_1900_TO_1904 = 1462;

/**
 * The rows of the first visible sheet of a legacy workbook. SheetJS reads the whole file (its size
 * is bounded), keeping at most `maxIterated` rows of each sheet; a sheet that reaches past them is
 * refused, as a long xlsx is.
 */
function* xlsRows(
  XLSX: typeof SheetJs,
  bytes: Buffer,
  maxIterated: number,
  limits: SpreadsheetLimits,
  extent: SheetExtent,
): Generator<RawRow> {
  let book: SheetJs.WorkBook;
  try {
    book = XLSX.read(bytes, {
      type: 'buffer',
      dense: true,
      cellNF: true,
      cellDates: false,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      sheetRows: maxIterated + 1,
    });
  } catch {
    throw unreadable();
  }
  const date1904 = Boolean(book.Workbook?.WBProps?.date1904);
  const index = book.SheetNames.findIndex((_, i) => !book.Workbook?.Sheets?.[i]?.Hidden);
  const sheet = index === -1 ? undefined : book.Sheets[book.SheetNames[index]!];
  if (!sheet) return;
  const full = sheet['!fullref'];
  if (full && XLSX.utils.decode_range(full).e.r + 1 > maxIterated) throw limitsError(limits);
  extent.lastRow = lastRowOfRange(full ?? sheet['!ref']);
  const data = (sheet as { '!data'?: (SheetJs.CellObject[] | undefined)[] })['!data'] ?? [];
  for (let r = 0; r < data.length; r++) {
    const row = data[r];
    if (!row) continue;
    const cells: TCell[] = [];
    for (let c = 0; c < row.length; c++) cells.push(xlsCell(XLSX, row[c], date1904));
    yield { number: r + 1, cells };
  }
}

function xlsCell(XLSX: typeof SheetJs, cell: SheetJs.CellObject | undefined, date1904: boolean): TCell {
  if (!cell) return null;
  switch (cell.t) {
    case 's':
      return plainCell(String(cell.v ?? ''));
    case 'n': {
      const value = Number(cell.v);
      if (!Number.isFinite(value)) return null;
      if (cell.z !== undefined && XLSX.SSF.is_date(cell.z))
        return excelSerialDay(value + (date1904 ? DAYS_1900_TO_1904 : 0));
      return value;
    }
    case 'b':
      return Boolean(cell.v);
    case 'd':
      return cell.v instanceof Date ? isoDay(cell.v) : null;
    case 'e':
      return cell.w ?? '#N/A';
    default:
      return null;
  }
}

// csv ------------------------------------------------------------------------------------------

const SEPARATORS = [';', ',', '\t'] as const;

/** The separator the header line uses most (outside quotes): `;` on a tie, and for a single column. */
export function csvSeparator(text: string): string {
  const counts = new Map<string, number>(SEPARATORS.map((separator) => [separator, 0]));
  let quoted = false;
  let started = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) {
      if (started) break;
    } else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
    if (char.trim() !== '') started = true;
  }
  let best: string = ';';
  for (const separator of SEPARATORS) if (counts.get(separator)! > counts.get(best)!) best = separator;
  return best;
}

/** A CSV cell: trimmed, empty as null, a neutralised formula character given back. */
function csvCellOf(text: string): TCell {
  const trimmed = text.trim();
  return trimmed === '' ? null : restoreCsvText(trimmed);
}

/**
 * The records of CSV text: fields split by `separator`, records by CRLF, LF or CR; a quoted field
 * may hold separators, line breaks and doubled quotes. A record is numbered as spreadsheet software
 * shows it (one row per record, blank lines included). A quote left open is not a readable file.
 */
export function* csvRecords(text: string, separator: string): Generator<RawRow> {
  const length = text.length;
  let at = 0;
  let number = 0;
  const delimiterFrom = (start: number) => {
    let end = start;
    while (end < length) {
      const char = text[end];
      if (char === separator || char === '\n' || char === '\r') break;
      end++;
    }
    return end;
  };
  while (at < length) {
    number++;
    const cells: TCell[] = [];
    for (;;) {
      let value: string;
      if (text[at] === '"') {
        const parts: string[] = [];
        let from = at + 1;
        for (;;) {
          const quote = text.indexOf('"', from);
          if (quote === -1) throw unreadable();
          if (text[quote + 1] === '"') {
            parts.push(text.slice(from, quote + 1));
            from = quote + 2;
            continue;
          }
          parts.push(text.slice(from, quote));
          at = quote + 1;
          break;
        }
        // Text after the closing quote (`"a"b`) is kept as written.
        const end = delimiterFrom(at);
        value = parts.join('') + text.slice(at, end);
        at = end;
      } else {
        const end = delimiterFrom(at);
        value = text.slice(at, end);
        at = end;
      }
      cells.push(csvCellOf(value));
      if (at >= length) break;
      if (text[at] === separator) {
        at++;
        if (at >= length) {
          cells.push(null);
          break;
        }
        continue;
      }
      at += text[at] === '\r' && text[at + 1] === '\n' ? 2 : 1;
      break;
    }
    yield { number, cells };
  }
}

function* csvRows(bytes: Buffer, extent: SheetExtent): Generator<RawRow> {
  const body = bytes.subarray(0, 3).equals(UTF8_BOM) ? bytes.subarray(3) : bytes;
  const text = body.toString('utf8');
  // Its lines: as many rows at most (a quoted cell may hold a line break).
  let lines = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines++;
  extent.lastRow = lines + (text.endsWith('\n') ? 0 : 1);
  yield* csvRecords(text, csvSeparator(text));
}

// Opening a file -------------------------------------------------------------------------------

/**
 * The non-empty rows of a file within its bounds: a cell past `maxCellLength` characters, a filled
 * cell past column `maxColumns`, more than `maxRows` rows after the header, or more rows in all
 * (empty styled rows too) than twice that refuse the file.
 */
async function* boundedRows(
  source: AsyncIterable<RawRow> | Iterable<RawRow>,
  limits: SpreadsheetLimits,
  maxIterated: number,
): AsyncGenerator<RawRow> {
  let iterated = 0;
  let filled = 0;
  for await (const row of source) {
    if (++iterated > maxIterated) throw limitsError(limits);
    let last = -1;
    for (let column = 0; column < row.cells.length; column++) {
      const cell = row.cells[column] ?? null;
      if (cell === null) continue;
      if (typeof cell === 'string' && cell.length > limits.maxCellLength)
        throw tooLarge('errors.IMPORT_CELL_LIMIT', { row: row.number, max: limits.maxCellLength });
      last = column;
    }
    if (last === -1) continue;
    if (last >= limits.maxColumns) throw limitsError(limits);
    // The header is the first filled row; `maxRows` count after it.
    if (++filled > limits.maxRows + 1) throw limitsError(limits);
    yield row;
  }
}

export type OpenedSpreadsheet<K extends string> = {
  format: SpreadsheetFormat;
  /** The columns the header names (a column that is not required may be absent). */
  columns: ReadonlySet<K>;
  /**
   * The data rows, one at a time, each with a cell for every column of the spec (null when empty or
   * absent). Read once. A bound passed further down the file throws its 413 while reading.
   */
  rows: AsyncIterable<SpreadsheetRow<K>>;
  /**
   * The rows after the header the file declares (an xlsx's or xls's range, a CSV's lines), when it
   * does: what the progress of its reading counts to. Empty rows count, so it may be more.
   */
  declaredRows: number | null;
};

export type OpenSpreadsheetOptions<K extends string> = {
  columns: readonly Pick<ColumnSpec<K>, 'key' | 'required' | 'aliases'>[];
  lang: TLanguage;
  limits?: SpreadsheetLimits;
};

/**
 * Opens an uploaded spreadsheet for an import: checks its kind and bounds, reads its header and
 * finds its first data row, so a file that is not a spreadsheet, lacks a required column or has no
 * rows is refused before anything is imported. Throws the API error to answer:
 * 422 `FILE_REQUIRED`, `FILE_SPREADSHEET`, `IMPORT_CSV_ENCODING`, `IMPORT_UNREADABLE`,
 * `IMPORT_HEADERS`, `IMPORT_EMPTY`; 413 `IMPORT_FILE_LIMIT`, `IMPORT_WORKBOOK_LIMIT`,
 * `IMPORT_LIMITS`, `IMPORT_CELL_LIMIT`.
 */
export async function openSpreadsheet<K extends string>(
  file: Buffer | null,
  { columns, lang, limits = SPREADSHEET_LIMITS }: OpenSpreadsheetOptions<K>,
): Promise<OpenedSpreadsheet<K>> {
  if (!file || file.length === 0) throw fileError('errors.FILE_REQUIRED');
  if (file.length > limits.maxBytes)
    throw tooLarge('errors.IMPORT_FILE_LIMIT', { size: megabytes(limits.maxBytes) });
  const format = spreadsheetFormat(file);
  if (format === null) throw fileError('errors.FILE_SPREADSHEET');
  if (format === 'not_utf8') throw fileError('errors.IMPORT_CSV_ENCODING');
  // Rows a reader may hand over (empty styled rows included) before the file counts as too long.
  const maxIterated = (limits.maxRows + 1) * 2;
  const extent: SheetExtent = { lastRow: null };
  let source: AsyncIterable<RawRow> | Iterable<RawRow>;
  if (format === 'xlsx') {
    const zip = await checkXlsxZip(file, limits.zip);
    if (!zip.ok && zip.reason === 'not_xlsx') throw fileError('errors.FILE_SPREADSHEET');
    if (!zip.ok && zip.reason === 'too_many_texts')
      throw tooLarge('errors.IMPORT_TEXTS_LIMIT', { size: megabytes(limits.zip.maxSharedStringsBytes) });
    if (!zip.ok)
      throw tooLarge('errors.IMPORT_WORKBOOK_LIMIT', { size: megabytes(limits.zip.maxInflatedBytes) });
    source = xlsxRows(zip.xlsx, extent);
  } else if (format === 'xls') source = xlsRows(await loadSheetJs(), file, maxIterated, limits, extent);
  else source = csvRows(file, extent);

  const rows = boundedRows(source, limits, maxIterated);
  const header = await rows.next();
  const columnAt = new Map<number, K>();
  const keys = columns.map((column) => column.key);
  const aliases = Object.fromEntries(columns.map((column) => [column.key, column.aliases ?? []])) as Record<
    K,
    readonly string[]
  >;
  if (!header.done) {
    header.value.cells.forEach((cell, index) => {
      const key = cell === null ? null : importColumnOfHeader(keys, String(cell), aliases);
      if (key !== null && ![...columnAt.values()].includes(key)) columnAt.set(index, key);
    });
  }
  const present = new Set(columnAt.values());
  const missing = columns.filter((column) => column.required && !present.has(column.key));
  if (missing.length > 0) {
    await rows.return(undefined);
    throw fileError('errors.IMPORT_HEADERS', {
      columns: missing.map((column) => importHeaderOf(column.key, lang)),
    });
  }
  const first = header.done ? header : await rows.next();
  if (first.done) throw fileError('errors.IMPORT_EMPTY');

  const columnIndexes = [...columnAt];
  const valuesOf = (row: RawRow): SpreadsheetRow<K> => {
    const values = {} as Record<K, TCell>;
    for (const key of keys) values[key] = null;
    for (const [index, key] of columnIndexes) values[key] = row.cells[index] ?? null;
    return { row: row.number, values };
  };
  async function* dataRows(): AsyncGenerator<SpreadsheetRow<K>> {
    yield valuesOf(first.value as RawRow);
    for await (const row of rows) yield valuesOf(row);
  }
  const headerRow = header.done ? 0 : header.value.number;
  const declaredRows = extent.lastRow === null ? null : Math.max(extent.lastRow - headerRow, 1);
  return { format, columns: present, rows: dataRows(), declaredRows };
}

/** Rows in groups of `size`, for imports that check or write a batch at a time. */
export async function* inBatches<T>(rows: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
