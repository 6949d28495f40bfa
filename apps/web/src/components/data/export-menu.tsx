import type { TExportFormat } from '@huella/shared';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The Export button of a list: a menu of the files it downloads, CSV (`;`, decimal commas for
 * Spanish spreadsheets) or an Excel workbook (which opens the same in every Excel). A menu button:
 * Enter, Space or the arrow keys open it, the arrows move between the files, Escape closes it.
 */
export function ExportMenu({
  label,
  busy,
  onExport,
}: {
  label?: string;
  /** The file is on its way: the button spins and takes no other. */
  busy: boolean;
  onExport: (format: TExportFormat) => void;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <Menu position="bottom-end" shadow="md" disabled={busy}>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={busy}
        >
          {label ?? t('list.export')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileTypeCsv size={16} aria-hidden />} onClick={() => onExport('csv')}>
          {t('list.exportCsv')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          onClick={() => onExport('xlsx')}
        >
          {t('list.exportXlsx')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
