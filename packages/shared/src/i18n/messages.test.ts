import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { isMessageKey, LIST_MORE, messages, translate } from './messages.ts';
import { MESSAGE_AREAS } from './messages/areas.ts';

describe('translate', () => {
  it('fills the placeholders in the language asked for', () => {
    const users = ['Intensity A', 'Intensity B'];
    expect(translate('errors.SECTOR_IN_USE', 'en', { name: 'Energy', count: 2, users })).toBe(
      'The sector “Energy” is used by 2 key indicators: “Intensity A”, “Intensity B”.',
    );
    expect(translate('errors.SECTOR_IN_USE', 'es', { name: 'Energía', count: 2, users })).toBe(
      'El sector «Energía» está en uso en 2 indicadores clave: «Intensity A», «Intensity B».',
    );
  });

  it("quotes a list of names the language's way, leaving a closing … unquoted", () => {
    const users = ['Diésel, móvil', 'GLP', 'Gas natural', LIST_MORE];
    expect(translate('errors.GAS_IN_USE', 'es', { name: 'CO2', count: 9, users })).toBe(
      'El gas «CO2» está en uso en 9 valores de factores de emisión («Diésel, móvil», «GLP», «Gas natural», …).',
    );
    expect(translate('errors.GAS_IN_USE', 'en', { name: 'CO2', count: 9, users })).toBe(
      'The gas “CO2” is used by 9 emission-factor values (“Diésel, móvil”, “GLP”, “Gas natural”, …).',
    );
  });

  it('says how long to wait in the singular and the plural', () => {
    expect(translate('errors.RATE_LIMITED', 'en', { count: 1 })).toBe(
      'Too many attempts. Try again in 1 second.',
    );
    expect(translate('errors.RATE_LIMITED', 'es', { count: 30 })).toBe(
      'Demasiados intentos. Inténtalo de nuevo en 30 segundos.',
    );
  });

  it('picks the plural form by count', () => {
    expect(translate('errors.IMPORT_INVALID', 'en', { count: 1 })).toBe(
      'There is an error in 1 row; nothing was imported.',
    );
    expect(translate('errors.IMPORT_INVALID', 'es', { count: 1 })).toBe(
      'Hay errores en 1 fila; no se importó nada.',
    );
    expect(translate('errors.IMPORT_INVALID', 'es', { count: 0 })).toBe(
      'Hay errores en 0 filas; no se importó nada.',
    );
    expect(translate('errors.GAS_IN_USE', 'en', { name: 'CO2', count: 1, users: ['Diesel'] })).toBe(
      'The gas “CO2” is used by 1 emission-factor value (“Diesel”).',
    );
  });

  it('answers an unknown key unchanged and knows plural keys by their base', () => {
    expect(translate('errors.NO_SUCH_MESSAGE', 'en')).toBe('errors.NO_SUCH_MESSAGE');
    expect(isMessageKey('errors.IMPORT_INVALID')).toBe(true);
    expect(isMessageKey('errors.NO_SUCH_MESSAGE')).toBe(false);
  });

  it('has the same keys in both languages', () => {
    const keys = (lang: 'es' | 'en') =>
      Object.entries(messages[lang]).flatMap(([section, entries]) =>
        Object.keys(entries).map((key) => `${section}.${key}`),
      );
    expect(keys('en').sort()).toEqual(keys('es').sort());
  });
});

describe('message areas', () => {
  // The areas are merged section by section, so a key a second area defines would silently replace
  // the first one's words. A plural key counts by its base: `X_one` in one area and `X_other` in
  // another are the same message split in two.
  it.each(LANGUAGES)('defines each %s key in one area only', (lang) => {
    const areasByKey = new Map<string, string[]>();
    for (const [area, parts] of Object.entries(MESSAGE_AREAS)) {
      for (const [section, entries] of Object.entries(parts[lang])) {
        const bases = new Set(
          Object.keys(entries).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')),
        );
        for (const base of bases) {
          const key = `${section}.${base}`;
          areasByKey.set(key, [...(areasByKey.get(key) ?? []), area]);
        }
      }
    }
    const twice = [...areasByKey]
      .filter(([, areas]) => areas.length > 1)
      .map(([key, areas]) => `${key}: ${areas.join(', ')}`);
    expect(twice).toEqual([]);
  });
});
