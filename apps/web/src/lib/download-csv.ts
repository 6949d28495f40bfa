import type { TExportFormat } from '@huella/shared';
import { toCsv, type TCsvColumnSpec, type TCsvOptions } from '@huella/shared/format/index';

/** Byte-order mark: spreadsheet software then reads the file as UTF-8 (accents, ñ, ₂). */
export const UTF8_BOM = '\uFEFF';

/** Saves a Blob under `filename` through a temporary link (no server round-trip). */
export function downloadBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves a list's export (an answer of the API) as `<name>.csv` or `<name>.xlsx`, as its format is. */
export function downloadExport(name: string, format: TExportFormat, file: Blob | null): void {
  if (file) downloadBlob(`${name}.${format}`, file);
}

function csvFilename(filename: string): string {
  return filename.toLowerCase().endsWith('.csv') ? filename : `${filename}.csv`;
}

/**
 * Downloads rows as a `;`-separated CSV with a UTF-8 byte-order mark, formula injection
 * neutralised (see `toCsv`). Takes a table of rows, or records plus their columns.
 */
export function downloadCsv(
  filename: string,
  rows: readonly (readonly unknown[])[],
  options?: TCsvOptions,
): void;
export function downloadCsv<T>(
  filename: string,
  records: readonly T[],
  columns: readonly TCsvColumnSpec<T>[],
  options?: TCsvOptions,
): void;
export function downloadCsv<T>(
  filename: string,
  input: readonly (readonly unknown[])[] | readonly T[],
  columnsOrOptions?: readonly TCsvColumnSpec<T>[] | TCsvOptions,
  options?: TCsvOptions,
): void {
  const csv = Array.isArray(columnsOrOptions)
    ? toCsv(input as readonly T[], columnsOrOptions as readonly TCsvColumnSpec<T>[], options)
    : toCsv(input as readonly (readonly unknown[])[], columnsOrOptions as TCsvOptions | undefined);
  downloadBlob(csvFilename(filename), new Blob([UTF8_BOM, csv], { type: 'text/csv;charset=utf-8' }));
}
