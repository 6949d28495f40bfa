import { describe, expect, it } from 'vitest';
import { sheetName, tableWorkbook } from './download-table.ts';

describe('a table as an Excel workbook', () => {
  it('names its sheet as Excel takes it: no refused characters, at most 31 of them', () => {
    expect(sheetName('Emisiones por categoría de fuente y mes')).toBe('Emisiones por categoría de fuen');
    expect(sheetName('Alcance 1/2: [total]?')).toBe('Alcance 1 2   total');
    expect(sheetName("'''")).toBe('Sheet');
  });

  it('keeps numbers as numbers and any text, a formula’s included, as text', async () => {
    const blob = await tableWorkbook(
      [
        ['Fuente', 'Huella (tCO2e)'],
        ['=HYPERLINK("x")', 0.00122],
        ['Caldera', 41000],
        ['Vacía', null],
      ],
      'Por fuente',
    );
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await blob.arrayBuffer());
    const sheet = book.getWorksheet('Por fuente')!;
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getCell('A2').value).toBe('=HYPERLINK("x")');
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('B2').value).toBe(0.00122);
    expect(sheet.getCell('B3').value).toBe(41000);
    expect(sheet.getCell('B4').value).toBeNull();
  });
});
