import { Readable } from 'node:stream';
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

// Reading and writing the gas-value spreadsheets with exceljs. Reading is bounded before and while
// parsing: the zip is inspected (entries, real inflated size) before exceljs sees it, then the first
// visible sheet is streamed row by row and abandoned as soon as a limit is passed.

/** A cell as the import sees it. */
export type TCell = string | number | boolean | null;

export type SheetLimits = { maxRows: number; maxColumns: number };

export type SheetReadResult =
  | { ok: true; header: TCell[]; rows: { number: number; cells: TCell[] }[] }
  | { ok: false; reason: 'limits' | 'unreadable' };

const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const MAX_ZIP_ENTRIES = 200;
/** Inflated bytes a 2 MB workbook may expand to. */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

/**
 * Whether the bytes are a zip (an xlsx is one) whose entries inflate to at most 32 MB in total: each
 * entry is really inflated with a cap, so a zip bomb is refused whatever its headers claim.
 */
export function inspectXlsx(bytes: Buffer): 'ok' | 'not_xlsx' | 'too_large' {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== ZIP_LOCAL_HEADER) return 'not_xlsx';
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--) {
    if (bytes.readUInt32LE(i) === ZIP_END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return 'not_xlsx';
  const entries = bytes.readUInt16LE(end + 10);
  if (entries > MAX_ZIP_ENTRIES) return 'too_large';
  let offset = bytes.readUInt32LE(end + 16);
  let budget = MAX_INFLATED_BYTES;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== ZIP_CENTRAL_HEADER) return 'not_xlsx';
    const method = bytes.readUInt16LE(offset + 10);
    const compressed = bytes.readUInt32LE(offset + 20);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const local = bytes.readUInt32LE(offset + 42);
    offset += 46 + nameLength + extraLength + commentLength;
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== ZIP_LOCAL_HEADER) return 'not_xlsx';
    const dataStart = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (dataStart + compressed > bytes.length) return 'not_xlsx';
    const data = bytes.subarray(dataStart, dataStart + compressed);
    let size: number;
    if (method === 0) size = data.length;
    else if (method === 8) {
      try {
        size = inflateRawSync(data, { maxOutputLength: budget + 1 }).length;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return 'too_large';
        return 'not_xlsx';
      }
    } else return 'not_xlsx';
    budget -= size;
    if (budget < 0) return 'too_large';
  }
  return 'ok';
}

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

/**
 * Streams the first visible sheet: its first row is the header, the other non-empty rows are data.
 * Refuses (`limits`) more than `maxRows` data rows or a value beyond column `maxColumns`.
 */
export async function readFirstSheet(bytes: Buffer, limits: SheetLimits): Promise<SheetReadResult> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  // Rows the reader may hand over (empty styled rows included) before the file counts as too long.
  const maxIterated = (limits.maxRows + 1) * 2;
  try {
    for await (const sheet of reader) {
      const state = (sheet as unknown as { state?: string }).state;
      let header: TCell[] | null = null;
      const rows: { number: number; cells: TCell[] }[] = [];
      let iterated = 0;
      for await (const row of sheet as unknown as AsyncIterable<ExcelJS.Row>) {
        if (++iterated > maxIterated) return { ok: false, reason: 'limits' };
        if (state === 'hidden' || state === 'veryHidden') continue;
        const raw = row.values as unknown[];
        const cells: TCell[] = [];
        for (let column = 1; column < raw.length; column++) {
          const cell = plainCell(raw[column]);
          if (cell === null) continue;
          if (column > limits.maxColumns) return { ok: false, reason: 'limits' };
          cells[column - 1] = cell;
        }
        if (cells.length === 0) continue;
        if (header === null) {
          header = cells;
          continue;
        }
        if (rows.length >= limits.maxRows) return { ok: false, reason: 'limits' };
        rows.push({ number: row.number, cells: Array.from(cells, (cell) => cell ?? null) });
      }
      if (state === 'hidden' || state === 'veryHidden') continue;
      return { ok: true, header: header ? Array.from(header, (cell) => cell ?? null) : [], rows };
    }
    return { ok: true, header: [], rows: [] };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

export type TemplateColumn = {
  key: string;
  width: number;
  /** A dropdown of the values of this list (written to the hidden sheet). */
  list?: string[];
  /** A number check, or a date column. */
  kind?: { decimal: [number, number] } | 'date';
};

const LIST_SHEET = 'lists';

function columnLetter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    out = String.fromCharCode(65 + rest) + out;
    n = Math.floor((n - rest) / 26);
  }
  return out;
}

/**
 * A workbook with the header row and, for `rows` data rows, dropdowns (lists kept on a hidden sheet so
 * their length is not limited), number checks and date cells.
 */
export async function writeTemplate(
  sheetName: string,
  columns: TemplateColumn[],
  rows: number,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Huella';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const lists = workbook.addWorksheet(LIST_SHEET, { state: 'hidden' });
  sheet.columns = columns.map((column) => ({ header: column.key, key: column.key, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  const validations = (
    sheet as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } }
  ).dataValidations;
  let listColumn = 0;
  columns.forEach((column, index) => {
    const letter = columnLetter(index);
    const range = `${letter}2:${letter}${rows + 1}`;
    if (column.list) {
      const listLetter = columnLetter(listColumn++);
      lists.getCell(`${listLetter}1`).value = column.key;
      column.list.forEach((item, i) => {
        lists.getCell(`${listLetter}${i + 2}`).value = item;
      });
      const last = Math.max(column.list.length + 1, 2);
      validations.add(range, {
        type: 'list',
        allowBlank: true,
        formulae: [`${LIST_SHEET}!$${listLetter}$2:$${listLetter}$${last}`],
        showErrorMessage: true,
      });
    } else if (column.kind === 'date') {
      sheet.getColumn(index + 1).numFmt = 'yyyy-mm-dd';
      validations.add(range, {
        type: 'date',
        operator: 'greaterThan',
        allowBlank: true,
        formulae: [new Date(Date.UTC(1900, 0, 1))],
        showErrorMessage: true,
      });
    } else if (column.kind) {
      validations.add(range, {
        type: 'decimal',
        operator: 'between',
        allowBlank: true,
        formulae: column.kind.decimal,
        showErrorMessage: true,
      });
    }
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
