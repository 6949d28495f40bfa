import { englishInSpanish } from '@huella/shared/i18n/language-check';
import { messages } from '@huella/shared/i18n/messages';
import { describe, expect, it } from 'vitest';

/**
 * Every catalogue exists in both languages with the same keys, so no screen shows a raw key or
 * falls back to the other language. Nested keys are compared flattened (`hero.preview.title`).
 */

const catalogues = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

function flatten(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    flatten(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** The strings of a catalogue by flattened key. */
function stringsOf(catalogue: unknown): Map<string, string> {
  const out = new Map<string, string>();
  for (const key of flatten(catalogue)) {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
    if (typeof value === 'string') out.set(key, value);
  }
  return out;
}

/** Every Spanish string that says something in English, as `key: findings`. */
function englishOnSpanishScreens(spanish: unknown, english: unknown): string[] {
  const englishStrings = stringsOf(english);
  return [...stringsOf(spanish)].flatMap(([key, text]) => {
    const findings = englishInSpanish(text, englishStrings.get(key));
    return findings.length > 0 ? [`${key}: ${findings.join(', ')}`] : [];
  });
}

function byLanguage(lang: string): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  for (const [path, catalogue] of Object.entries(catalogues)) {
    const match = /^\.\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (match?.[1] === lang) out.set(match[2]!, catalogue);
  }
  return out;
}

function difference(a: string[], b: string[]): string[] {
  const other = new Set(b);
  return a.filter((key) => !other.has(key));
}

const es = byLanguage('es');
const en = byLanguage('en');

describe('locale catalogues', () => {
  it('has the same namespace files in Spanish and English', () => {
    expect(es.size).toBeGreaterThan(0);
    expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it.each([...es.keys()])('namespace %s has the same keys in both languages', (namespace) => {
    const esKeys = flatten(es.get(namespace));
    const enKeys = flatten(en.get(namespace));
    expect({
      missingInEnglish: difference(esKeys, enKeys),
      missingInSpanish: difference(enKeys, esKeys),
    }).toEqual({
      missingInEnglish: [],
      missingInSpanish: [],
    });
  });

  it.each([...es.keys()])('namespace %s has no empty strings', (namespace) => {
    for (const catalogue of [es.get(namespace), en.get(namespace)]) {
      const empty = flatten(catalogue).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });

  it('shared messages have the same keys in both languages', () => {
    const esKeys = flatten(messages.es);
    const enKeys = flatten(messages.en);
    expect(difference(esKeys, enKeys)).toEqual([]);
    expect(difference(enKeys, esKeys)).toEqual([]);
  });

  // One language per screen: a Spanish screen shows no English word (the check and its short list
  // of words both languages share are in packages/shared/src/i18n/language-check.ts).
  it.each([...es.keys()])('namespace %s says nothing in English on a Spanish screen', (namespace) => {
    expect(englishOnSpanishScreens(es.get(namespace), en.get(namespace))).toEqual([]);
  });

  it('shared messages say nothing in English in Spanish', () => {
    expect(englishOnSpanishScreens(messages.es, messages.en)).toEqual([]);
  });
});
