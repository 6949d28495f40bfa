import { EMISSION_SOURCE_IMPORT_COLUMNS } from '@huella/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listsFailingRows } from '../../../components/data/import-failures.ts';
import { ImportDialog } from '../../../components/data/import-dialog.tsx';
import { api, invalidateApi, type TApiPath } from '../../../lib/api.ts';
import { toQueryString } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download-csv.ts';

const EMISSION_SOURCES_TEMPLATE_FILE = 'emission_sources.xlsx';

/**
 * The import template, with dropdowns of the company's types, categories, factors and headquarters
 * in the language of the request: its address is shown on its link, the download goes through the
 * session.
 */
const TEMPLATE_PATH = '/api/formats/emission_sources.xlsx' satisfies TApiPath;

/** Imports the company's emission sources from its template filled in: all rows or none. */
export function ImportEmissionSourcesDialog({
  companyId,
  onClose,
}: {
  companyId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('emission-sources');
  const queryClient = useQueryClient();
  const company = { query: { company_id: companyId } };
  return (
    <ImportDialog
      title={t('import.title')}
      help={t('import.help')}
      templateLabel={t('import.template')}
      templateHref={`${TEMPLATE_PATH}${toQueryString(company.query)}`}
      downloadTemplate={async () => {
        const template = await api.download('get', TEMPLATE_PATH, company);
        if (template) downloadBlob(EMISSION_SOURCES_TEMPLATE_FILE, template);
      }}
      upload={(file) =>
        api.post('/api/emission-sources/import', {
          ...company,
          body: { file },
          // The dialog lists the failing rows itself; a refusal of the whole file still gets its toast.
          notify: (error) => !listsFailingRows(error),
        })
      }
      columns={EMISSION_SOURCE_IMPORT_COLUMNS}
      doneMessage={(result) =>
        t('import.done', { created: result?.created ?? 0, skipped: result?.skipped ?? 0 })
      }
      onImported={async () => {
        await invalidateApi(queryClient, '/api/emission-sources');
        // The plan's usage moved with the rows.
        await invalidateApi(queryClient, '/api/companies/{company}');
      }}
      onClose={onClose}
    />
  );
}
