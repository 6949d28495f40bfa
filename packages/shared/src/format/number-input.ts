import type { TLanguage } from '../i18n/languages.ts';
import { productLanguage } from './locale.ts';

// What a person types or pastes in a number box, read the way their language writes numbers
// (Spanish `1.530,5`, English `1,530.5`) without ever guessing: `1.530` is a thousandfold apart in
// the two conventions, so a pasted one (from a spreadsheet in either style) is asked about.

/** The decimal mark of each language; the other of `.` and `,` groups thousands. */
const DECIMAL_MARK: Record<TLanguage, '.' | ','> = { es: ',', en: '.' };

export type TNumberReading =
  /** Nothing but spaces. */
  | { kind: 'empty' }
  | { kind: 'number'; value: number }
  /** Two readings, the language's own first: pasted `1.530` in Spanish is [1530, 1.53]. */
  | { kind: 'ambiguous'; readings: [number, number] }
  | { kind: 'invalid' };

export type TNumberInputOptions = {
  /**
   * The text was pasted: it may come from a spreadsheet in the other convention, so a lone
   * separator followed by exactly three digits is ambiguous instead of read the language's way.
   */
  pasted?: boolean;
};

const INVALID: TNumberReading = { kind: 'invalid' };

const SPACES = /[\s\u00a0\u202f]/;
const SIGN = /^[+\-\u2212]/;
const EXPONENT = /[eE]([+\-\u2212]?\d+)$/;

/** True when `text` split by `separator` is well-formed thousands: 1–3 digits, then groups of 3. */
function isGrouped(text: string, separator: string | RegExp): boolean {
  const [first = '', ...rest] = text.split(separator);
  return /^\d{1,3}$/.test(first) && rest.length > 0 && rest.every((group) => /^\d{3}$/.test(group));
}

function toNumber(sign: string, integer: string, fraction: string, exponent: string): number | null {
  if (integer === '' && fraction === '') return null;
  const value = Number(`${sign}${integer || '0'}.${fraction || '0'}e${exponent || '0'}`);
  return Number.isFinite(value) ? value : null;
}

/**
 * Reads a number typed or pasted in the language's own way:
 * - an optional sign; spaces (also non-breaking) grouping thousands; scientific notation as the
 *   product writes it (es `1,03E-6`, en `1.03E-6`), whose mantissa has no thousands;
 * - both `.` and `,`: the last one is the decimal mark and the other groups thousands (in threes);
 * - one separator used more than once: it groups thousands;
 * - one separator once: the decimal mark, unless exactly three digits follow it and the integer part
 *   has 1–3 digits (not a leading 0), as in `1.530`: typed, it is read the language's way; pasted,
 *   both readings are offered.
 * Anything else is invalid.
 */
export function parseNumberInput(
  text: string,
  lang: TLanguage | string,
  options: TNumberInputOptions = {},
): TNumberReading {
  let body = text.trim();
  if (body === '') return { kind: 'empty' };
  const signMatch = SIGN.exec(body);
  const sign = signMatch ? (signMatch[0] === '+' ? '' : '-') : '';
  if (signMatch) body = body.slice(1);
  const exponentMatch = EXPONENT.exec(body);
  const exponent = exponentMatch ? (exponentMatch[1] ?? '').replace('\u2212', '-') : '';
  if (exponentMatch) body = body.slice(0, exponentMatch.index);
  if (!/^[\d.,\s\u00a0\u202f]+$/.test(body) || !/^\d|^[.,]\d/.test(body)) return INVALID;

  const reading = (integer: string, fraction: string): TNumberReading => {
    const value = toNumber(sign, integer, fraction, exponent);
    return value === null ? INVALID : { kind: 'number', value };
  };

  if (SPACES.test(body)) {
    // `1 530`, `1 530,5`, `1 530.5`: the spaces group thousands, so one `.` or `,` is the decimal mark.
    const [integer = '', fraction = '', ...more] = body.split(/[.,]/);
    if (exponentMatch || more.length > 0 || !isGrouped(integer, SPACES) || SPACES.test(fraction))
      return INVALID;
    return reading(integer.replace(/\D/g, ''), fraction);
  }

  const dots = body.split('.').length - 1;
  const commas = body.split(',').length - 1;
  if (exponentMatch) {
    if (dots + commas > 1) return INVALID;
    const [integer = '', fraction = ''] = body.split(/[.,]/);
    return reading(integer, fraction);
  }
  if (dots === 0 && commas === 0) return reading(body, '');
  if (dots > 0 && commas > 0) {
    const decimal = body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ',';
    const grouping = decimal === '.' ? ',' : '.';
    const [integer = '', fraction = '', ...more] = body.split(decimal);
    if (more.length > 0 || !isGrouped(integer, grouping)) return INVALID;
    return reading(integer.split(grouping).join(''), fraction);
  }
  const separator = dots > 0 ? '.' : ',';
  if (dots + commas > 1)
    return isGrouped(body, separator) ? reading(body.split(separator).join(''), '') : INVALID;

  const [integer = '', fraction = ''] = body.split(separator);
  const couldGroup = fraction.length === 3 && /^[1-9]\d{0,2}$/.test(integer);
  if (!couldGroup) return reading(integer, fraction);
  const grouped = toNumber(sign, `${integer}${fraction}`, '', '');
  const decimal = toNumber(sign, integer, fraction, '');
  if (grouped === null || decimal === null) return INVALID;
  const own = separator === DECIMAL_MARK[productLanguage(lang)] ? decimal : grouped;
  if (!options.pasted) return { kind: 'number', value: own };
  return { kind: 'ambiguous', readings: [own, own === decimal ? grouped : decimal] };
}
