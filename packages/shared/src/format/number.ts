import type { TLanguage } from '../i18n/languages.ts';
import { intlLocale } from './locale.ts';

/** Unit label of every emission figure shown to users (tonnes of CO2 equivalent). */
export const EMISSIONS_UNIT = 'tCO2e';

/**
 * Absolute values below this (and not 0) are small: an emission figure shows them in plain decimals
 * with `SMALL_SIGNIFICANT_DIGITS` significant digits instead of rounding them to 0. No figure is ever
 * shown in scientific notation: people misread `1,22E-3` (DESIGN §9).
 */
export const SMALL_THRESHOLD = 0.01;
export const MAX_FRACTION_DIGITS = 2;
export const TOOLTIP_FRACTION_DIGITS = 7;
/** Significant digits of a small emission figure (`0,00122 tCO2e`, DESIGN §9). */
export const SMALL_SIGNIFICANT_DIGITS = 3;

/** Shown for a missing or non-numeric value. */
export const EMPTY_NUMBER = '—';

type TNumberInput = number | null | undefined;

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

/**
 * A small figure in plain decimals with 3 significant digits (es `0,00122`, en `0.0000000123`):
 * never scientific notation, which people misread (DESIGN §9).
 */
function smallDecimals(value: number, lang: TLanguage | string): string {
  return formatter(intlLocale(lang), {
    maximumSignificantDigits: SMALL_SIGNIFICANT_DIGITS,
    useGrouping: 'always',
  }).format(value);
}

/**
 * A number as the product shows it: values with |v| < 0.01 (not 0) in plain decimals with 3
 * significant digits (es `0,00123`, en `0.00123`), every other value with at most 2 fraction
 * digits, grouped per locale (es `1.234,5`, en `1,234.5`).
 */
export function formatNumber(value: TNumberInput, lang: TLanguage | string): string {
  if (value === null || value === undefined || Number.isNaN(value)) return EMPTY_NUMBER;
  if (value !== 0 && Math.abs(value) < SMALL_THRESHOLD) return smallDecimals(value, lang);
  return formatter(intlLocale(lang), {
    maximumFractionDigits: MAX_FRACTION_DIGITS,
    useGrouping: 'always',
  }).format(value);
}

/**
 * A ratio such as a footprint per unit of production: below 1 (not 0) with 3 significant digits,
 * so months read apart (`0,0823` and `0,0951` tCO2e/t, not both `0,08` or `0,1`); from 1 up as
 * `formatNumber`.
 */
export function formatRatio(value: TNumberInput, lang: TLanguage | string): string {
  if (value === null || value === undefined || Number.isNaN(value)) return EMPTY_NUMBER;
  if (value !== 0 && Math.abs(value) < 1) return smallDecimals(value, lang);
  return formatNumber(value, lang);
}

/**
 * A number inside a chart tooltip: up to 7 fraction digits, grouped per locale. A non-zero value
 * that would round to 0 at 7 digits is shown with its 3 significant digits instead of a misleading 0.
 */
export function formatTooltipNumber(value: TNumberInput, lang: TLanguage | string): string {
  if (value === null || value === undefined || Number.isNaN(value)) return EMPTY_NUMBER;
  if (value !== 0 && Math.abs(value) < 0.5 * 10 ** -TOOLTIP_FRACTION_DIGITS)
    return smallDecimals(value, lang);
  return formatter(intlLocale(lang), {
    maximumFractionDigits: TOOLTIP_FRACTION_DIGITS,
    useGrouping: 'always',
  }).format(value);
}

/**
 * A catalogue figure (a GWP, a gas value, a conversion factor) exactly as stored, so the screen an
 * auditor checks shows every published digit: up to 15 significant digits in plain decimals, grouped
 * per locale (es `0,00000103`, `12.400`; en `3.785411784`), never in scientific notation.
 */
export function formatExactNumber(value: TNumberInput, lang: TLanguage | string): string {
  if (value === null || value === undefined || Number.isNaN(value)) return EMPTY_NUMBER;
  return formatter(intlLocale(lang), { maximumSignificantDigits: 15, useGrouping: 'always' }).format(value);
}

/** A figure with more significant digits than this is long: tables show it readable, exact on demand. */
export const LONG_FIGURE_DIGITS = 6;

/** Significant digits of a stored figure (`0.45359237` → 8, `1234.5` → 5, `2.5e-7` → 2). */
export function significantDigits(value: number): number {
  if (!Number.isFinite(value) || value === 0) return 1;
  const mantissa = Math.abs(value).toPrecision(15).split('e')[0]!.replace('.', '');
  return mantissa.replace(/^0+/, '').replace(/0+$/, '').length || 1;
}

/** True when a figure is too long to read in a table cell as it is (`3.785411784`, not `1234.5`). */
export function isLongFigure(value: TNumberInput): boolean {
  return typeof value === 'number' && significantDigits(value) > LONG_FIGURE_DIGITS;
}

/** Significant digits a readable catalogue figure keeps (the exact value goes in its tooltip). */
export const READABLE_SIGNIFICANT_DIGITS = 4;
/**
 * A catalogue figure that fits a table cell: at most `digits` significant digits (4 unless told), but
 * never fewer than its whole integer digits, in plain decimals grouped per locale (es `3,785`,
 * `123.457`, `0,0000002778`; en `3.785`, `1,000,000,000,000`), never in scientific notation.
 * Shown beside `formatExactNumber`, which keeps every published digit, whenever the two differ.
 */
export function formatReadableNumber(
  value: TNumberInput,
  lang: TLanguage | string,
  digits: number = READABLE_SIGNIFICANT_DIGITS,
): string {
  if (value === null || value === undefined || Number.isNaN(value)) return EMPTY_NUMBER;
  // Decide on the rounded figure, so 0.99999 reads 1 and not 1,000.
  const size = Math.abs(Number(value.toPrecision(digits)));
  const locale = intlLocale(lang);
  const integerDigits = size < 1 ? 0 : Math.trunc(size).toString().length;
  const options: Intl.NumberFormatOptions =
    integerDigits === 0
      ? { maximumSignificantDigits: digits }
      : { maximumFractionDigits: Math.max(0, digits - integerDigits) };
  return formatter(locale, { ...options, useGrouping: 'always' }).format(value);
}

/** Emissions are stored in kg CO2e and shown in tonnes. */
export function kgToTonnes(kg: number): number {
  return kg / 1000;
}

/** An emission amount given in kg CO2e, shown in tonnes with its unit: `1.234,5 tCO2e`. */
export function formatEmissions(kg: TNumberInput, lang: TLanguage | string): string {
  if (kg === null || kg === undefined || Number.isNaN(kg)) return EMPTY_NUMBER;
  return `${formatNumber(kgToTonnes(kg), lang)} ${EMISSIONS_UNIT}`;
}
