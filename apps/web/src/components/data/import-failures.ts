import { ZImportFailure, type TImportCell } from '@huella/shared';
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
