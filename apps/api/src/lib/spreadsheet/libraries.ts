import type * as SheetJs from '@e965/xlsx';
import type ExcelJS from 'exceljs';

// exceljs and SheetJS load with the first file that needs them (about 40 MB of memory between
// them): a server that reads and writes no spreadsheet does not hold them, and an xlsx or CSV
// import never loads SheetJS.

let exceljs: Promise<typeof ExcelJS> | undefined;
let sheetJs: Promise<typeof SheetJs> | undefined;

/** exceljs: xlsx read streaming and the templates. */
export const loadExceljs = (): Promise<typeof ExcelJS> =>
  (exceljs ??= import('exceljs').then((module) => module.default));

/** SheetJS: only the legacy `.xls`. */
export const loadSheetJs = (): Promise<typeof SheetJs> => (sheetJs ??= import('@e965/xlsx'));
