import { EMISSION_SOURCE_IMPORT_COLUMNS } from '@huella/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ImportDialog } from '../../../components/data/import-dialog.tsx';
import { companiesKeys } from '../../../lib/company-data.ts';
import { invalidateAfterWrite } from '../../../lib/query-client.ts';
import {
  downloadEmissionSourceTemplate,
  emissionSourceTemplatePath,
} from '../api/download-emission-source-template.ts';
import { importEmissionSources } from '../api/import-emission-sources.ts';
import { emissionSourcesKeys } from '../api/list-emission-sources.ts';

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
  return (
    <ImportDialog
      title={t('import.title')}
      help={t('import.help')}
      templateLabel={t('import.template')}
      templateHref={emissionSourceTemplatePath(companyId)}
      downloadTemplate={() => downloadEmissionSourceTemplate(companyId)}
      upload={(file) => importEmissionSources({ companyId, file })}
      columns={EMISSION_SOURCE_IMPORT_COLUMNS}
      doneMessage={(result) =>
        t('import.done', { created: result?.created ?? 0, skipped: result?.skipped ?? 0 })
      }
      onImported={async () => {
        await invalidateAfterWrite(queryClient, emissionSourcesKeys.all, null);
        // The plan's usage moved with the rows.
        await invalidateAfterWrite(queryClient, companiesKeys.detail(companyId), null);
      }}
      onClose={onClose}
    />
  );
}
