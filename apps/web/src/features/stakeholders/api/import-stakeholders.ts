import { ZImportCreated, type TImportCreated, type TStakeholderType } from '@huella/shared';
import { listsFailingRows } from '../../../components/data/import-failures.ts';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/stakeholders/import?company_id=` (multipart: type, file): every row, or none. */
export function importStakeholders({
  companyId,
  type,
  file,
}: {
  companyId: number;
  type: TStakeholderType;
  file: File;
}): Promise<TImportCreated | null> {
  const body = new FormData();
  body.append('type', type);
  body.append('file', file);
  return api.post('/stakeholders/import', body, {
    query: { company_id: companyId },
    parse: ZImportCreated.parse,
    // The dialog lists the failing rows itself; a refusal of the whole file still gets its toast.
    notify: (error) => !listsFailingRows(error),
  });
}
