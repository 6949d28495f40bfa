import { describe, expect, it } from 'vitest';
import { parseNumberInput } from '@huella/shared';
import { readBoolean, readChoice, readDate, readNumber, readText } from './cells.ts';
import { choiceList } from './columns.ts';

describe('cell readers', () => {
  it("reads numbers as cells hold them and text the language's way", () => {
    expect(readNumber(1.5, 'es')).toEqual({ ok: true, value: 1.5 });
    expect(readNumber(null, 'es')).toEqual({ ok: true, value: null });
    expect(readNumber('  ', 'en')).toEqual({ ok: true, value: null });
    expect(readNumber('1.234,5', 'es')).toEqual({ ok: true, value: 1234.5 });
    expect(readNumber('1,234.5', 'en')).toEqual({ ok: true, value: 1234.5 });
    expect(readNumber('0,00008', 'es')).toEqual({ ok: true, value: 0.00008 });
    expect(readNumber('1,03E-6', 'es')).toEqual({ ok: true, value: 1.03e-6 });
    expect(readNumber('-2.5', 'en')).toEqual({ ok: true, value: -2.5 });
    expect(readNumber('doce', 'es')).toEqual({ ok: false, error: 'Debe ser un número.' });
    expect(readNumber(true, 'en')).toEqual({ ok: false, error: 'Must be a number.' });
  });

  it('reads a figure with one separator and three digits the way the form of the language does', () => {
    expect(readNumber('41.000', 'es')).toEqual({ ok: true, value: 41000 });
    expect(readNumber('41,000', 'es')).toEqual({ ok: true, value: 41 });
    expect(readNumber('41,000', 'en')).toEqual({ ok: true, value: 41000 });
    expect(readNumber('41.000', 'en')).toEqual({ ok: true, value: 41 });
    for (const lang of ['es', 'en'] as const)
      for (const text of ['1.530', '1,530', '12.500,5', '-7,250', '0.125'])
        expect(readNumber(text, lang), `${text} (${lang})`).toEqual({
          ok: true,
          value: (parseNumberInput(text, lang) as { value: number }).value,
        });
  });

  it('reads dates from date cells, Excel serials, the language order and ISO', () => {
    expect(readDate('2024-03-15', 'es')).toEqual({ ok: true, value: '2024-03-15' });
    expect(readDate('15/03/2024', 'es')).toEqual({ ok: true, value: '2024-03-15' });
    expect(readDate('03/15/2024', 'en')).toEqual({ ok: true, value: '2024-03-15' });
    expect(readDate(45366, 'en')).toEqual({ ok: true, value: '2024-03-15' });
    // A date with a time of day is that day.
    expect(readDate(45366.75, 'en')).toEqual({ ok: true, value: '2024-03-15' });
    expect(readDate(null, 'es')).toEqual({ ok: true, value: null });
    expect(readDate('15/03/2024', 'en')).toEqual({
      ok: false,
      error: 'Enter a date that exists, such as 03/15/2024 (MM/DD/YYYY) or 2024-03-15.',
    });
    expect(readDate('2024-02-30', 'es')).toEqual({
      ok: false,
      error: 'Introduce una fecha que exista, como 15/03/2024 (DD/MM/AAAA) o 2024-03-15.',
    });
    expect(readDate(0, 'es').ok).toBe(false);
    expect(readDate(true, 'es').ok).toBe(false);
  });

  it('reads yes and no in both languages, whatever the accents or case', () => {
    for (const word of ['sí', 'Si', 'SÍ', 'yes', 'Y', 'x', '1', 'verdadero', 'TRUE'])
      expect(readBoolean(word, 'es')).toEqual({ ok: true, value: true });
    for (const word of ['no', 'NO', 'n', 'false', 'falso', '0'])
      expect(readBoolean(word, 'en')).toEqual({ ok: true, value: false });
    expect(readBoolean(true, 'es')).toEqual({ ok: true, value: true });
    expect(readBoolean(0, 'es')).toEqual({ ok: true, value: false });
    expect(readBoolean(null, 'es')).toEqual({ ok: true, value: null });
    expect(readBoolean('quizá', 'es')).toEqual({ ok: false, error: 'Escribe sí o no.' });
    expect(readBoolean('maybe', 'en')).toEqual({ ok: false, error: 'Enter yes or no.' });
  });

  it('reads text trimmed and refuses control characters outside multi-line text', () => {
    expect(readText('  EPA 2024 ', 'es')).toEqual({ ok: true, value: 'EPA 2024' });
    expect(readText(2024, 'es')).toEqual({ ok: true, value: '2024' });
    expect(readText(null, 'es')).toEqual({ ok: true, value: null });
    expect(readText('a\u0000b', 'en')).toEqual({
      ok: false,
      error: 'The text contains characters that are not allowed (control characters).',
    });
    expect(readText('one\ntwo', 'en').ok).toBe(false);
    expect(readText('one\ntwo', 'en', { multiline: true })).toEqual({ ok: true, value: 'one\ntwo' });
  });

  it('matches a choice by its label or an alias, without accents or case', () => {
    const types = choiceList([
      { id: 1, label: 'Operativa', aliases: ['operational', 'OP'] },
      { id: 2, label: 'Incorporada', aliases: ['embedded', 'OP'] },
    ]);
    expect(readChoice('operativa', types, 'es')).toEqual({ ok: true, value: 1 });
    expect(readChoice(' INCORPORADA ', types, 'es')).toEqual({ ok: true, value: 2 });
    expect(readChoice('Embedded', types, 'en')).toEqual({ ok: true, value: 2 });
    // An alias two items share names neither.
    expect(readChoice('OP', types, 'en')).toEqual({ ok: false, error: 'The selected value does not exist.' });
    expect(readChoice(null, types, 'en')).toEqual({ ok: true, value: null });
    const fuels = choiceList([
      { id: 7, label: 'Diésel' },
      { id: 9, label: 'Diesel' },
      { id: 12, label: 'Gasolina' },
    ]);
    // Labels that differ only by accents are told apart by their ids.
    expect(fuels.labels).toEqual(['Diésel [#7]', 'Diesel [#9]', 'Gasolina']);
    expect(readChoice('diesel [#9]', fuels, 'es')).toEqual({ ok: true, value: 9 });
    expect(readChoice('GASOLINA', fuels, 'es')).toEqual({ ok: true, value: 12 });
    expect(fuels.labelOf(7)).toBe('Diésel [#7]');
    expect(readChoice(12, choiceList([{ id: 'A', label: '12' }]), 'es')).toEqual({ ok: true, value: 'A' });
  });
});
