import { PassThrough } from 'node:stream';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { importHeaderOf, translate, type TLanguage } from '@huella/shared';
import { AppError } from '../app-error.ts';
import { zipOf } from '../../testing/zip-files.ts';
import { choiceList, type ColumnSpec, type TCell } from './columns.ts';
import {
  SPREADSHEET_LIMITS,
  csvRecords,
  csvSeparator,
  inBatches,
  openSpreadsheet,
  spreadsheetFormat,
  type OpenedSpreadsheet,
  type SpreadsheetLimits,
} from './read.ts';
import { checkCells } from './rows.ts';
import { XLSX_ZIP_LIMITS } from './xlsx-zip.ts';

type Key = 'gas' | 'type' | 'value' | 'date_start' | 'avoided' | 'reference';

const types = choiceList([
  { id: 1, label: 'Operativa', aliases: ['operational'] },
  { id: 2, label: 'Incorporada', aliases: ['embedded'] },
]);
const columns: ColumnSpec<Key>[] = [
  { key: 'gas', kind: 'text', required: true },
  { key: 'type', kind: 'choice', choices: types, required: true },
  { key: 'value', kind: 'number', required: true },
  { key: 'date_start', kind: 'date', required: true },
  { key: 'avoided', kind: 'boolean' },
  { key: 'reference', kind: 'text', multiline: true },
];
const keys = columns.map((column) => column.key);
const headerIn = (lang: TLanguage) => keys.map((key) => importHeaderOf(key, lang));

/** The rows every format below holds, as a spreadsheet user types them. */
const table: (string | number | boolean | Date | null)[][] = [
  ['CO2', 'Operativa', 1.5, new Date(Date.UTC(2024, 0, 15)), 'sí', 'EPA; 2024, table 1'],
  ['N2O', 'embedded', 0.00008, new Date(Date.UTC(2024, 2, 15)), 'no', 'A "quoted" word\nand a second line'],
  ['CH4', 'Operational', 28, new Date(Date.UTC(2025, 11, 31)), null, null],
];
/** What the readers make of those rows, whatever the format. */
const expected = [
  {
    gas: 'CO2',
    type: 1,
    value: 1.5,
    date_start: '2024-01-15',
    avoided: true,
    reference: 'EPA; 2024, table 1',
  },
  {
    gas: 'N2O',
    type: 2,
    value: 0.00008,
    date_start: '2024-03-15',
    avoided: false,
    reference: 'A "quoted" word\nand a second line',
  },
  { gas: 'CH4', type: 1, value: 28, date_start: '2025-12-31' },
];

async function xlsxOf(rows: unknown[][], options: { hiddenFirst?: boolean } = {}): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  if (options.hiddenFirst) book.addWorksheet('Listas', { state: 'hidden' }).addRow(['Tipo', 'Operativa']);
  const sheet = book.addWorksheet('Datos');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function xlsOf(rows: unknown[][], options: { hiddenFirst?: boolean } = {}): Buffer {
  const book = XLSX.utils.book_new();
  if (options.hiddenFirst) XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['Tipo']]), 'Listas');
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), 'Datos');
  if (options.hiddenFirst) book.Workbook = { Sheets: [{ Hidden: 1 }, { Hidden: 0 }] };
  return XLSX.write(book, { bookType: 'biff8', type: 'buffer' }) as Buffer;
}

/** A CSV as spreadsheet software in a language writes it: numbers and dates as text. */
function csvOf(rows: unknown[][], separator: string, lang: TLanguage, lineBreak = '\r\n'): string {
  const text = (cell: unknown) => {
    if (cell === null || cell === undefined) return '';
    if (cell instanceof Date) {
      const [y, m, d] = cell.toISOString().slice(0, 10).split('-');
      return lang === 'es' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
    }
    const value = typeof cell === 'number' && lang === 'es' ? String(cell).replace('.', ',') : String(cell);
    return /[;,"\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  };
  return rows.map((row) => row.map(text).join(separator)).join(lineBreak) + lineBreak;
}

async function readAll<K extends string>(sheet: OpenedSpreadsheet<K>) {
  const rows = [];
  for await (const row of sheet.rows) rows.push(row);
  return rows;
}

const open = (file: Buffer | null, lang: TLanguage = 'es', limits?: Partial<SpreadsheetLimits>) =>
  openSpreadsheet(file, { columns, lang, limits: { ...SPREADSHEET_LIMITS, ...limits } });

/** The rows of a file read by the column readers: the same for every format. */
async function readCells(file: Buffer, lang: TLanguage) {
  const rows = await readAll(await open(file, lang));
  return rows.map((row) => {
    const checked = checkCells(row, columns, lang);
    expect(checked.errors).toEqual(new Map());
    return { row: row.row, cells: checked.cells };
  });
}

/** The API error a promise fails with, translated as the answer says it. */
async function refusal(promise: Promise<unknown>, lang: TLanguage = 'en') {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  return {
    status: appError.status,
    message: translate(appError.message, lang, appError.params),
    file: appError.errors?.file?.map((key) => translate(key, lang, appError.params)),
  };
}

describe('the spreadsheet parser', () => {
  const rowsWithNumbers = expected.map((cells, i) => ({ row: i + 2, cells }));

  it('reads the same rows from an xlsx, an xls and a CSV, headers in either language', async () => {
    for (const lang of ['es', 'en'] as const) {
      const rows = [headerIn(lang), ...table];
      expect(await readCells(await xlsxOf(rows), lang)).toEqual(rowsWithNumbers);
      expect(await readCells(xlsOf(rows), lang)).toEqual(rowsWithNumbers);
      // The reference of row 3 spans two lines: the next record is still row 4, as a spreadsheet shows it.
      expect(await readCells(Buffer.from(csvOf(rows, ';', lang)), lang)).toEqual(rowsWithNumbers);
    }
  });

  it('reads a CSV with either separator, with or without byte-order mark, any line break', async () => {
    const rows = [headerIn('en'), ...table];
    for (const separator of [';', ','])
      for (const bom of ['', '\uFEFF'])
        for (const lineBreak of ['\r\n', '\n']) {
          const file = Buffer.from(bom + csvOf(rows, separator, 'en', lineBreak));
          expect(await readCells(file, 'en')).toEqual(rowsWithNumbers);
        }
    // The header of another language, the keys of older templates, columns in any order.
    const reordered = Buffer.from(
      'reference,value,gas,date_start,type\n"Line, one",12,CO2,2024-01-15,Operativa\n',
    );
    expect(await readCells(reordered, 'en')).toEqual([
      {
        row: 2,
        cells: { gas: 'CO2', type: 1, value: 12, date_start: '2024-01-15', reference: 'Line, one' },
      },
    ]);
  });

  it('gives each row its sheet row number and every column of the spec, empty rows skipped', async () => {
    const file = await xlsxOf([
      [],
      ['Gas', 'Tipo', 'Valor', 'Vigente desde', 'Desconocida'],
      ['CO2', 'Operativa', 1, '2024-01-01', 'ignored'],
      [],
      ['N2O', 'Operativa', 2, '2024-01-01'],
    ]);
    const sheet = await open(file);
    expect(sheet.format).toBe('xlsx');
    expect([...sheet.columns]).toEqual(['gas', 'type', 'value', 'date_start']);
    expect(await readAll(sheet)).toEqual([
      {
        row: 3,
        values: {
          gas: 'CO2',
          type: 'Operativa',
          value: 1,
          date_start: '2024-01-01',
          avoided: null,
          reference: null,
        },
      },
      {
        row: 5,
        values: {
          gas: 'N2O',
          type: 'Operativa',
          value: 2,
          date_start: '2024-01-01',
          avoided: null,
          reference: null,
        },
      },
    ]);
  });

  it('tells how many rows after the header each kind of file declares, for an import’s progress', async () => {
    const rows = [[], headerIn('es'), ...table, [], ['CO2', 'Operativa', 3, '2024-01-01']];
    // From the header's row to the sheet's last: empty rows count.
    const declared = table.length + 2;
    expect((await open(await xlsxOf(rows))).declaredRows).toBe(declared);
    expect((await open(xlsOf(rows))).declaredRows).toBe(declared);
    // A CSV's lines after the header's, with or without a last line break: the line break inside
    // a quoted cell counts too (at most as many rows).
    const csv = csvOf(rows.slice(1), ';', 'es');
    expect((await open(Buffer.from(csv))).declaredRows).toBe(declared + 1);
    expect((await open(Buffer.from(csv.trimEnd()))).declaredRows).toBe(declared + 1);
  });

  it('reads the first visible sheet, past a hidden one', async () => {
    const rows = [headerIn('es'), ...table];
    expect(await readCells(await xlsxOf(rows, { hiddenFirst: true }), 'es')).toEqual(rowsWithNumbers);
    expect(await readCells(xlsOf(rows, { hiddenFirst: true }), 'es')).toEqual(rowsWithNumbers);
  });

  it('tells the kind of a file from its bytes, never from its name', async () => {
    expect(spreadsheetFormat(await xlsxOf([['Gas']]))).toBe('xlsx');
    expect(spreadsheetFormat(xlsOf([['Gas']]))).toBe('xls');
    expect(spreadsheetFormat(Buffer.from('Gas;Valor\r\nCO2;1\r\n'))).toBe('csv');
    expect(spreadsheetFormat(Buffer.from('\uFEFFGas;Válor\n'))).toBe('csv');
    expect(spreadsheetFormat(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))).toBeNull();
    expect(spreadsheetFormat(Buffer.from('Gas;Válor\n', 'latin1'))).toBe('not_utf8');
    expect(spreadsheetFormat(Buffer.from('\uFEFFGas;Valor\n', 'utf16le'))).toBe('not_utf8');
  });

  it('refuses what is not a spreadsheet, with a message in the language of the request', async () => {
    const notSpreadsheet = {
      status: 422,
      message: 'The file must be a spreadsheet (.xlsx, .xls or .csv).',
      file: ['The file must be a spreadsheet (.xlsx, .xls or .csv).'],
    };
    expect(await refusal(open(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')))).toEqual(
      notSpreadsheet,
    );
    // A zip that holds no workbook (an archive, a .docx).
    const archive = zipOf([{ name: 'word/document.xml', data: Buffer.from('<w:document/>') }]);
    expect(await refusal(open(archive))).toEqual(notSpreadsheet);
    expect((await refusal(open(Buffer.from('Gas;Válor\n', 'latin1')), 'es')).message).toBe(
      'El archivo CSV debe estar guardado en UTF-8 (en Excel, «CSV UTF-8 (delimitado por comas)»).',
    );
    // A compound file that is no workbook, and a workbook whose sheet is damaged.
    const ole2 = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(2048, 7)]);
    expect((await refusal(open(ole2))).message).toBe(
      'The file could not be read. Use the downloaded template.',
    );
    const unterminated = Buffer.from('Gas;Tipo;Valor;Vigente desde\nCO2;Operativa;1;"2024-01-01\n');
    expect(await refusal(open(unterminated).then(readAll))).toMatchObject({ status: 422 });
    expect(await refusal(open(null))).toEqual({
      status: 422,
      message: 'Attach a file.',
      file: ['Attach a file.'],
    });
  });

  it('names the required columns the header lacks, and refuses a file without rows', async () => {
    const lacking = Buffer.from('Gas;Valor;Emisión evitada\nCO2;1;no\n');
    expect(await refusal(open(lacking), 'es')).toMatchObject({
      status: 422,
      message: 'Faltan columnas en la fila de encabezados: «Tipo», «Vigente desde».',
    });
    expect((await refusal(open(Buffer.from('')))).status).toBe(422);
    expect(await refusal(open(Buffer.from(`${headerIn('en').join(';')}\r\n;;;\r\n`)))).toMatchObject({
      status: 422,
      message: 'The file has no data rows.',
    });
  });

  it('refuses a file past a bound of the import: bytes, rows, columns, cell length, unpacked size', async () => {
    const header = headerIn('en');
    const row = ['CO2', 'Operativa', 1, '2024-01-01'];
    const limited = { maxRows: 3, maxColumns: 6 };
    const limits = {
      status: 413,
      message: 'The file exceeds the import limits: 3 rows, 6 columns.',
      file: ['The file exceeds the import limits: 3 rows, 6 columns.'],
    };
    const fourRows = [header, row, row, row, row];
    const threeRows = fourRows.slice(0, 4);
    expect(await readAll(await open(await xlsxOf(threeRows), 'en', limited))).toHaveLength(3);
    expect(await refusal(open(await xlsxOf(fourRows), 'en', limited).then(readAll))).toEqual(limits);
    expect(await refusal(open(xlsOf(fourRows), 'en', limited).then(readAll))).toEqual(limits);
    expect(await refusal(open(Buffer.from(csvOf(fourRows, ';', 'en')), 'en', limited).then(readAll))).toEqual(
      limits,
    );

    const wide = [header, [...row, null, null, 'seventh']];
    expect(await refusal(open(await xlsxOf(wide), 'en', limited).then(readAll))).toEqual(limits);
    expect(await refusal(open(xlsOf(wide), 'en', limited).then(readAll))).toEqual(limits);
    expect(await refusal(open(Buffer.from(csvOf(wide, ',', 'en')), 'en', limited))).toEqual(limits);

    // Many empty lines are rows too: a file cannot hide its length behind them.
    const spaced = Buffer.from(`${header.join(';')}\n${'\n'.repeat(20)}CO2;Operativa;1;2024-01-01\n`);
    expect(await refusal(open(spaced, 'en', limited).then(readAll))).toEqual(limits);

    const long = [header, ['CO2', 'Operativa', 1, '2024-01-01', null, 'x'.repeat(101)]];
    for (const file of [await xlsxOf(long), xlsOf(long), Buffer.from(csvOf(long, ';', 'en'))])
      expect(await refusal(open(file, 'en', { maxCellLength: 100 }).then(readAll))).toEqual({
        status: 413,
        message: 'Row 2 has a cell longer than 100 characters, the most an import takes.',
        file: ['Row 2 has a cell longer than 100 characters, the most an import takes.'],
      });

    expect(await refusal(open(Buffer.alloc(3 * 1024 * 1024, 'a'), 'es'), 'es')).toMatchObject({
      status: 413,
      message: 'El archivo ocupa más de 2 MB, lo máximo que admite una importación.',
    });
    const zip = { ...XLSX_ZIP_LIMITS, maxEntries: 200, maxInflatedBytes: 1024 * 1024 };
    const filler = Array.from({ length: 40 }, (_, i) => [
      'CO2',
      'Operativa',
      i,
      '2024-01-01',
      null,
      `${i} ${'y'.repeat(30_000)}`,
    ]);
    expect(await refusal(open(await xlsxOf([header, ...filler]), 'en', { zip }))).toMatchObject({
      status: 413,
      message: 'Unpacked, the workbook takes more than 1 MB, the most an import takes.',
    });
  });

  it('reads a long file row by row: the first rows come before the end of the file is read', async () => {
    // 100,000 rows, one past the bound: rows arrive one at a time, the bound is met at the end.
    const lines = [headerIn('es').slice(0, 4).join(';')];
    for (let i = 0; i < 100_001; i++) lines.push(`CO2;Operativa;${i};2024-01-01`);
    const sheet = await open(Buffer.from(lines.join('\n')), 'es', {
      maxRows: 100_000,
      maxBytes: 10 * 1024 * 1024,
    });
    const iterator = sheet.rows[Symbol.asyncIterator]();
    const first = await iterator.next();
    expect(first.value).toMatchObject({ row: 2, values: { value: '0' } });
    let read = 1;
    let failure: unknown = null;
    try {
      for (;;) {
        const next = await iterator.next();
        if (next.done) break;
        read++;
      }
    } catch (error) {
      failure = error;
    }
    expect(read).toBe(100_000);
    expect(failure).toMatchObject({ status: 413 });

    // An xlsx streams the same way, and comes in batches for imports that write a batch at a time.
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output });
    const data = book.addWorksheet('Datos');
    data.addRow(headerIn('en').slice(0, 4)).commit();
    for (let i = 0; i < 20_000; i++) data.addRow(['CO2', 'Operativa', i, '2024-01-01']).commit();
    data.commit();
    await book.commit();
    const streamed = await open(Buffer.concat(chunks), 'en', { maxRows: 20_000 });
    const sizes: number[] = [];
    for await (const batch of inBatches(streamed.rows, 5000)) sizes.push(batch.length);
    expect(sizes).toEqual([5000, 5000, 5000, 5000]);
  });
});

describe('CSV text', () => {
  const cells = (text: string, separator = ';') =>
    [...csvRecords(text, separator)].map((record) => ({ row: record.number, cells: record.cells }));

  it('splits quoted fields holding separators, quotes and line breaks', () => {
    expect(cells('a;"b;c";"say ""hi"""\r\n"two\r\nlines";;x\n')).toEqual([
      { row: 1, cells: ['a', 'b;c', 'say "hi"'] },
      { row: 2, cells: ['two\r\nlines', null, 'x'] },
    ]);
    expect(cells('a;b;\n\n c ;"d"e\r')).toEqual([
      { row: 1, cells: ['a', 'b', null] },
      { row: 2, cells: [null] },
      { row: 3, cells: ['c', 'de'] },
    ]);
  });

  it('gives back text the export neutralised as it was', () => {
    const neutralised: TCell[] = ["'=cmd", "'+1", "'-1", "'@x", "it's"];
    expect(cells(neutralised.join(';'))[0]!.cells).toEqual(['=cmd', '+1', '-1', '@x', "it's"]);
  });

  it('takes the separator the header line uses most, outside quotes', () => {
    expect(csvSeparator('Gas;Valor;Tipo\n1,5;2,5;x')).toBe(';');
    expect(csvSeparator('Gas,Valor,"Tipo;x"\n')).toBe(',');
    expect(csvSeparator('\n\nGas\tValor\n')).toBe('\t');
    expect(csvSeparator('Gas\n')).toBe(';');
  });
});
