import { ZEmissionActivityImportResult } from '@huella/shared';
import { runPendingImports } from '../modules/emission-activities/emission-activities.import.ts';
import type { TestApp } from './test-app.ts';

/**
 * An activity upload's answer once its import has run: a refusal of the upload as it came, and an
 * accepted (queued) upload run by the import's worker, as the worker would (tests run with jobs
 * off), then answered as `GET /emission-activities/imports/{import}` says it ended.
 */
export async function importOutcome(
  t: TestApp,
  upload: Response,
  headers: Record<string, string>,
  options: { batch?: number } = {},
): Promise<Response> {
  if (upload.status !== 200) return upload;
  const queued = ZEmissionActivityImportResult.parse(await upload.clone().json());
  const companyId = new URL(upload.url).searchParams.get('company_id');
  await runPendingImports(t.app.ctx, options);
  return t.request(`/api/emission-activities/imports/${queued.import_id}?company_id=${companyId}`, {
    headers,
  });
}
