import type { TLanguage } from './languages.ts';

/**
 * A catalogue row's name (source, factor, gas, unit, sector, key indicator) as a reader of `lang` sees
 * it: English when the row has an English name, else the Spanish `name`, which every row has (Spanish
 * is the default).
 */
export function catalogueName(row: { name: string; name_en?: string | null }, lang: TLanguage): string {
  return lang === 'en' && row.name_en ? row.name_en : row.name;
}
