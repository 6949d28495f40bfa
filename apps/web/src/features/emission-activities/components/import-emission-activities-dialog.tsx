import {
  EMISSION_ACTIVITY_IMPORT_COLUMNS,
  type TEmissionActivityImportResult,
  type TEmissionActivityRetryRow,
} from '@huella/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { repairCells, type TRepairRow } from '../../../components/data/import-failures.ts';
import { ImportDialog } from '../../../components/data/import-dialog.tsx';
import { companiesKeys } from '../../../lib/company-data.ts';
import { invalidateAfterWrite } from '../../../lib/query-client.ts';
import {
  downloadEmissionActivityTemplate,
  emissionActivityTemplatePath,
} from '../api/download-emission-activity-template.ts';
import { importEmissionActivities, importSeenBefore } from '../api/import-emission-activities.ts';
import { emissionActivitiesKeys } from '../api/list-emission-activities.ts';
import { retryEmissionActivities } from '../api/retry-emission-activities.ts';

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
 * Imports the company's activities from its template filled in: the valid rows are saved at once;
 * the failing ones come back in a table to fix and send again under the same import (a row already
 * saved is never saved twice); a file imported before is asked about first.
 */
export function ImportEmissionActivitiesDialog({
  companyId,
  onClose,
}: {
  companyId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('emission-activities');
  const queryClient = useQueryClient();
  return (
    <ImportDialog<TEmissionActivityImportResult>
      title={t('import.title')}
      help={t('import.help')}
      templateLabel={t('import.template')}
      templateHref={emissionActivityTemplatePath(companyId)}
      downloadTemplate={() => downloadEmissionActivityTemplate(companyId)}
      upload={(file, { again, onProgress }) =>
        importEmissionActivities({ companyId, file, again, onProgress })
      }
      columns={EMISSION_ACTIVITY_IMPORT_COLUMNS}
      failuresOf={(result) => result?.errors ?? []}
      retry={(rows, imported) =>
        retryEmissionActivities({
          companyId,
          importId: imported?.import_id ?? null,
          rows: rows.map(toRetryRow),
        })
      }
      seenBefore={importSeenBefore}
      doneMessage={(result) => t('import.done', { saved: result?.saved ?? 0, skipped: result?.skipped ?? 0 })}
      partialMessage={(result) =>
        t('import.partial', { saved: result?.saved ?? 0, count: result?.failed ?? 0 })
      }
      repairedMessage={t('import.repaired')}
      onImported={async () => {
        await invalidateAfterWrite(queryClient, emissionActivitiesKeys.all, null);
        // The plan's usage moved with the rows.
        await invalidateAfterWrite(queryClient, companiesKeys.detail(companyId), null);
      }}
      onClose={onClose}
    />
  );
}
