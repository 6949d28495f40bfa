import type { TLanguage } from '../i18n/languages.ts';
import { intlLocale } from './locale.ts';

type TDateInput = Date | string | number | null | undefined;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date such as `2024-03-05` is a day, not an instant: it is read in local time so it
 * never shows as the previous day west of UTC. Anything else goes through `new Date`.
 */
export function toDate(value: TDateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    const day = DATE_ONLY.exec(value);
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

type TDateOptions = { timeZone?: string };

/** es `5 mar 2024`, en `Mar 5, 2024`; '' for a missing or invalid date. */
export function formatDate(value: TDateInput, lang: TLanguage | string, options: TDateOptions = {}): string {
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'medium', ...options }).format(date);
}

/** es `5 mar 2024, 14:30`, en `Mar 5, 2024, 2:30 PM`; '' for a missing or invalid date. */
export function formatDateTime(
  value: TDateInput,
  lang: TLanguage | string,
  options: TDateOptions = {},
): string {
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(intlLocale(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...options,
  }).format(date);
}
