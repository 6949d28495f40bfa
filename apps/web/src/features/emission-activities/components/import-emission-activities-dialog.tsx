import {
  EMISSION_ACTIVITY_IMPORT_COLUMNS,
  formatNumber,
  isImportRunning,
  ZEmissionActivityImportSeen,
  type TEmissionActivityImportResult,
  type TEmissionActivityRetryRow,
} from '@huella/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { repairCells, type TRepairRow } from '../../../components/data/import-failures.ts';
import { ImportDialog, type TImportSeen } from '../../../components/data/import-dialog.tsx';
import { api, invalidateApi, type TApiPath } from '../../../lib/api.ts';
import { isApiError, toQueryString } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { downloadBlob } from '../../../lib/download-csv.ts';
import { useDocumentTypes } from './activity-document-types.ts';
import { useActivityImportChoices } from './activity-import-choices.ts';

const EMISSION_ACTIVITIES_TEMPLATE_FILE = 'emission_activities.xlsx';

/**
 * The import template, with dropdowns of the company's emission sources, factors, units and
 * stakeholders in the language of the request: its address is shown on its link, the download
 * goes through the session.
 */
const TEMPLATE_PATH = '/api/formats/emission_activities.xlsx' satisfies TApiPath;

/** The 409 of a file the company imported before (the dialog asks before sending it again), or null. */
function importSeenBefore(error: unknown): TImportSeen | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const seen = ZEmissionActivityImportSeen.safeParse(error.body);
  return seen.success ? seen.data.previous : null;
}

/** A fixed row as the retry takes it: its sheet row and each column's cell (text, number or nothing). */
export function toRetryRow(row: TRepairRow): TEmissionActivityRetryRow {
  const cells = repairCells(row);
  const out: TEmissionActivityRetryRow = { row: row.row };
  for (const column of EMISSION_ACTIVITY_IMPORT_COLUMNS) {
    const value = cells[column];
    out[column] = typeof value === 'boolean' ? String(value) : (value ?? null);
  }
  return out;
}

/**
 * Imports the company's activities from its template filled in, in the background (the dialog
 * shows the rows read until it ends): the valid rows are saved;
 * the failing ones come back in a table to fix and send again under the same import (a row already
 * saved is never saved twice); a file imported before is asked about first.
 */
export function ImportEmissionActivitiesDialog({
  companyId,
  onClose,
  resume,
}: {
  companyId: number;
  onClose: () => void;
  /** An import that ended with rows to fix: the dialog opens on them. */
  resume?: TEmissionActivityImportResult;
}) {
  const { t } = useTranslation('emission-activities');
  const queryClient = useQueryClient();
  const company = { query: { company_id: companyId } };
  const choicesOf = useActivityImportChoices(companyId);
  const documentTypes = useDocumentTypes(companyId);
  // What the activity list says of the company's imports follows every retry and discard.
  const refreshNotices = () =>
    invalidateApi(
      queryClient,
      '/api/emission-activities/imports/latest',
      '/api/emission-activities/imports/to-fix',
    );
  return (
    <ImportDialog<TEmissionActivityImportResult>
      title={t('import.title')}
      help={t('import.help')}
      templateLabel={t('import.template')}
      templateHref={`${TEMPLATE_PATH}${toQueryString(company.query)}`}
      downloadTemplate={async () => {
        const template = await api.download('get', TEMPLATE_PATH, company);
        if (template) downloadBlob(EMISSION_ACTIVITIES_TEMPLATE_FILE, template);
      }}
      resume={resume}
      upload={(file, { again, onProgress }) =>
        api.post('/api/emission-activities/import', {
          ...company,
          // `again` once the user said to import a file seen before.
          body: { again: again || undefined, file },
          onUploadProgress: onProgress,
          // The dialog asks about a file imported before itself; every other refusal gets its toast.
          notify: (error) => importSeenBefore(error) === null,
        })
      }
      columns={EMISSION_ACTIVITY_IMPORT_COLUMNS}
      failuresOf={(result) => result?.errors ?? []}
      retry={(rows, imported) =>
        // The repair table opens only on an import's answer: its rows go back under that import.
        imported
          ? api.post('/api/v1/emission-activities/retry', {
              body: { company_id: companyId, import_id: imported.import_id, data: rows.map(toRetryRow) },
            })
          : Promise.resolve(null)
      }
      choicesOf={choicesOf}
      suggestionsOf={(column) => (column === 'type_document' ? documentTypes : null)}
      discard={(imported) =>
        imported
          ? api.delete('/api/emission-activities/imports/{import}/failures', {
              path: { import: imported.import_id },
              ...company,
            })
          : Promise.resolve(null)
      }
      seenBefore={importSeenBefore}
      follow={{
        progressOf: (result) =>
          isImportRunning(result.state) ? { read: result.read, total: result.total } : null,
        refresh: (result) =>
          api.get('/api/emission-activities/imports/{import}', {
            path: { import: result.import_id },
            ...company,
          }),
        refusalOf: (result) => (result.state === 'refused' ? (result.message ?? '') : null),
      }}
      doneMessage={(result) => t('import.done', { saved: result?.saved ?? 0, skipped: result?.skipped ?? 0 })}
      partialMessage={(result) =>
        t('import.partial', {
          saved: formatNumber(result?.saved ?? 0, currentLanguage()),
          count: result?.failed ?? 0,
        })
      }
      repairedMessage={t('import.repaired')}
      onImported={async () => {
        await refreshNotices();
        await invalidateApi(queryClient, '/api/emission-activities');
        // The plan's usage moved with the rows.
        await invalidateApi(queryClient, '/api/companies/{company}');
      }}
      onClose={() => {
        // The activity list shows an import left running, and what it came to.
        void refreshNotices();
        onClose();
      }}
    />
  );
}
