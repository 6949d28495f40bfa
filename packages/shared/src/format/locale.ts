import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '../i18n/languages.ts';

/**
 * The Intl locale used for each product language. Spanish uses es-ES separators ('.' thousands,
 * ',' decimals); grouping is forced for 4-digit numbers too (es-ES leaves 1234 ungrouped by default).
 */
export const INTL_LOCALES: Record<TLanguage, string> = {
  es: 'es-ES',
  en: 'en-US',
};

/** The product language of a language tag (`en-GB` is English); Spanish for any other. */
export function productLanguage(lang: TLanguage | string | undefined): TLanguage {
  const base = (lang ?? DEFAULT_LANGUAGE).split('-')[0] ?? DEFAULT_LANGUAGE;
  return (LANGUAGES as readonly string[]).includes(base) ? (base as TLanguage) : DEFAULT_LANGUAGE;
}

export function intlLocale(lang: TLanguage | string | undefined): string {
  return INTL_LOCALES[productLanguage(lang)];
}
