import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@huella/shared/i18n/languages';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { formatExactNumber } from '@huella/shared/format/index';
import i18n, { type BackendModule, type FormatterModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

/**
 * Namespaces every screen needs, loaded before the first render; each area's namespace
 * (`locales/{lang}/<area>.json`) is fetched by the route that uses it
 * (`loader: () => loadNamespaces('area')`). Every catalogue is a chunk of its own per language,
 * so a visitor downloads only the words of the language they read, and the initial download does
 * not grow with the product or with the number of languages.
 */
export const EAGER_NAMESPACES = ['common', 'layout', 'not-found', 'messages'] as const;

const catalogues = import.meta.glob<{ default: ResourceKey }>('../locales/*/*.json');

/** How to fetch a language's catalogue of `namespace`; `messages` are the words the API shares. */
function catalogueLoader(language: string, namespace: string): (() => Promise<ResourceKey>) | undefined {
  if (namespace === 'messages') {
    if (!isLanguage(language)) return undefined;
    return async () => (await import('@huella/shared/i18n/messages')).messages[language];
  }
  const load = catalogues[`../locales/${language}/${namespace}.json`];
  return load && (async () => (await load()).default);
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = catalogueLoader(language, namespace);
    if (!load) {
      callback(new Error(`No catalogue ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The product language: what the visitor chose before (`lang` in localStorage), else Spanish. */
export function storedLanguage(): TLanguage {
  const stored = readStorage(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** The current language as one of the product's languages. */
export function currentLanguage(): TLanguage {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

function applyLanguage(language: string): void {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  document.documentElement.lang = lang;
  dayjs.locale(lang);
}

/**
 * Values that are numbers but not quantities: written as they are ("2025", not "2.025").
 */
const VERBATIM_NUMBERS = new Set(['year', 'period', 'id']);

/**
 * Every number a sentence carries is written the language's way, thousands grouped and never in
 * scientific notation ("1.234 registros eliminados", "1–10 de 12.345"); a sentence needs no format
 * of its own. Plural forms still follow the raw count.
 */
const numberFormatter: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  // i18next hands every interpolated value through here (typed as text); only numbers change.
  format(value: string, _format, lng, options) {
    const key = (options as { interpolationkey?: string } | undefined)?.interpolationkey;
    if (typeof value !== 'number' || !Number.isFinite(value) || (key && VERBATIM_NUMBERS.has(key)))
      return value;
    return formatExactNumber(value, lng ?? DEFAULT_LANGUAGE);
  },
};

// Localised date formats ('L', 'LL'…) for the date pickers and lists.
dayjs.extend(localizedFormat);

i18n.on('languageChanged', applyLanguage);

export const i18nReady = i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .use(numberFormatter)
  .init({
    lng: storedLanguage(),
    // Only the language on screen is downloaded: both languages have the same keys (a test
    // checks it), so nothing falls back to the other one.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: [...EAGER_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false, alwaysFormat: true },
    returnNull: false,
    react: { useSuspense: true },
  });

/** Switches the language everywhere and remembers it. */
export async function changeLanguage(language: TLanguage): Promise<void> {
  writeStorage(STORAGE_KEYS.language, language);
  await i18n.changeLanguage(language);
}

/** Loads area namespaces before a route renders (use as or inside a route `loader`). */
export async function loadNamespaces(...namespaces: string[]): Promise<void> {
  await i18n.loadNamespaces(namespaces);
}

export { i18n };
