import {
  hasNoControlCharacters,
  importKey,
  parseDateInput,
  parseNumberInput,
  translate,
  type TLanguage,
} from '@huella/shared';
import { FALSE_WORDS, TRUE_WORDS, type ChoiceList, type TCell } from './columns.ts';

// The readers of a cell, shared by every import: each answers the value, nothing for an empty cell,
// or the row error in the user's language. A cell reads the same from an xlsx, an xls or a CSV.

export type CellReading<T> = { ok: true; value: T | null } | { ok: false; error: string };

const empty = { ok: true, value: null } as const;
const fail = (key: string, lang: TLanguage, params = {}): { ok: false; error: string } => ({
  ok: false,
  error: translate(key, lang, params),
});

/** Excel's day 0: its serial dates count days from 1899-12-30. */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
/** The last day Excel has (9999-12-31). */
const EXCEL_LAST_SERIAL = 2_958_465;

/** The `YYYY-MM-DD` of an Excel serial date (the fraction, a time of day, is dropped). */
export function excelSerialDay(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 1 || serial >= EXCEL_LAST_SERIAL + 1) return null;
  return new Date(EXCEL_EPOCH + Math.floor(serial) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Text trimmed, without control characters (line breaks and tabs only in a multi-line column); a
 * number or yes/no cell as its text.
 */
export function readText(
  cell: TCell,
  lang: TLanguage,
  options: { multiline?: boolean } = {},
): CellReading<string> {
  if (cell === null) return empty;
  const text = String(cell).trim();
  if (text === '') return empty;
  if (!hasNoControlCharacters(text, options.multiline)) return fail('validation.control_characters', lang);
  return { ok: true, value: text };
}

/**
 * A number cell as it is; a text cell read by the form's rule for the language (es `1.234,5` and
 * `41.000` = 41000, en `1,234.5` and `41,000` = 41000), so a figure reads the same in a file as typed
 * in the form of the same language.
 */
export function readNumber(cell: TCell, lang: TLanguage): CellReading<number> {
  if (cell === null) return empty;
  if (typeof cell === 'number')
    return Number.isFinite(cell) ? { ok: true, value: cell } : fail('validation.number', lang);
  if (typeof cell === 'boolean') return fail('validation.number', lang);
  const reading = parseNumberInput(cell, lang);
  if (reading.kind === 'empty') return empty;
  if (reading.kind === 'number') return { ok: true, value: reading.value };
  return fail('validation.number', lang);
}

/**
 * A date as `YYYY-MM-DD`: a date cell (read as its day), an Excel serial number, or a text in the
 * language's order (es `15/03/2024`, en `03/15/2024`) or ISO `2024-03-15`.
 */
export function readDate(cell: TCell, lang: TLanguage): CellReading<string> {
  if (cell === null) return empty;
  if (typeof cell === 'number') {
    const day = excelSerialDay(cell);
    return day ? { ok: true, value: day } : fail('validation.date', lang);
  }
  if (typeof cell === 'boolean') return fail('validation.date', lang);
  const day = parseDateInput(cell, lang);
  return day ? { ok: true, value: day } : fail('validation.date', lang);
}

/** A yes/no cell: a boolean cell, 1 or 0, or a yes/no word of either language (sí, si, yes, no, x…). */
export function readBoolean(cell: TCell, lang: TLanguage): CellReading<boolean> {
  if (cell === null) return empty;
  if (typeof cell === 'boolean') return { ok: true, value: cell };
  const key = importKey(String(cell));
  if (key === '') return empty;
  if (TRUE_WORDS.has(key)) return { ok: true, value: true };
  if (FALSE_WORDS.has(key)) return { ok: true, value: false };
  return fail('validation.boolean', lang);
}

/** The item a choice cell names by its label or an alias, whatever its accents, case or spaces. */
export function readChoice<I extends string | number>(
  cell: TCell,
  choices: ChoiceList<I>,
  lang: TLanguage,
): CellReading<I> {
  if (cell === null) return empty;
  const text = String(cell).trim();
  if (text === '') return empty;
  const id = choices.find(text);
  return id === null ? fail('validation.not_found', lang) : { ok: true, value: id };
}
