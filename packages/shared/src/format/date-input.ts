import type { TLanguage } from '../i18n/languages.ts';
import { productLanguage } from './locale.ts';

// What a person types in a date box, read the way their language writes dates: Spanish day first
// (15/03/2024), English as en-US writes it, month first (03/15/2024); ISO 2024-03-15 in both. The
// reading is strict and never guesses: a day that does not exist, a two-digit year or a text in the
// other language's order (15/03/2024 in English) is not a date.

/** Order of the parts of a date written the language's way. */
const ORDER: Record<TLanguage, 'dmy' | 'mdy'> = { es: 'dmy', en: 'mdy' };

/** The pattern shown to the user: es `DD/MM/AAAA`, en `MM/DD/YYYY`. */
export const DATE_INPUT_PATTERNS: Record<TLanguage, string> = { es: 'DD/MM/AAAA', en: 'MM/DD/YYYY' };

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
/** Day and month (1 or 2 digits) and a 4-digit year, with the same separator twice. */
const LOCAL = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function isoOf(year: number, month: number, day: number): string | null {
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * The calendar date a text names, as `YYYY-MM-DD`, or null when it names none: `15/03/2024` (es),
 * `03/15/2024` (en), `2024-03-15` (both); `-` or `.` may stand for `/`. Surrounding spaces are
 * ignored.
 */
export function parseDateInput(text: string, lang: TLanguage | string): string | null {
  const trimmed = text.trim();
  const iso = ISO.exec(trimmed);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const local = LOCAL.exec(trimmed);
  if (!local) return null;
  const [first, second, year] = [Number(local[1]), Number(local[3]), Number(local[4])];
  return ORDER[productLanguage(lang)] === 'dmy' ? isoOf(year, second, first) : isoOf(year, first, second);
}

/** A `YYYY-MM-DD` date written the language's way (es `15/03/2024`, en `03/15/2024`); null if not a date. */
export function formatDateInput(iso: string, lang: TLanguage | string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match || isoOf(Number(match[1]), Number(match[2]), Number(match[3])) === null) return null;
  const [, year, month, day] = match;
  return ORDER[productLanguage(lang)] === 'dmy' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

/** The pattern of a date typed in the language (es `DD/MM/AAAA`, en `MM/DD/YYYY`). */
export function dateInputPattern(lang: TLanguage | string): string {
  return DATE_INPUT_PATTERNS[productLanguage(lang)];
}
