// List constants, free of Zod so the web app's first download can use them.
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** Selectors (dropdowns) load this many items at once. */
export const SELECTOR_PAGE_SIZE = 100;

/**
 * The one rule of a list's search (DESIGN §5): whatever the case and the accents, «Sede Bogotá» is
 * found by typing «bogota» and «BOGOTÁ». Each letter of `SEARCH_FOLD_FROM` reads as the one at the
 * same place of `SEARCH_FOLD_TO`; the API applies the same pair in SQL (`translate`), so the
 * database needs no extension and every list searches alike.
 */
export const SEARCH_FOLD_FROM = 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçÝýÿ';
export const SEARCH_FOLD_TO = 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuunnccyyy';

/** A text as a search compares it: lower case, without accents. */
export function foldForSearch(text: string): string {
  let folded = '';
  for (const char of text.toLowerCase()) {
    const at = SEARCH_FOLD_FROM.indexOf(char);
    folded += at === -1 ? char : SEARCH_FOLD_TO[at]!;
  }
  return folded;
}
