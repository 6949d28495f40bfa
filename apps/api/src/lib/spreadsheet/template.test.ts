import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { choiceList, type ColumnSpec } from './columns.ts';
import { openSpreadsheet } from './read.ts';
import { checkCells } from './rows.ts';
import { columnLetter, writeTemplate } from './template.ts';

type Key = 'gas' | 'type' | 'value' | 'uncertainty' | 'date_start' | 'reference' | 'avoided';

// A list far longer than the 255 characters an inline dropdown list may hold.
const gases = choiceList(
  Array.from({ length: 120 }, (_, i) => ({ id: i + 1, label: `Gas de prueba número ${i + 1}` })),
);
const types = choiceList([
  { id: 1, label: 'Operativa' },
  { id: 2, label: 'Incorporada' },
]);
const columns: ColumnSpec<Key>[] = [
  { key: 'gas', kind: 'choice', choices: gases, required: true, width: 32 },
  { key: 'type', kind: 'choice', choices: types, required: true },
  { key: 'value', kind: 'number', min: 0, required: true },
  { key: 'uncertainty', kind: 'number', min: 0, max: 1000 },
  { key: 'date_start', kind: 'date', required: true },
  { key: 'reference', kind: 'text', maxLength: 500 },
  { key: 'avoided', kind: 'boolean' },
];

async function load(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}
const cellsOf = (values: unknown) => (values as unknown[]).slice(1).map((cell) => String(cell));
type Validation = ExcelJS.DataValidation & { sqref?: string };
const validationsOf = (sheet: ExcelJS.Worksheet) =>
  (sheet as unknown as { dataValidations: { model: Record<string, Validation> } }).dataValidations.model;

describe('the import template', () => {
  it('has the sheet to fill in first, its header in the language, and the lists on a hidden sheet', async () => {
    for (const [lang, sheetName, listsName, header, yesNo] of [
      [
        'es',
        'Valores por gas',
        'Listas',
        ['Gas', 'Tipo', 'Valor', 'Incertidumbre (%)', 'Vigente desde', 'Referencia', 'Emisión evitada'],
        ['sí', 'no'],
      ],
      [
        'en',
        'Gas values',
        'Lists',
        ['Gas', 'Type', 'Value', 'Uncertainty (%)', 'Valid from', 'Reference', 'Avoided emission'],
        ['yes', 'no'],
      ],
    ] as const) {
      const book = await load(await writeTemplate({ columns, lang, sheet: sheetName, rows: 100 }));
      const [sheet, lists] = book.worksheets;
      expect(book.worksheets).toHaveLength(2);
      expect(sheet!.name).toBe(sheetName);
      expect(sheet!.state).toBe('visible');
      expect(cellsOf(sheet!.getRow(1).values)).toEqual(header);
      expect(sheet!.getRow(1).font).toMatchObject({ bold: true });
      expect(sheet!.getColumn(1).width).toBe(32);
      expect(lists!.name).toBe(listsName);
      expect(lists!.state).toBe('hidden');
      // One list per dropdown column, its header first.
      expect(cellsOf(lists!.getColumn(1).values)).toEqual([header[0], ...gases.labels]);
      expect(cellsOf(lists!.getColumn(2).values)).toEqual([header[1], 'Operativa', 'Incorporada']);
      expect(cellsOf(lists!.getColumn(3).values)).toEqual([header[6], ...yesNo]);
    }
  });

  it('checks the cells of every data row: dropdowns from the hidden sheet, numbers, dates, lengths', async () => {
    const book = await load(await writeTemplate({ columns, lang: 'es', sheet: 'Datos', rows: 5000 }));
    const sheet = book.worksheets[0]!;
    expect(gases.labels.join(',').length).toBeGreaterThan(255);
    const validations = validationsOf(sheet);
    expect(validations.A2).toMatchObject({
      type: 'list',
      allowBlank: true,
      formulae: [`'Listas'!$A$2:$A$121`],
    });
    expect(validations.A5001).toEqual(validations.A2);
    expect(validations.A5002).toBeUndefined();
    expect(validations.B2).toMatchObject({ type: 'list', formulae: [`'Listas'!$B$2:$B$3`] });
    expect(validations.C2).toMatchObject({ type: 'decimal', operator: 'between', formulae: [0, 1e15] });
    expect(validations.D2).toMatchObject({ type: 'decimal', formulae: [0, 1000] });
    expect(validations.E2).toMatchObject({ type: 'date', operator: 'greaterThan' });
    expect(sheet.getColumn(5).numFmt).toBe('yyyy-mm-dd');
    expect(validations.F2).toMatchObject({
      type: 'textLength',
      operator: 'lessThanOrEqual',
      formulae: [500],
    });
    expect(validations.G2).toMatchObject({ type: 'list', formulae: [`'Listas'!$C$2:$C$3`] });
    expect(validations.A1).toBeUndefined();
  });

  it('imports once filled in with the words of its own dropdowns', async () => {
    const book = await load(await writeTemplate({ columns, lang: 'en', sheet: 'Data', rows: 10 }));
    book.worksheets[0]!.addRow([
      gases.labels[41],
      'Incorporada',
      12.5,
      50,
      new Date(Date.UTC(2024, 5, 30)),
      'EPA 2024',
      'yes',
    ]);
    const sheet = await openSpreadsheet(Buffer.from(await book.xlsx.writeBuffer()), { columns, lang: 'en' });
    const rows = [];
    for await (const row of sheet.rows) rows.push(checkCells(row, columns, 'en'));
    expect(rows.map((row) => ({ row: row.row, cells: row.cells, errors: [...row.errors] }))).toEqual([
      {
        row: 2,
        cells: {
          gas: 42,
          type: 2,
          value: 12.5,
          uncertainty: 50,
          date_start: '2024-06-30',
          reference: 'EPA 2024',
          avoided: true,
        },
        errors: [],
      },
    ]);
  });

  it('names columns as Excel does', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnLetter)).toEqual([
      'A',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });
});
