import { describe, expect, it } from 'vitest';
import { ENGLISH_WORDS, SAME_IN_BOTH_LANGUAGES, englishInSpanish, wordsOf } from './language-check.ts';

describe('the English-in-Spanish check', () => {
  it('finds English words in a Spanish text', () => {
    expect(englishInSpanish('Por ejemplo volume, mass, energy.')).toEqual(['volume', 'mass', 'energy']);
    expect(englishInSpanish('Categorías GHG Protocol')).toEqual(['Protocol']);
    expect(englishInSpanish('Descarga la plantilla (fountain, date_start)')).toEqual([
      'fountain',
      'date',
      'start',
    ]);
  });

  it('leaves Spanish alone, also Spanish words English has too', () => {
    expect(englishInSpanish('No hay datos de este gas: el total del sector es un error.')).toEqual([]);
    expect(englishInSpanish('Incertidumbre (%)', 'Uncertainty (%)')).toEqual([]);
  });

  it('does not read placeholders, markup, web or e-mail addresses', () => {
    expect(
      wordsOf('Hola {{name}}, <1>abre</1> https://example.com/the/file o escribe a help@example.com'),
    ).toEqual(['Hola', 'abre', 'o', 'escribe', 'a']);
  });

  it('flags a text left as in English unless both languages write all its words the same', () => {
    expect(englishInSpanish('GHG Protocol', 'GHG Protocol')).toEqual([
      'Protocol',
      'same as English: GHG Protocol',
    ]);
    expect(englishInSpanish('Flame', 'Flame')).toEqual(['Flame', 'same as English: Flame']);
    expect(englishInSpanish('Hidden', 'Hidden')).toEqual(['same as English: Hidden']);
    expect(englishInSpanish('Error {{status}}', 'Error {{status}}')).toEqual([]);
    expect(englishInSpanish('Total: {{total}} %', 'Total: {{total}} %')).toEqual([]);
    expect(englishInSpanish('404', '404')).toEqual([]);
  });

  it('keeps its two lists apart and in lower case', () => {
    for (const word of SAME_IN_BOTH_LANGUAGES) {
      expect(ENGLISH_WORDS.has(word)).toBe(false);
      expect(word).toBe(word.toLocaleLowerCase('es'));
    }
    for (const word of ENGLISH_WORDS) expect(word).toBe(word.toLocaleLowerCase('en'));
  });
});
