import { ZImportCreated, type TImportCreated } from '@huella/shared';
import { listsFailingRows } from '../../../components/data/import-failures.ts';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/emission-sources/import?company_id=…` (multipart: file): all rows or none. */
export function importEmissionSources({
  companyId,
  file,
}: {
  companyId: number;
  file: File;
}): Promise<TImportCreated | null> {
  const body = new FormData();
  body.append('file', file);
  return api.post('/emission-sources/import', body, {
    query: { company_id: companyId },
    parse: ZImportCreated.parse,
    // The dialog lists the failing rows itself; a refusal of the whole file still gets its toast.
    notify: (error) => !listsFailingRows(error),
  });
}
