import type { TLanguage } from './languages.ts';
import { MESSAGE_AREAS, type TMessageArea } from './messages/areas.ts';

/** A union of object types as their intersection: the sections of every area, merged. */
type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void
  ? I
  : never;
type TAreaMessages = (typeof MESSAGE_AREAS)[keyof typeof MESSAGE_AREAS];
type SectionsOf<A, L extends TLanguage> = A extends Record<L, infer C> ? keyof C : never;
type SectionOf<A, L extends TLanguage, S extends PropertyKey> =
  A extends Record<L, Record<S, infer E>> ? E : never;
type Simplify<T> = { readonly [K in keyof T]: T[K] };
/** One language's catalogue: each section holds the literal keys and texts of every area that has it. */
type TCatalogueOf<L extends TLanguage> = {
  readonly [S in SectionsOf<TAreaMessages, L>]: Simplify<UnionToIntersection<SectionOf<TAreaMessages, L, S>>>;
};

function catalogueOf<L extends TLanguage>(lang: L): TCatalogueOf<L> {
  const catalogue: Record<string, Record<string, string>> = {};
  for (const area of Object.values<TMessageArea>(MESSAGE_AREAS)) {
    for (const [section, entries] of Object.entries(area[lang])) {
      catalogue[section] = { ...catalogue[section], ...entries };
    }
  }
  return catalogue as TCatalogueOf<L>;
}

/**
 * Messages the server and the web app share: API errors and validation rules. The web app loads
 * them as the `messages` namespace, so a form and the route that checks it say the same words.
 * Placeholders use i18next syntax: {{name}}. Each product area keeps its words in
 * `messages/<area>.ts`, both languages side by side; `messages/areas.ts` lists the areas.
 */
export const messages: { readonly es: TCatalogueOf<'es'>; readonly en: TCatalogueOf<'en'> } = {
  es: catalogueOf('es'),
  en: catalogueOf('en'),
};

type Catalogue = (typeof messages)['es'];
/** A key without its i18next plural suffix: `GAS_IN_USE_one` and `GAS_IN_USE_other` are `GAS_IN_USE`. */
type PluralBase<K extends string> =
  K extends `${infer B}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? B : K;
export type TMessageKey = {
  [S in keyof Catalogue]: `${S & string}.${PluralBase<keyof Catalogue[S] & string>}`;
}[keyof Catalogue];

/**
 * Values put into a message. A list is a list of names, each quoted the language's way (es «a»,
 * en “a”) and joined with commas; a last item `…` (unquoted) says the list goes on.
 */
export type TMessageParams = Record<string, string | number | readonly string[]>;

export const LIST_MORE = '…';
const QUOTES: Record<TLanguage, [string, string]> = { es: ['«', '»'], en: ['“', '”'] };

function formatParam(value: string | number | readonly string[], lang: TLanguage): string {
  if (typeof value !== 'object') return String(value);
  const [open, close] = QUOTES[lang];
  return value.map((item) => (item === LIST_MORE ? item : `${open}${item}${close}`)).join(', ');
}

/** The template of `name` in a section: itself, or its plural form for `count` (i18next suffixes). */
function templateOf(
  section: Record<string, string> | undefined,
  name: string,
  lang: TLanguage,
  count: unknown,
): string | undefined {
  if (!section) return undefined;
  if (section[name] !== undefined) return section[name];
  const form = typeof count === 'number' ? new Intl.PluralRules(lang).select(count) : 'other';
  return section[`${name}_${form}`] ?? section[`${name}_other`];
}

/** Translates a `section.key` message; unknown keys come back unchanged. */
export function translate(key: string, lang: TLanguage, params: TMessageParams = {}): string {
  const [section, name] = key.split('.', 2);
  const catalogue = messages[lang] as Record<string, Record<string, string> | undefined>;
  const template = section && name ? templateOf(catalogue[section], name, lang, params.count) : undefined;
  if (template === undefined) return key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, p: string) => {
    const value = params[p];
    return value === undefined ? `{{${p}}}` : formatParam(value, lang);
  });
}

export function isMessageKey(value: string): value is TMessageKey {
  const [section, name] = value.split('.', 2);
  const catalogue = messages.es as Record<string, Record<string, string> | undefined>;
  return Boolean(section && name && templateOf(catalogue[section], name, 'es', undefined) !== undefined);
}
