import { EMISSIONS_UNIT, formatNumber, type TCsvOptions, type TExportFormat } from '@huella/shared';
import { useTranslation } from 'react-i18next';
import { downloadTable } from '../../../lib/download-table.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { csvOptions, type TCsvWords } from '../dashboard-csv.ts';

/** A figure in t CO2e as the product shows it (`1.234,56 tCO2e`, `0,00122 tCO2e`). */
export function tonnes(value: number, lang: string = currentLanguage()): string {
  return `${formatNumber(value, lang)} ${EMISSIONS_UNIT}`;
}

/** A percentage (`12,5 %`). */
export function percent(value: number, lang: string = currentLanguage()): string {
  return `${formatNumber(value, lang)} %`;
}

/**
 * An uncertainty as the dashboard shows it: `±x %`, or — when it is not known: nothing to be
 * uncertain about, or figures whose uncertainty no source states (never a misleading `±0 %`).
 */
export function useUncertaintyText() {
  const { t } = useTranslation('dashboard');
  const lang = currentLanguage();
  return (uncertainty: number, _footprint: number, withLabel = true): string => {
    if (uncertainty === 0) return withLabel ? t('cards.noUncertainty') : '—';
    const value = formatNumber(uncertainty, lang);
    return withLabel ? t('cards.uncertainty', { value }) : `±${value} %`;
  };
}

/**
 * The words of the charts' tables in the reader's language, and their download: CSV (`;`, BOM, the
 * language's numbers) or an Excel workbook.
 */
export function useTableDownload() {
  const { t } = useTranslation('dashboard');
  const lang = currentLanguage();
  const words: TCsvWords = {
    source: t('csv.source'),
    category: t('csv.category'),
    scope: t('csv.scope'),
    month: t('csv.month'),
    footprint: t('csv.footprint'),
    share: t('csv.share'),
    uncertainty: t('csv.uncertainty'),
    total: t('csv.total'),
  };
  return {
    words,
    lang,
    /** A chart's table as CSV or an Excel workbook, its sheet named after the chart. */
    download: (
      file: string,
      table: (readonly unknown[])[],
      format: TExportFormat,
      sheet: string,
      options: TCsvOptions = csvOptions(lang),
    ) => downloadTable(file, table, format, { sheet, csv: options }),
  };
}
