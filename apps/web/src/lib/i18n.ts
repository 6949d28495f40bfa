import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@huella/shared/i18n/languages';
import { messages } from '@huella/shared/i18n/messages';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from '../locales/en/common.json';
import enLayout from '../locales/en/layout.json';
import enNotFound from '../locales/en/not-found.json';
import esCommon from '../locales/es/common.json';
import esLayout from '../locales/es/layout.json';
import esNotFound from '../locales/es/not-found.json';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

/**
 * Namespaces every screen needs ship in the main bundle; each area's namespace
 * (`locales/{lang}/<area>.json`) is a chunk of its own, fetched by the route that uses it
 * (`loader: () => loadNamespaces('area')`), so the initial download does not grow with the product.
 */
export const EAGER_NAMESPACES = ['common', 'layout', 'not-found', 'messages'] as const;

const lazyCatalogues = import.meta.glob<{ default: ResourceKey }>([
  '../locales/*/*.json',
  '!../locales/*/common.json',
  '!../locales/*/layout.json',
  '!../locales/*/not-found.json',
]);

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = lazyCatalogues[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No catalogue ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
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

// Localised date formats ('L', 'LL'…) for the date pickers and lists.
dayjs.extend(localizedFormat);

i18n.on('languageChanged', applyLanguage);

export const i18nReady = i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...EAGER_NAMESPACES],
    defaultNS: 'common',
    resources: {
      es: { common: esCommon, layout: esLayout, 'not-found': esNotFound, messages: messages.es },
      en: { common: enCommon, layout: enLayout, 'not-found': enNotFound, messages: messages.en },
    },
    // Bundled namespaces above, the rest through the lazy backend.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
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
