import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import { importHeaderOf, translate, type TLanguage } from '@huella/shared';
import { YES_NO, type ColumnSpec } from './columns.ts';
import { loadExceljs } from './libraries.ts';

// The template of an import, written from its column spec in the user's language: the sheet to
// fill in first, its header row of column names, and for as many rows as the import takes, a
// dropdown in every choice and yes/no column (its items on a hidden sheet, so a list is not limited
// to the 255 characters of an inline one), number and length checks, and date cells.

/** Excel's name of the column at a 0-based index: A, B, …, Z, AA. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    out = String.fromCharCode(65 + rest) + out;
    n = Math.floor((n - rest) / 26);
  }
  return out;
}

/** A sheet name as a formula names it: quoted, its own quotes doubled. */
const sheetReference = (name: string) => `'${name.replace(/'/g, "''")}'`;

/** Excel's largest figure a number check takes without losing digits. */
const NUMBER_BOUND = 1e15;

export type TemplateOptions = {
  columns: readonly ColumnSpec[];
  lang: TLanguage;
  /** The name of the sheet to fill in, in the user's language (at most 31 characters). */
  sheet: string;
  /** Data rows the checks and dropdowns cover: the import's row limit. */
  rows: number;
};

type Validations = { add(range: string, validation: ExcelJS.DataValidation): void };

/** Writes the template workbook (streamed, not built in memory) and answers its bytes. */
export async function writeTemplate({
  columns,
  lang,
  sheet: sheetName,
  rows,
}: TemplateOptions): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });
  const ExcelJS = await loadExceljs();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: true,
  });
  workbook.creator = 'Huella';
  const listsName = translate('templates.lists_sheet', lang);
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const lists = workbook.addWorksheet(listsName, { state: 'hidden' });

  sheet.columns = columns.map((column) => ({
    key: column.key,
    width: column.width ?? 20,
    ...(column.kind === 'date' ? { style: { numFmt: 'yyyy-mm-dd' } } : {}),
  }));
  const header = sheet.addRow(columns.map((column) => importHeaderOf(column.key, lang)));
  header.font = { bold: true };
  header.commit();

  // The hidden sheet holds one list per column, its header first: what each dropdown offers.
  const listed = columns
    .map((column) => ({
      column,
      items:
        column.kind === 'boolean'
          ? [...YES_NO[lang]]
          : column.kind === 'choice'
            ? [...(column.choices?.labels ?? [])]
            : null,
    }))
    .filter((entry): entry is { column: ColumnSpec; items: string[] } => entry.items !== null);
  const longest = Math.max(0, ...listed.map((entry) => entry.items.length));
  for (let i = 0; listed.length > 0 && i <= longest; i++) {
    lists
      .addRow(
        listed.map((entry) =>
          i === 0 ? importHeaderOf(entry.column.key, lang) : (entry.items[i - 1] ?? null),
        ),
      )
      .commit();
  }

  const validations = (sheet as unknown as { dataValidations: Validations }).dataValidations;
  columns.forEach((column, index) => {
    const letter = columnLetter(index);
    const range = `${letter}2:${letter}${rows + 1}`;
    const listIndex = listed.findIndex((entry) => entry.column === column);
    if (listIndex !== -1) {
      const listLetter = columnLetter(listIndex);
      const last = Math.max(listed[listIndex]!.items.length + 1, 2);
      validations.add(range, {
        type: 'list',
        allowBlank: true,
        formulae: [`${sheetReference(listsName)}!$${listLetter}$2:$${listLetter}$${last}`],
        showErrorMessage: true,
      });
    } else if (column.kind === 'date') {
      validations.add(range, {
        type: 'date',
        operator: 'greaterThan',
        allowBlank: true,
        formulae: [new Date(Date.UTC(1900, 0, 1))],
        showErrorMessage: true,
      });
    } else if (column.kind === 'number') {
      validations.add(range, {
        type: 'decimal',
        operator: 'between',
        allowBlank: true,
        formulae: [column.min ?? -NUMBER_BOUND, column.max ?? NUMBER_BOUND],
        showErrorMessage: true,
      });
    } else if (column.kind === 'text' && column.maxLength !== undefined) {
      validations.add(range, {
        type: 'textLength',
        operator: 'lessThanOrEqual',
        allowBlank: true,
        formulae: [column.maxLength],
        showErrorMessage: true,
      });
    }
  });
  sheet.commit();
  lists.commit();
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}
