import { createRequire } from 'node:module';
import type { TCell } from './columns.ts';

// The body of an xlsx sheet read as plain rows. exceljs's streaming reader opens the workbook (its
// sheets, shared strings, styles) and hands each sheet over as a stream of XML; its own row reader
// then builds a Row, a Cell and a value object for every cell, and keeps every XML event of a chunk
// (a few hundred rows) until the last row of the chunk is read: about 17 KB of objects a row, a
// chunk of which an import keeps alive through each garbage collection (so they move to the old
// generation and the server's memory grows with the file). Here the same XML is read with the same
// parser (exceljs's saxes), each cell's text going straight to the value exceljs would have given
// it, so a row costs an array of cells. Every rule below is exceljs's own (WorksheetReader.parse and
// Cell's value types), quirks included, so a file reads as it did.

/** A row as a reader meets it: its sheet row number and its cells from column A (empty ones null). */
export type RawRow = { number: number; cells: TCell[] };

/** What a reader learns of a sheet's size before its rows: the last row it declares, when it does. */
export type SheetExtent = { lastRow: number | null };

/** The last row of a range such as `A1:L1200` (`1200`), or null. */
export function lastRowOfRange(range: string | undefined): number | null {
  const match = range?.match(/(\d+)$/);
  return match ? Number(match[1]) : null;
}

type SaxesTag = { name: string; attributes: Record<string, string | undefined> };
type SaxesParser = {
  on(event: 'opentag' | 'closetag', handler: (tag: SaxesTag) => void): void;
  on(event: 'text', handler: (text: string) => void): void;
  on(event: 'error', handler: (error: Error) => void): void;
  write(chunk: string): void;
};
type StyleModel = { numFmt?: string } | null | undefined;

/** What the sheet's reading takes from exceljs's workbook reader. */
export type SheetSource = {
  /** The sheet's XML, as exceljs's reader hands it over. */
  iterator: AsyncIterable<Buffer | string>;
  workbook: {
    /** The shared strings (text, or rich text), when the workbook has them. */
    sharedStrings?: unknown[];
    styles: { getStyleModel(id: number): StyleModel };
    properties?: { model?: { date1904?: boolean } };
  };
};

type ExcelUtils = {
  xmlDecode(text: string): string;
  isDateFmt(format: string | undefined): boolean;
  excelToDate(serial: number, date1904?: boolean): Date;
};

let loaded: { SaxesParser: new () => SaxesParser; utils: ExcelUtils } | undefined;

/** exceljs's XML parser and helpers, from exceljs's own dependencies (the ones its reader uses). */
function exceljsParts() {
  if (!loaded) {
    const fromExceljs = createRequire(createRequire(import.meta.url).resolve('exceljs'));
    loaded = {
      SaxesParser: (fromExceljs('saxes') as { SaxesParser: new () => SaxesParser }).SaxesParser,
      utils: fromExceljs('./lib/utils/utils.js') as ExcelUtils,
    };
  }
  return loaded;
}

/** The highest column Excel has (XFD). */
const MAX_COLUMN = 16_384;

/** The column of a cell reference (`B12` → 2), as exceljs decodes it; undefined with no letters. */
function columnOf(ref: string): number | undefined {
  let hasColumn = false;
  let hasRow = false;
  let column = 0;
  for (let i = 0; i < ref.length; i++) {
    const code = ref.charCodeAt(i);
    if (!hasRow && code >= 65 && code <= 90) {
      hasColumn = true;
      column = column * 26 + code - 64;
    } else if (code >= 48 && code <= 57) hasRow = true;
    else if (hasRow && hasColumn && code !== 36) break;
  }
  if (!hasColumn) return undefined;
  if (column > MAX_COLUMN) throw new Error(`Out of bounds. Invalid column letter in ${ref}`);
  return column;
}

/**
 * A cell's text as a string of its own. The parser cuts text out of the chunk of XML it is reading
 * (tens of kilobytes), and a cut holds the whole chunk for as long as the cell is kept: a row's
 * description waiting for its batch's write, or a failing row kept for the answer.
 */
const ownString = (text: string) => (text.length < 13 ? text : (' ' + text).slice(1));

/** A value as exceljs's Cell gives it back once set: what its value type keeps of it. */
function cellValue(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || raw instanceof Date) return raw;
  const value = raw as { formula?: string; result?: unknown };
  // A formula keeps only its non-empty parts (a result of 0 or '' is dropped).
  if (value.formula)
    return value.result ? { formula: value.formula, result: value.result } : { formula: value.formula };
  return raw;
}

/**
 * The rows of a sheet (its declared range goes to `extent` as it is read), each as the cells exceljs's `row.values` gives (from column A; a cell it
 * leaves empty is null), flattened by `plainCell`. A row comes once its closing tag is read.
 */
export async function* sheetRows(
  sheet: SheetSource,
  plainCell: (value: unknown) => TCell,
  extent: SheetExtent = { lastRow: null },
): AsyncGenerator<RawRow> {
  const { SaxesParser, utils } = exceljsParts();
  const { sharedStrings, styles, properties } = sheet.workbook;
  const date1904 = properties?.model?.date1904;
  const parser = new SaxesParser();
  let error: Error | undefined;
  parser.on('error', (cause) => {
    error = cause;
  });

  let ready: RawRow[] = [];
  let inRows = false;
  // The row being read: its number, its cells by column, and each cell's number format.
  let row: RawRow | null = null;
  let rowValid = false;
  let rowFormat: string | null = null;
  // Each cell's number format by column (null: none), from when exceljs made the cell.
  let formats: (string | null | undefined)[] = [];
  // The cell being read, and the text of its formula and value.
  let inCell = false;
  let ref: string | undefined;
  let styleId = 0;
  let type: string | undefined;
  let hasFormula = false;
  let hasValue = false;
  let formula = '';
  let text = '';
  // Where text goes: exceljs appends every text to the last formula or value opened, even after it closed.
  let current: 'formula' | 'value' | null = null;

  const closeCell = () => {
    const column = ref === undefined ? undefined : columnOf(ref);
    if (column === undefined) throw new Error(`Invalid cell reference ${String(ref)}`);
    const at = column - 1;
    if (formats[at] === undefined) {
      // exceljs makes the cell's address from its row and column, and refuses a bad one.
      if (!rowValid) throw new Error(`Invalid row number ${row!.number}`);
      formats[at] = rowFormat;
    }
    if (styleId) {
      const style = styles.getStyleModel(styleId);
      if (style) formats[at] = style.numFmt ?? null;
    }
    let raw: unknown;
    if (hasFormula) {
      raw = hasValue
        ? { formula, result: type === 'str' ? utils.xmlDecode(ownString(text)) : parseFloat(text) }
        : { formula };
    } else if (hasValue) {
      switch (type) {
        case 's': {
          const index = parseInt(text, 10);
          raw = sharedStrings ? sharedStrings[index] : { sharedString: index };
          break;
        }
        case 'inlineStr':
        case 'str':
          raw = utils.xmlDecode(ownString(text));
          break;
        case 'e':
          raw = { error: ownString(text) };
          break;
        case 'b':
          raw = parseInt(text, 10) !== 0;
          break;
        default:
          raw = utils.isDateFmt(formats[at] ?? undefined)
            ? utils.excelToDate(parseFloat(text), date1904)
            : parseFloat(text);
      }
    } else return;
    const cells = row!.cells;
    // A shared string past the list is no value: the cell is empty, whatever it held before.
    if (raw === null || raw === undefined) {
      if (at < cells.length) cells[at] = null;
      return;
    }
    while (cells.length < at) cells.push(null);
    cells[at] = plainCell(cellValue(raw));
  };

  parser.on('opentag', (tag) => {
    switch (tag.name) {
      case 'dimension':
        // The sheet's range, written before its rows (what the progress of an import counts to).
        extent.lastRow = lastRowOfRange(tag.attributes.ref);
        break;
      case 'sheetData':
        inRows = true;
        break;
      case 'row':
        if (!inRows) break;
        row = { number: parseInt(tag.attributes.r as string, 10), cells: [] };
        rowValid = /^\d+$/.test(String(row.number));
        rowFormat = null;
        if (tag.attributes.s)
          rowFormat = styles.getStyleModel(parseInt(tag.attributes.s, 10))?.numFmt ?? null;
        formats = [];
        break;
      case 'c':
        if (!row) break;
        inCell = true;
        ref = tag.attributes.r;
        styleId = parseInt(tag.attributes.s as string, 10) || 0;
        type = tag.attributes.t;
        hasFormula = false;
        hasValue = false;
        break;
      case 'f':
        if (!inCell) break;
        hasFormula = true;
        formula = '';
        current = 'formula';
        break;
      case 'v':
      case 'is':
      case 't':
        if (!inCell) break;
        hasValue = true;
        text = '';
        current = 'value';
        break;
    }
  });
  parser.on('text', (value) => {
    if (current === 'formula') formula += value;
    else if (current === 'value') text += value;
  });
  parser.on('closetag', (tag) => {
    switch (tag.name) {
      case 'sheetData':
        inRows = false;
        break;
      case 'row':
        if (row) ready.push(row);
        row = null;
        break;
      case 'c':
        if (row && inCell) {
          closeCell();
          inCell = false;
        }
        break;
    }
  });

  const decoder = new TextDecoder('utf-8');
  for await (const chunk of sheet.iterator) {
    // Decoded as a stream: a character split between two chunks is read whole.
    parser.write(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
    if (error) throw error;
    const rows = ready;
    ready = [];
    for (const each of rows) yield each;
  }
}
