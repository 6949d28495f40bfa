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
  ariaLabel,
  busy,
  disabled,
  size,
  onExport,
}: {
  label?: string;
  /** A longer name for assistive technology, beginning with the label (what the file holds). */
  ariaLabel?: string;
  /** The file is on its way: the button spins and takes no other. */
  busy: boolean;
  /** There is nothing to export. */
  disabled?: boolean;
  size?: 'xs' | 'sm';
  onExport: (format: TExportFormat) => void;
}) {
  const { t } = useTranslation('common');
  const icon = size === 'xs' ? 14 : 16;
  return (
    <Menu position="bottom-end" shadow="md" disabled={busy || disabled}>
      <Menu.Target>
        <Button
          variant="default"
          size={size}
          leftSection={<IconDownload size={icon} aria-hidden />}
          rightSection={<IconChevronDown size={icon - 2} aria-hidden />}
          loading={busy}
          disabled={disabled}
          aria-label={ariaLabel}
        >
          {label ?? t('export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileTypeCsv size={16} aria-hidden />} onClick={() => onExport('csv')}>
          {t('export.csv')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          onClick={() => onExport('xlsx')}
        >
          {t('export.xlsx')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
