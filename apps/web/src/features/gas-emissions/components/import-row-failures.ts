import { ZImportFailure } from '@huella/shared';
import { isApiError } from '../../../lib/api-client.ts';

export type TImportRowFailure = { row: number; attribute: string; errors: string[]; value: string | null };

/** The cell a failure is about, as the file had it (a date cell arrives as an ISO string). */
function cellText(value: string | number | boolean | null | undefined): string | null {
  return value === null || value === undefined || value === '' ? null : String(value);
}

/**
 * The failing rows of a refused import, from its field errors keyed `rows.<row>.<column>`, each
 * with the value of its cell when the answer lists the rows' values.
 */
export function importRowFailures(error: unknown): TImportRowFailure[] {
  if (!isApiError(error)) return [];
  const listed = ZImportFailure.safeParse(error.body);
  const valuesOf = new Map(
    (listed.success ? (listed.data.rows ?? []) : []).map((entry) => [entry.row, entry.values]),
  );
  const out: TImportRowFailure[] = [];
  for (const [key, errors] of Object.entries(error.errors)) {
    const match = /^rows\.(\d+)\.(.+)$/.exec(key);
    if (!match) continue;
    const row = Number(match[1]);
    const attribute = match[2]!;
    out.push({ row, attribute, errors, value: cellText(valuesOf.get(row)?.[attribute]) });
  }
  return out.sort((a, b) => a.row - b.row);
}
