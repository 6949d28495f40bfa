import {
  ZEmissionActivityImportResult,
  type TEmissionActivityImportResult,
  type TEmissionActivityRetryRow,
} from '@huella/shared';
import { api } from '../../../lib/api-client.ts';

/**
 * `POST /api/v1/emission-activities/retry`: failing rows of an import, fixed in the dialog, sent
 * again under their import (a row the import already saved is skipped, never saved twice). The
 * answer lists the rows that still fail, by column.
 */
export function retryEmissionActivities({
  companyId,
  importId,
  rows,
}: {
  companyId: number;
  importId: number | null;
  rows: TEmissionActivityRetryRow[];
}): Promise<TEmissionActivityImportResult | null> {
  return api.post(
    '/v1/emission-activities/retry',
    { company_id: companyId, import_id: importId, data: rows },
    { parse: ZEmissionActivityImportResult.parse },
  );
}
