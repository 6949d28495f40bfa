import { STAKEHOLDER_IMPORT_COLUMNS, type TStakeholderType } from '@huella/shared';
import { useTranslation } from 'react-i18next';
import { listsFailingRows } from '../../../components/data/import-failures.ts';
import { ImportDialog } from '../../../components/data/import-dialog.tsx';
import { api, type TApiPath } from '../../../lib/api.ts';
import { toQueryString } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download-csv.ts';

const STAKEHOLDERS_TEMPLATE_FILE = 'stakeholders.xlsx';

/**
 * The import template, in the language of the request: its address is shown on its link, and the
 * download goes through the session (the access token lives in memory, so the plain link would
 * reach the API without it).
 */
const TEMPLATE_PATH = '/api/formats/stakeholders.xlsx' satisfies TApiPath;

export type TImportStakeholdersDialogProps = {
  companyId: number;
  type: TStakeholderType;
  onClose: () => void;
  /** After the server imported the file (the list reloads). */
  onImported: () => void | Promise<void>;
};

/** Imports stakeholders of one type from the template filled in: all rows or none. */
export function ImportStakeholdersDialog({
  companyId,
  type,
  onClose,
  onImported,
}: TImportStakeholdersDialogProps) {
  const { t } = useTranslation('stakeholders');
  const company = { query: { company_id: companyId } };
  return (
    <ImportDialog
      title={t(`import.title.${type}`)}
      help={t('import.help')}
      templateLabel={t('import.template')}
      templateHref={`${TEMPLATE_PATH}${toQueryString(company.query)}`}
      downloadTemplate={async () => {
        const template = await api.download('get', TEMPLATE_PATH, company);
        if (template) downloadBlob(STAKEHOLDERS_TEMPLATE_FILE, template);
      }}
      upload={(file) =>
        api.post('/api/stakeholders/import', {
          ...company,
          body: { type, file },
          // The dialog lists the failing rows itself; a refusal of the whole file still gets its toast.
          notify: (error) => !listsFailingRows(error),
        })
      }
      columns={STAKEHOLDER_IMPORT_COLUMNS}
      doneMessage={(result) =>
        t('import.done', { created: result?.created ?? 0, skipped: result?.skipped ?? 0 })
      }
      onImported={onImported}
      onClose={onClose}
    />
  );
}
