import { describe, expect, it } from 'vitest';
import type { TLanguage } from '@huella/shared';
import { choiceList, type ColumnSpec } from './columns.ts';
import * as SheetJs from '@e965/xlsx';
import {
  csvExport,
  csvExportStream,
  spreadsheetExport,
  xlsxExportStream,
  type ExportRecord,
} from './export.ts';
import { openSpreadsheet } from './read.ts';
import { checkCells } from './rows.ts';

type Key = 'gas' | 'type' | 'value' | 'date_start' | 'avoided' | 'reference';

const types = choiceList([
  { id: 1, label: 'Operativa' },
  { id: 2, label: 'Incorporada' },
]);
const columns: ColumnSpec<Key>[] = [
  { key: 'gas', kind: 'text', required: true },
  { key: 'type', kind: 'choice', choices: types },
  { key: 'value', kind: 'number' },
  { key: 'date_start', kind: 'date' },
  { key: 'avoided', kind: 'boolean' },
  { key: 'reference', kind: 'text', multiline: true },
];

const records: ExportRecord<Key>[] = [
  { gas: 'CO2', type: 1, value: 1.125, date_start: '2024-01-15', avoided: true, reference: 'EPA; "2024"' },
  { gas: '=cmd|calc', type: 2, value: -1, date_start: new Date(Date.UTC(2024, 2, 15)), avoided: false },
  { gas: '+1', value: 1530, reference: 'two\r\nlines' },
  { gas: '-1', value: 0.00000103 },
  { gas: 'Tiny', value: 2.5e-9 },
  { gas: '@x', value: '1234567.5' },
  { gas: '\tTab', value: 0 },
  { gas: '\rCR' },
];

async function parse(bytes: Buffer, lang: TLanguage) {
  const sheet = await openSpreadsheet(bytes, { columns, lang });
  const rows = [];
  for await (const row of sheet.rows) {
    const checked = checkCells(row, columns, lang);
    expect([...checked.errors]).toEqual([]);
    rows.push(checked.cells);
  }
  return rows;
}

describe('the CSV export', () => {
  it('writes a byte-order mark, the header in the language, `;` and CRLF', () => {
    const es = csvExport(columns, records.slice(0, 2), 'es').toString('utf8');
    expect(es).toBe(
      '\uFEFFGas;Tipo;Valor;Vigente desde;Emisión evitada;Referencia\r\n' +
        'CO2;Operativa;1,1250;2024-01-15;sí;"EPA; ""2024"""\r\n' +
        "'=cmd|calc;Incorporada;-1;2024-03-15;no;\r\n",
    );
    const en = csvExport(columns, records.slice(0, 1), 'en').toString('utf8');
    expect(en).toBe(
      '\uFEFFGas;Type;Value;Valid from;Avoided emission;Reference\r\n' +
        'CO2;Operational;1.1250;2024-01-15;yes;"EPA; ""2024"""\r\n'.replace('Operational', 'Operativa'),
    );
  });

  it('neutralises every cell a spreadsheet would run as a formula, and keeps numbers as numbers', () => {
    const text = csvExport(columns, records, 'en').toString('utf8');
    expect(text.split('\r\n').slice(1)).toEqual([
      'CO2;Operativa;1.1250;2024-01-15;yes;"EPA; ""2024"""',
      "'=cmd|calc;Incorporada;-1;2024-03-15;no;",
      // A cell with a line break is quoted, its record going on after it.
      `'+1;;1530;;;"two`,
      'lines"',
      "'-1;;0.00000103;;;",
      'Tiny;;0.0000000025;;;',
      "'@x;;1234567.5;;;",
      "'\tTab;;0;;;",
      `"'\rCR";;;;;`,
      '',
    ]);
  });

  it('imports again as it was exported, in either language', async () => {
    for (const lang of ['es', 'en'] as const) {
      const rows = await parse(csvExport(columns, records, lang), lang);
      expect(rows).toEqual([
        {
          gas: 'CO2',
          type: 1,
          value: 1.125,
          date_start: '2024-01-15',
          avoided: true,
          reference: 'EPA; "2024"',
        },
        { gas: '=cmd|calc', type: 2, value: -1, date_start: '2024-03-15', avoided: false },
        { gas: '+1', value: 1530, reference: 'two\r\nlines' },
        { gas: '-1', value: 0.00000103 },
        { gas: 'Tiny', value: 2.5e-9 },
        { gas: '@x', value: 1234567.5 },
        // Cells are read trimmed: the tab and the line break around the text go.
        { gas: 'Tab', value: 0 },
        { gas: 'CR' },
      ]);
    }
  });

  it('streams the same bytes for a long list', async () => {
    async function* many() {
      for (let i = 0; i < 3000; i++) yield { gas: `Gas ${i}`, value: i / 8, avoided: i % 2 === 0 };
    }
    const chunks: Buffer[] = [];
    for await (const chunk of csvExportStream(columns, many(), 'es')) chunks.push(chunk as Buffer);
    const all = [];
    for await (const record of many()) all.push(record);
    expect(Buffer.concat(chunks).equals(csvExport(columns, all, 'es'))).toBe(true);
  });
});

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('the xlsx export', () => {
  it('writes numbers as number cells, dates as date cells and every text as text, never a formula', async () => {
    const bytes = await bytesOf(xlsxExportStream(columns, records, 'es', { sheet: 'Valores' }));
    const book = SheetJs.read(bytes, { cellDates: true });
    expect(book.SheetNames).toEqual(['Valores']);
    const sheet = book.Sheets.Valores!;
    expect(['A1', 'B1', 'C1', 'D1', 'E1', 'F1'].map((cell) => sheet[cell]!.v)).toEqual([
      'Gas',
      'Tipo',
      'Valor',
      'Vigente desde',
      'Emisión evitada',
      'Referencia',
    ]);
    expect(sheet.C2).toMatchObject({ t: 'n', v: 1.125 });
    expect(sheet.C5).toMatchObject({ t: 'n', v: 0.00000103 });
    expect(sheet.C7).toMatchObject({ t: 'n', v: 1234567.5 });
    expect(sheet.D2!.t).toBe('d');
    expect((sheet.D3!.v as Date).toISOString().slice(0, 10)).toBe('2024-03-15');
    expect([sheet.B2!.v, sheet.E2!.v, sheet.E3!.v]).toEqual(['Operativa', 'sí', 'no']);
    for (const cell of ['A3', 'A4', 'A5', 'A7']) {
      expect(sheet[cell]!.t).toBe('s');
      expect(sheet[cell]!.f).toBeUndefined();
    }
    expect(sheet.A3!.v).toBe('=cmd|calc');
    expect(Object.keys(sheet).filter((key) => sheet[key]?.f !== undefined)).toEqual([]);
  });

  it('imports again as it was exported, in either language', async () => {
    for (const lang of ['es', 'en'] as const) {
      const rows = await parse(await bytesOf(xlsxExportStream(columns, records, lang, { sheet: 'x' })), lang);
      expect(rows.slice(0, 6)).toEqual([
        {
          gas: 'CO2',
          type: 1,
          value: 1.125,
          date_start: '2024-01-15',
          avoided: true,
          reference: 'EPA; "2024"',
        },
        { gas: '=cmd|calc', type: 2, value: -1, date_start: '2024-03-15', avoided: false },
        // A cell's line break is Excel's own (a line feed).
        { gas: '+1', value: 1530, reference: 'two\nlines' },
        { gas: '-1', value: 0.00000103 },
        { gas: 'Tiny', value: 2.5e-9 },
        { gas: '@x', value: 1234567.5 },
      ]);
    }
  });

  it('goes on in another sheet, with its header, when a sheet is full', async () => {
    async function* many() {
      for (let i = 0; i < 5; i++) yield { gas: `Gas ${i}`, value: i };
    }
    const bytes = await bytesOf(
      xlsxExportStream(columns, many(), 'en', { sheet: 'Gas values of the company list', sheetRows: 3 }),
    );
    const book = SheetJs.read(bytes);
    expect(book.SheetNames).toEqual([
      'Gas values of the company list',
      'Gas values of the company l (2)',
      'Gas values of the company l (3)',
    ]);
    const values = book.SheetNames.map((name) =>
      SheetJs.utils.sheet_to_json<unknown[]>(book.Sheets[name]!, { header: 1 }).map((row) => row[0]),
    );
    expect(values).toEqual([
      ['Gas', 'Gas 0', 'Gas 1'],
      ['Gas', 'Gas 2', 'Gas 3'],
      ['Gas', 'Gas 4'],
    ]);
  });

  it('answers the format asked for, with its media type and extension', async () => {
    const csv = spreadsheetExport('csv', columns, records.slice(0, 1), 'es', { sheet: 'x' });
    expect([csv.type, csv.extension]).toEqual(['text/csv; charset=utf-8', 'csv']);
    expect((await bytesOf(csv.stream)).equals(csvExport(columns, records.slice(0, 1), 'es'))).toBe(true);
    const xlsx = spreadsheetExport('xlsx', columns, records.slice(0, 1), 'es', { sheet: 'x' });
    expect([xlsx.type, xlsx.extension]).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'xlsx',
    ]);
    expect((await bytesOf(xlsx.stream)).subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
