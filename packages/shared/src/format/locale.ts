import { DEFAULT_LANGUAGE, type TLanguage } from '../i18n/languages.ts';

/**
 * The Intl locale used for each product language. Spanish uses es-ES separators ('.' thousands,
 * ',' decimals); grouping is forced for 4-digit numbers too (es-ES leaves 1234 ungrouped by default).
 */
export const INTL_LOCALES: Record<TLanguage, string> = {
  es: 'es-ES',
  en: 'en-US',
};

export function intlLocale(lang: TLanguage | string | undefined): string {
  const base = (lang ?? DEFAULT_LANGUAGE).split('-')[0] as TLanguage;
  return INTL_LOCALES[base] ?? INTL_LOCALES[DEFAULT_LANGUAGE];
}
