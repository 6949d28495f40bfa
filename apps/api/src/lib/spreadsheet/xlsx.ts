import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { CheckedXlsx } from './xlsx-zip.ts';

// Reading and writing import spreadsheets with exceljs. Reading is bounded before and while parsing:
// it takes only a workbook the zip check let through (entries and their real inflated size, see
// xlsx-zip.ts), then streams the first visible sheet row by row and abandons it as soon as a limit
// is passed.

/** A cell as the import sees it. */
export type TCell = string | number | boolean | null;

export type SheetLimits = { maxRows: number; maxColumns: number };

export type SheetReadResult =
  | { ok: true; header: TCell[]; rows: { number: number; cells: TCell[] }[] }
  | { ok: false; reason: 'limits' | 'unreadable' };

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
export async function readFirstSheet(xlsx: CheckedXlsx, limits: SheetLimits): Promise<SheetReadResult> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(xlsx.bytes), {
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
  /** The header cell, in the reader's language (also the header of its list on the hidden sheet). */
  header: string;
  width: number;
  /** A dropdown of the values of this list (written to the hidden sheet). */
  list?: string[];
  /** A number check, or a date column. */
  kind?: { decimal: [number, number] } | 'date';
};

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

/** Names of a template's sheets, in the reader's language: the one to fill in and the hidden lists. */
export type TemplateSheets = { data: string; lists: string };

/** A sheet name as a formula names it: quoted, its own quotes doubled. */
const sheetReference = (name: string) => `'${name.replace(/'/g, "''")}'`;

/**
 * A workbook with the header row and, for `rows` data rows, dropdowns (lists kept on a hidden sheet so
 * their length is not limited), number checks and date cells.
 */
export async function writeTemplate(
  sheets: TemplateSheets,
  columns: TemplateColumn[],
  rows: number,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Huella';
  const sheet = workbook.addWorksheet(sheets.data, { views: [{ state: 'frozen', ySplit: 1 }] });
  const lists = workbook.addWorksheet(sheets.lists, { state: 'hidden' });
  sheet.columns = columns.map((column) => ({ header: column.header, key: column.key, width: column.width }));
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
      lists.getCell(`${listLetter}1`).value = column.header;
      column.list.forEach((item, i) => {
        lists.getCell(`${listLetter}${i + 2}`).value = item;
      });
      const last = Math.max(column.list.length + 1, 2);
      validations.add(range, {
        type: 'list',
        allowBlank: true,
        formulae: [`${sheetReference(sheets.lists)}!$${listLetter}$2:$${listLetter}$${last}`],
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
