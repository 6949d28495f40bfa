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
});
