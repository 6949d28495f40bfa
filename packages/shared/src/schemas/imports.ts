import { z } from 'zod';
import { ZApiError } from '../errors.ts';
import { LANGUAGES, type TLanguage } from '../i18n/languages.ts';
import { translate } from '../i18n/messages.ts';
import { XLSX_MEDIA_TYPE } from './common.ts';

// The words and answers of spreadsheet imports. A column has a key (what row errors name as their
// `attribute`) and a header in each language, the words of its field in the shared messages
// (`fields.<key>`), which the template writes and the import dialog shows.

/** What a file box of an import offers: the spreadsheet kinds every import reads. */
export const SPREADSHEET_ACCEPT = [
  '.xlsx',
  '.xls',
  '.csv',
  XLSX_MEDIA_TYPE,
  'application/vnd.ms-excel',
  'text/csv',
].join(',');

/** The header of an import column in a language. */
export function importHeaderOf(column: string, lang: TLanguage): string {
  return translate(`fields.${column}`, lang);
}

/**
 * A header or a list item as an import compares it: without accents, case or repeated spaces, so
 * `Operativa`, `operativa` and `OPERATIVA ` name the same item.
 */
export function importKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es').replace(/\s+/g, ' ').trim();
}

/**
 * Headers a column went by before (the spec's activity import calls the provider column `proceso`;
 * the product names it provider everywhere): files written with them still import.
 */
const FORMER_HEADERS: Readonly<Record<string, readonly string[]>> = { provider: ['proceso', 'process'] };

/**
 * The column a header cell names: its header in either language (a file downloaded in one language
 * may be uploaded in the other), a header it went by before, or its key, which templates written
 * before headers were words used and which files filled in then still carry, or one of its
 * `aliases` (the spec's keys).
 */
export function importColumnOfHeader<K extends string>(
  columns: readonly K[],
  header: string,
  aliases: Partial<Record<K, readonly string[]>> = {},
): K | null {
  const wanted = importKey(header);
  if (wanted === '') return null;
  return (
    columns.find(
      (column) =>
        importKey(column) === wanted ||
        (FORMER_HEADERS[column] ?? []).includes(wanted) ||
        LANGUAGES.some((lang) => importKey(importHeaderOf(column, lang)) === wanted) ||
        (aliases[column] ?? []).some((alias) => importKey(alias) === wanted),
    ) ?? null
  );
}

/** A cell of an imported row as the file had it (a date cell arrives as its `YYYY-MM-DD`). */
export const ZImportCell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type TImportCell = z.infer<typeof ZImportCell>;

/** One failing cell of an import: the sheet row (the header is row 1), the column and its messages. */
export const ZImportRowError = z.object({
  row: z.number().int(),
  attribute: z.string(),
  errors: z.array(z.string()),
  /** The row as read, by column. */
  values: z.record(z.string(), ZImportCell),
});
export type TImportRowError = z.infer<typeof ZImportRowError>;

/**
 * The 422 of an import: the API's error shape, whose `errors` are keyed `rows.<row>.<column>`, plus
 * `rows`, the same failures as a list carrying each row's values.
 */
export const ZImportFailure = ZApiError.extend({ rows: z.array(ZImportRowError).optional() });
export type TImportFailure = z.infer<typeof ZImportFailure>;

/** What an import did: rows written, and rows already there as they are (a repeated file). */
export const ZImportCreated = z.object({ created: z.number().int(), skipped: z.number().int() });
export type TImportCreated = z.infer<typeof ZImportCreated>;
