import {
  csvNumber,
  formatDateInput,
  ZImportFailure,
  type TImportCell,
  type TImportRowError,
  type TLanguage,
} from '@huella/shared';
import { isApiError } from '../../lib/api-client.ts';

/** A failing row of a refused import: its sheet row, what the file held, and each failing column. */
export type TImportRowGroup = {
  row: number;
  values: Record<string, TImportCell>;
  failures: { attribute: string; errors: string[] }[];
};

/** A cell as the dialog writes it, or null for an empty one. */
export function cellText(value: TImportCell | undefined): string | null {
  return value === null || value === undefined || value === '' ? null : String(value);
}

/**
 * The failing rows of a refused import, one group per row in the order of the file, its columns in
 * the order of the template (`columns`): spec/workspace.md §8, grouped by row with attribute and
 * errors. Read from the answer's `rows` (which carry the values), else from its `rows.<row>.<column>`
 * field errors. Empty for any other failure (a file that is no spreadsheet, a plan limit).
 */
export function importFailuresByRow(error: unknown, columns: readonly string[]): TImportRowGroup[] {
  if (!isApiError(error)) return [];
  const listed = ZImportFailure.safeParse(error.body);
  const entries =
    listed.success && listed.data.rows && listed.data.rows.length > 0
      ? listed.data.rows
      : Object.entries(error.errors).flatMap(([key, errors]) => {
          const match = /^rows\.(\d+)\.(.+)$/.exec(key);
          return match ? [{ row: Number(match[1]), attribute: match[2]!, errors, values: {} }] : [];
        });
  const columnOrder = (attribute: string) => {
    const index = columns.indexOf(attribute);
    return index === -1 ? columns.length : index;
  };
  const groups = new Map<number, TImportRowGroup>();
  for (const entry of entries) {
    const group = groups.get(entry.row) ?? { row: entry.row, values: {}, failures: [] };
    group.values = { ...group.values, ...entry.values };
    group.failures.push({ attribute: entry.attribute, errors: entry.errors });
    groups.set(entry.row, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.row - b.row)
    .map((group) => ({
      ...group,
      failures: group.failures.sort((a, b) => columnOrder(a.attribute) - columnOrder(b.attribute)),
    }));
}

/** Whether a refusal lists failing rows, which the import dialog shows itself (no toast needed). */
export function listsFailingRows(error: unknown): boolean {
  return importFailuresByRow(error, []).length > 0;
}

// Partial imports: the rows of an accepted file that failed, fixed in a table and sent again.

/**
 * A failing row in the import dialog's table: its sheet row, every cell (as the file held it, or as
 * the user retyped it) and the messages of each wrong cell, by column.
 */
export type TRepairRow = {
  row: number;
  /** The row as the file held it. */
  values: Record<string, TImportCell>;
  /** The cells the user retyped, as typed. */
  typed: Record<string, string>;
  errors: Record<string, string[]>;
};

/** The failing rows of an answer, one per sheet row in file order, each cell's messages by column. */
export function repairRowsOf(failures: readonly TImportRowError[]): TRepairRow[] {
  const rows = new Map<number, TRepairRow>();
  for (const failure of failures) {
    const row = rows.get(failure.row) ?? { row: failure.row, values: {}, typed: {}, errors: {} };
    row.values = { ...row.values, ...failure.values };
    row.errors = {
      ...row.errors,
      [failure.attribute]: [...(row.errors[failure.attribute] ?? []), ...failure.errors],
    };
    rows.set(failure.row, row);
  }
  return [...rows.values()].sort((a, b) => a.row - b.row);
}

/** A row with a cell retyped: the cell's messages go (what was wrong may be fixed now). */
export function editCell(row: TRepairRow, column: string, value: string): TRepairRow {
  const { [column]: _cleared, ...errors } = row.errors;
  return { ...row, typed: { ...row.typed, [column]: value }, errors };
}

/** The row's cells as they are now: the file's, with what the user retyped in place. */
export function repairCells(row: TRepairRow): Record<string, TImportCell> {
  return { ...row.values, ...row.typed };
}

/** A cell's text in its box: as typed, or the file's value shown the language's way. */
export function repairCellText(row: TRepairRow, column: string, lang: TLanguage): string {
  return row.typed[column] ?? cellInputText(row.values[column], lang);
}

/** True while any cell of the row still carries a message. */
export function hasErrors(row: TRepairRow): boolean {
  return Object.values(row.errors).some((messages) => messages.length > 0);
}

/**
 * The table after a retry of the rows numbered `sent`: a sent row the answer does not name was
 * saved (or was saved before) and leaves; one it names stays with its new messages and the cells as
 * the user left them; rows not sent are untouched.
 */
export function afterRetry(
  rows: readonly TRepairRow[],
  sent: readonly number[],
  failures: readonly TImportRowError[],
): TRepairRow[] {
  const wasSent = new Set(sent);
  const failing = new Map(repairRowsOf(failures).map((row) => [row.row, row]));
  return rows.flatMap((row) => {
    if (!wasSent.has(row.row)) return [row];
    const again = failing.get(row.row);
    return again ? [{ ...row, errors: again.errors }] : [];
  });
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A cell as its box in the table shows it, ready to be retyped and read back by the server in the
 * same language: a number with every digit and the language's decimal mark (never a figure that
 * reads two ways), a day in the language's order, anything else as the file had it.
 */
export function cellInputText(value: TImportCell | undefined, lang: TLanguage): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return csvNumber(value, lang);
  if (typeof value === 'string' && ISO_DAY.test(value)) return formatDateInput(value, lang) ?? value;
  return String(value);
}

/** Text as the table's search compares it: without accents or case. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** Whether a row holds `search` in one of its cells (as shown) or is the row of that number. */
export function rowMatches(row: TRepairRow, search: string, lang: TLanguage): boolean {
  const wanted = folded(search.trim());
  if (wanted === '') return true;
  if (String(row.row) === wanted) return true;
  const columns = new Set([...Object.keys(row.values), ...Object.keys(row.typed)]);
  return [...columns].some((column) => folded(repairCellText(row, column, lang)).includes(wanted));
}

/**
 * An item a cell of a listed column may name (an emission source, a unit, a headquarter…): the text
 * the import reads for it (`value`), what the dropdown shows, and other names it goes by.
 */
export type TRepairChoice = {
  value: string;
  label: string;
  aliases?: readonly (string | null | undefined)[];
};

/** The item a cell's text names, by its value, label or an alias, whatever its accents or case. */
export function choiceOfText(choices: readonly TRepairChoice[], text: string): TRepairChoice | null {
  const wanted = folded(text.trim());
  if (wanted === '') return null;
  return (
    choices.find((choice) =>
      [choice.value, choice.label, ...(choice.aliases ?? [])].some(
        (name) => typeof name === 'string' && name !== '' && folded(name.trim()) === wanted,
      ),
    ) ?? null
  );
}
