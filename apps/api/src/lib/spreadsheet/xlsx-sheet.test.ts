import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { unzipEntries, zipOf } from '../../testing/zip-files.ts';
import type { TCell } from './columns.ts';
import { plainCell } from './read.ts';
import { sheetRows, type SheetSource } from './xlsx-sheet.ts';

const READER_OPTIONS = {
  worksheets: 'emit',
  sharedStrings: 'cache',
  styles: 'cache',
  hyperlinks: 'ignore',
  entries: 'ignore',
} as const;

type Row = { number: number; cells: TCell[] };

/** Trailing empty cells say nothing: both readers' rows compare without them. */
const trimmed = (row: Row): Row => {
  const cells = [...row.cells];
  while (cells.length > 0 && cells.at(-1) === null) cells.pop();
  return { number: row.number, cells };
};

/** Every sheet's rows as exceljs's own Row objects give them (what the import read before). */
async function exceljsRows(bytes: Buffer): Promise<Row[]> {
  const rows: Row[] = [];
  for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), READER_OPTIONS)) {
    for await (const row of sheet as unknown as AsyncIterable<ExcelJS.Row>) {
      const raw = row.values as unknown[];
      const cells: TCell[] = [];
      for (let column = 1; column < raw.length; column++) cells.push(plainCell(raw[column]));
      rows.push(trimmed({ number: row.number, cells }));
    }
  }
  return rows;
}

/** Every sheet's rows as `sheetRows` reads them. */
async function leanRows(bytes: Buffer): Promise<Row[]> {
  const rows: Row[] = [];
  for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), READER_OPTIONS)) {
    for await (const row of sheetRows(sheet as unknown as SheetSource, plainCell)) rows.push(trimmed(row));
  }
  return rows;
}

/** Both readers on a file: the same rows. */
async function expectSameRows(bytes: Buffer) {
  const before = await exceljsRows(bytes);
  expect(await leanRows(bytes)).toEqual(before);
  return before;
}

/** Both readers refuse a file. */
async function expectBothRefuse(bytes: Buffer) {
  await expect(exceljsRows(bytes)).rejects.toThrow();
  await expect(leanRows(bytes)).rejects.toThrow();
}

/** A workbook written by exceljs with `sheet` in place of its first sheet's XML. */
async function workbookWithSheet(sheetXml: string, workbookPr = ''): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Datos').addRow(['x']);
  const cell = book.getWorksheet('Datos')!.getCell('B2');
  cell.value = 1;
  cell.numFmt = 'dd/mm/yyyy';
  const entries = unzipEntries(Buffer.from(await book.xlsx.writeBuffer()));
  return zipOf(
    entries.map((entry) => {
      if (entry.name === 'xl/worksheets/sheet1.xml')
        return {
          name: entry.name,
          data: Buffer.from(
            `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetXml}</sheetData></worksheet>`,
          ),
        };
      if (entry.name === 'xl/workbook.xml' && workbookPr)
        return {
          name: entry.name,
          data: Buffer.from(entry.data.toString().replace(/<workbookPr[^>]*\/>/, workbookPr)),
        };
      return entry;
    }),
  );
}

/** The style index of exceljs's workbook whose number format is a date (the one B2 got). */
async function dateStyle(): Promise<number> {
  const bytes = await workbookWithSheet('');
  const styles = unzipEntries(bytes)
    .find((entry) => entry.name === 'xl/styles.xml')!
    .data.toString();
  const xfs = styles.slice(styles.indexOf('<cellXfs'), styles.indexOf('</cellXfs>'));
  const ids = [...xfs.matchAll(/<xf [^>]*numFmtId="(\d+)"/g)].map((match) => Number(match[1]));
  return ids.findIndex((id) => id >= 164);
}

describe('the xlsx sheet reader', () => {
  it('reads every kind of value exceljs writes as exceljs reads it, with shared or inline strings', async () => {
    const fill = (sheet: ExcelJS.Worksheet) => {
      sheet.addRow(['Texto', ' con espacios ', 'a & b < c > "d" \'e\'', 'ñandú · 😀', '']);
      sheet.addRow([1, -2.5, 0, 1e21, 0.1 + 0.2]);
      sheet.addRow([true, false, new Date(Date.UTC(2024, 2, 15)), new Date(Date.UTC(1900, 0, 1))]);
      sheet.addRow([
        { formula: '1+1', result: 2 },
        { formula: 'A1*0', result: 0 },
        { formula: 'A1&"x"', result: 'Textox' },
        { formula: 'NA()', result: { error: '#N/A' } },
        { formula: 'B1' },
      ]);
      sheet.addRow([
        { error: '#DIV/0!' },
        { richText: [{ text: 'ri' }, { font: { bold: true }, text: 'ch' }] },
      ]);
      sheet.addRow([{ text: 'enlace', hyperlink: 'https://example.org' }, null, null, null, null, null, 'J']);
      const styled = sheet.addRow([45000, 45001.75, 'texto']);
      styled.getCell(1).numFmt = 'yyyy-mm-dd';
      styled.getCell(2).numFmt = '[$-409]d-mmm-yy;@';
      styled.getCell(3).numFmt = '0.00';
      const whole = sheet.addRow([44000, 44001]);
      whole.numFmt = 'dd/mm/yyyy';
      sheet.getCell('C20').value = 'lejos';
    };
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Listas', { state: 'hidden' }).addRow(['Operativa', 'Incorporada']);
    fill(book.addWorksheet('Datos'));
    const shared = await expectSameRows(Buffer.from(await book.xlsx.writeBuffer()));
    expect(shared.length).toBeGreaterThan(9);

    const chunks: Buffer[] = [];
    const stream = new (await import('node:stream')).PassThrough();
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream,
      useSharedStrings: false,
      useStyles: true,
    });
    const sheet = writer.addWorksheet('Datos');
    fill(sheet as unknown as ExcelJS.Worksheet);
    await writer.commit();
    await expectSameRows(Buffer.concat(chunks));
  });

  it('keeps exceljs’s rules for the XML other software writes', async () => {
    const date = await dateStyle();
    const rows = await expectSameRows(
      await workbookWithSheet(
        [
          // Inline rich text keeps its last run; text is decoded twice; text after a value joins it.
          '<row r="1"><c r="A1" t="inlineStr"><is><r><t>He</t></r><r><t>llo</t></r></is></c>',
          '<c r="B1" t="str"><f>X</f><v>&amp;lt;b&amp;gt;</v></c><c r="C1"><v>12</v>\n</c>',
          '<c r="D1" t="e"><v></v></c><c r="E1" t="b"><v>0</v></c><c r="F1" t="b"><v>1</v></c></row>',
          // A formula without text keeps its result of 0; a shared string past the list is nothing.
          '<row r="2"><c r="A2"><f></f><v>0</v></c><c r="B2" t="s"><v>999</v></c><c r="C2" t="d"><v>2024-01-01</v></c></row>',
          // A repeated cell: the last value, with the first one's date format; an unknown style.
          `<row r="3"><c r="A3" s="${date}"><v>45000</v></c><c r="A3"><v>45001</v></c><c r="B3" s="999"><v>5</v></c></row>`,
          // A row whose style is a date: its cells without a style of their own are dates.
          `<row r="4" s="${date}" customFormat="1"><c r="A4"><v>45000</v></c><c r="B4" s="0"><v>45000</v></c></row>`,
          '<row r="5"><c r="$D$5"><v>4</v></c></row>',
          // A row without a number and without cells is still a row.
          '<row r="6"></row><row></row><row r="8"><c r="A8"/></row>',
        ].join(''),
        '<workbookPr date1904="1"/>',
      ),
    );
    expect(rows[0]!.cells).toEqual(['llo', '<b>', 12, '', false, true]);
  });

  it('refuses what exceljs refuses: a cell without a column letter, a row without a number', async () => {
    for (const xml of [
      '<row r="1"><c r="12"><v>1</v></c></row>',
      '<row r="1"><c r="b1"><v>1</v></c></row>',
      '<row><c r="A1"><v>1</v></c></row>',
      '<row r="1"><c><v>1</v></c></row>',
      '<row r="1"><c r="A1"><v>1</v></c>',
    ]) {
      await expectBothRefuse(await workbookWithSheet(xml));
    }
  });

  it('reads a character split between two chunks of the sheet whole', async () => {
    const xml = Buffer.from(
      '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Año ñandú</t></is></c></row></sheetData></worksheet>',
    );
    const split = xml.indexOf('ñ') + 1;
    const source: SheetSource = {
      iterator: Readable.from([xml.subarray(0, split), xml.subarray(split)]),
      workbook: { styles: { getStyleModel: () => null } },
    };
    const rows: Row[] = [];
    for await (const row of sheetRows(source, plainCell)) rows.push(row);
    expect(rows).toEqual([{ number: 1, cells: ['Año ñandú'] }]);
  });
});
