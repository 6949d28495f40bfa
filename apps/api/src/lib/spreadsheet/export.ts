import { Readable } from 'node:stream';
import {
  CSV_BOM,
  CSV_LINE_BREAK,
  CSV_SEPARATOR,
  csvCell,
  csvNumber,
  importHeaderOf,
  type TLanguage,
} from '@huella/shared';
import { YES_NO, type ColumnSpec } from './columns.ts';

// The CSV export of a list, from the same column spec as its import: the header row in the user's
// language, `;` between cells, CRLF between rows, a UTF-8 byte-order mark, and every cell written
// by the shared CSV rules (quotes where needed, formula characters neutralised). Numbers are
// written the user's way and never so that they read two ways, yes/no as words, choices by label
// and dates as `YYYY-MM-DD`: an exported file imports again as it is.

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
