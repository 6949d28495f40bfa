import {
  ZEmissionActivityImportResult,
  ZEmissionActivityImportSeen,
  type TEmissionActivityImportResult,
} from '@huella/shared';
import { api, isApiError } from '../../../lib/api-client.ts';
import type { TUploadProgress } from '../../../lib/upload-progress.ts';

/** When the company imported the same file before, and how many rows it saved then. */
export type TImportSeen = { created_at: string; saved: number };

/** The 409 of a file the company imported before (the dialog asks before sending it again), or null. */
export function importSeenBefore(error: unknown): TImportSeen | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const seen = ZEmissionActivityImportSeen.safeParse(error.body);
  return seen.success ? seen.data.previous : null;
}

/**
 * `POST /api/emission-activities/import?company_id=…` (multipart: file, and `again=true` once the
 * user said to import a file seen before): the valid rows are saved, the failing ones answered with
 * their values and messages; the upload reports its progress.
 */
export function importEmissionActivities({
  companyId,
  file,
  again = false,
  onProgress,
}: {
  companyId: number;
  file: File;
  again?: boolean;
  onProgress?: TUploadProgress;
}): Promise<TEmissionActivityImportResult | null> {
  const body = new FormData();
  if (again) body.append('again', 'true');
  body.append('file', file);
  return api.post('/emission-activities/import', body, {
    query: { company_id: companyId },
    parse: ZEmissionActivityImportResult.parse,
    onUploadProgress: onProgress,
    // The dialog asks about a file imported before itself; every other refusal gets its toast.
    notify: (error) => importSeenBefore(error) === null,
  });
}
