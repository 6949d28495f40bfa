import { XLSX_MEDIA_TYPE, type TExportFormat } from '@huella/shared';
import type { TCsvOptions } from '@huella/shared/format/index';
import { downloadBlob, downloadCsv } from './download-csv.ts';

/** Excel's rules for a sheet's name: these characters are refused, and 31 is the most it holds. */
const SHEET_NAME_REFUSED = /[[\]:*?/\\]/g;
const SHEET_NAME_MAX = 31;
/** Columns of a table are as wide as their longest text, within these bounds (characters). */
const COLUMN_WIDTH = { min: 10, max: 60 };

type TTable = readonly (readonly unknown[])[];

/** A cell of the workbook: a number stays a number, any other value is text (never a formula). */
function cellValue(value: unknown): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return String(value);
}

/** A sheet's name as Excel takes it. */
export function sheetName(name: string): string {
  const allowed = name
    .replace(SHEET_NAME_REFUSED, ' ')
    .replace(/^'+|'+$/g, '')
    .trim();
  return (allowed || 'Sheet').slice(0, SHEET_NAME_MAX);
}

/**
 * A table (its first row the header) as an Excel workbook of one sheet: numbers as number cells
 * with every digit, text as text, the header bold and frozen. exceljs is loaded only when a
 * workbook is asked for.
 */
export async function tableWorkbook(rows: TTable, sheet: string): Promise<Blob> {
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  book.creator = 'Huella';
  const worksheet = book.addWorksheet(sheetName(sheet), { views: [{ state: 'frozen', ySplit: 1 }] });
  rows.forEach((row, index) => {
    const added = worksheet.addRow(row.map(cellValue));
    if (index === 0) added.font = { bold: true };
  });
  const widths = rows.reduce<number[]>(
    (most, row) => row.map((cell, column) => Math.max(most[column] ?? 0, String(cell ?? '').length)),
    [],
  );
  widths.forEach((width, column) => {
    worksheet.getColumn(column + 1).width = Math.min(COLUMN_WIDTH.max, Math.max(COLUMN_WIDTH.min, width + 2));
  });
  return new Blob([await book.xlsx.writeBuffer()], { type: XLSX_MEDIA_TYPE });
}

/**
 * Downloads a table built in the browser as CSV (`;`, the language's decimal mark: `csv`) or as an
 * Excel workbook named `file` with its extension (`.csv` or `.xlsx`) and one sheet named `sheet`.
 */
export async function downloadTable(
  file: string,
  rows: TTable,
  format: TExportFormat,
  { sheet, csv }: { sheet: string; csv?: TCsvOptions },
): Promise<void> {
  const base = file.replace(/\.(csv|xlsx)$/i, '');
  if (format === 'csv') downloadCsv(`${base}.csv`, rows, csv);
  else downloadBlob(`${base}.xlsx`, await tableWorkbook(rows, sheet));
}
