import { STAKEHOLDER_IMPORT_COLUMNS, type TStakeholderType } from '@huella/shared';
import { useTranslation } from 'react-i18next';
import { ImportDialog } from '../../../components/data/import-dialog.tsx';
import {
  downloadStakeholderTemplate,
  stakeholderTemplatePath,
} from '../api/download-stakeholder-template.ts';
import { importStakeholders } from '../api/import-stakeholders.ts';

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
  return (
    <ImportDialog
      title={t(`import.title.${type}`)}
      help={t('import.help')}
      templateLabel={t('import.template')}
      templateHref={stakeholderTemplatePath(companyId)}
      downloadTemplate={() => downloadStakeholderTemplate(companyId)}
      upload={(file) => importStakeholders({ companyId, type, file })}
      columns={STAKEHOLDER_IMPORT_COLUMNS}
      doneMessage={(result) =>
        t('import.done', { created: result?.created ?? 0, skipped: result?.skipped ?? 0 })
      }
      onImported={onImported}
      onClose={onClose}
    />
  );
}
