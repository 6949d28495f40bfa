// The one spreadsheet module of the product: every import and export (gas values, stakeholders,
// emission sources, activities, indicators) declares its columns once and gets the template, the
// parser, the per-row checks and the CSV export from here.

export {
  FALSE_WORDS,
  TRUE_WORDS,
  YES_NO,
  choiceList,
  type Choice,
  type ChoiceList,
  type ColumnKind,
  type ColumnSpec,
  type TCell,
} from './columns.ts';
export {
  excelSerialDay,
  readBoolean,
  readChoice,
  readDate,
  readNumber,
  readText,
  type CellReading,
} from './cells.ts';
export {
  addRowError,
  addSchemaIssues,
  checkCells,
  importFailure,
  type CellValue,
  type CheckedRow,
  type SpreadsheetRow,
} from './rows.ts';
export {
  SPREADSHEET_LIMITS,
  inBatches,
  openSpreadsheet,
  spreadsheetFormat,
  type OpenSpreadsheetOptions,
  type OpenedSpreadsheet,
  type SpreadsheetFormat,
  type SpreadsheetLimits,
} from './read.ts';
export { writeTemplate, type TemplateOptions } from './template.ts';
export {
  XLSX_SHEET_ROWS,
  csvExport,
  csvExportStream,
  csvHeaderLine,
  csvRecordLine,
  spreadsheetExport,
  xlsxExportStream,
  type ExportRecord,
  type SpreadsheetExport,
  type XlsxExportOptions,
} from './export.ts';
export { XLSX_ZIP_LIMITS, type XlsxZipLimits } from './xlsx-zip.ts';
