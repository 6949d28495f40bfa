import { LANGUAGES, type TLanguage } from '../i18n/languages.ts';
import { translate } from '../i18n/messages.ts';

// The words of spreadsheet imports. A column has a key (what row errors name as their `attribute`)
// and a header in each language, the words of its field in the shared messages (`fields.<key>`),
// which the template writes and the import dialog shows.

/** The header of an import column in a language. */
export function importHeaderOf(column: string, lang: TLanguage): string {
  return translate(`fields.${column}`, lang);
}

/** A header cell as the import compares it: without accents, case or repeated spaces. */
function normaliseHeader(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es').replace(/\s+/g, ' ').trim();
}

/**
 * The column a header cell names: its header in either language (a file downloaded in one language
 * may be uploaded in the other), or its key, which templates written before headers were words
 * used and which files filled in then still carry.
 */
export function importColumnOfHeader<K extends string>(columns: readonly K[], header: string): K | null {
  const wanted = normaliseHeader(header);
  if (wanted === '') return null;
  return (
    columns.find(
      (column) =>
        normaliseHeader(column) === wanted ||
        LANGUAGES.some((lang) => normaliseHeader(importHeaderOf(column, lang)) === wanted),
    ) ?? null
  );
}
