import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatExactNumber } from './number.ts';
import { parseNumberInput } from './number-input.ts';

const typed = (text: string, lang: 'es' | 'en') => parseNumberInput(text, lang);
const pasted = (text: string, lang: 'es' | 'en') => parseNumberInput(text, lang, { pasted: true });
const number = (value: number) => ({ kind: 'number', value });
const INVALID = { kind: 'invalid' };

describe('parseNumberInput', () => {
  it("reads each language's own separators", () => {
    expect(typed('1.530,5', 'es')).toEqual(number(1530.5));
    expect(typed('1,530.5', 'en')).toEqual(number(1530.5));
    expect(typed('1.234.567,891', 'es')).toEqual(number(1234567.891));
    expect(typed('1,234,567.891', 'en')).toEqual(number(1234567.891));
    expect(typed('60', 'es')).toEqual(number(60));
    expect(typed('-9.876,5', 'es')).toEqual(number(-9876.5));
    expect(typed('+12', 'en')).toEqual(number(12));
    expect(typed('\u22125', 'en')).toEqual(number(-5));
  });

  it('reads both separators as grouping then decimal mark, in either language', () => {
    expect(typed('1,530.5', 'es')).toEqual(number(1530.5));
    expect(typed('1.530,5', 'en')).toEqual(number(1530.5));
    expect(typed('1.53,5', 'es')).toEqual(INVALID);
    expect(typed('1,5.3', 'en')).toEqual(INVALID);
    expect(typed('1.530,5,2', 'es')).toEqual(INVALID);
  });

  it('reads a separator used more than once as grouping', () => {
    expect(typed('1.530.000', 'es')).toEqual(number(1530000));
    expect(typed('1.530.000', 'en')).toEqual(number(1530000));
    expect(typed('1,530,000', 'es')).toEqual(number(1530000));
    expect(typed('1.53.000', 'es')).toEqual(INVALID);
    expect(typed('1.530.', 'es')).toEqual(INVALID);
  });

  it('reads a single separator that cannot group thousands as the decimal mark', () => {
    expect(typed('1.53', 'es')).toEqual(number(1.53));
    expect(typed('1,53', 'en')).toEqual(number(1.53));
    expect(typed('0.530', 'es')).toEqual(number(0.53));
    expect(typed('1530.5', 'es')).toEqual(number(1530.5));
    expect(typed('1234,567', 'en')).toEqual(number(1234.567));
    expect(typed('12,5', 'es')).toEqual(number(12.5));
    expect(typed(',5', 'es')).toEqual(number(0.5));
    expect(typed('5,', 'es')).toEqual(number(5));
    expect(pasted('1.5300', 'es')).toEqual(number(1.53));
  });

  it("reads a typed 1.530 or 1,530 the language's way", () => {
    expect(typed('1.530', 'es')).toEqual(number(1530));
    expect(typed('1,530', 'es')).toEqual(number(1.53));
    expect(typed('1,530', 'en')).toEqual(number(1530));
    expect(typed('1.530', 'en')).toEqual(number(1.53));
  });

  it('asks about a pasted 1.530 or 1,530, offering the language reading first', () => {
    expect(pasted('1.530', 'es')).toEqual({ kind: 'ambiguous', readings: [1530, 1.53] });
    expect(pasted('1,530', 'es')).toEqual({ kind: 'ambiguous', readings: [1.53, 1530] });
    expect(pasted('1,530', 'en')).toEqual({ kind: 'ambiguous', readings: [1530, 1.53] });
    expect(pasted('-12.500', 'en')).toEqual({ kind: 'ambiguous', readings: [-12.5, -12500] });
    expect(pasted('1.530,5', 'en')).toEqual(number(1530.5));
  });

  it('reads spaces as thousands grouping', () => {
    expect(typed('1 530', 'es')).toEqual(number(1530));
    expect(typed('1\u00a0530,5', 'es')).toEqual(number(1530.5));
    expect(pasted('12\u202f345.5', 'en')).toEqual(number(12345.5));
    expect(typed('1 53', 'es')).toEqual(INVALID);
    expect(typed('1 530 000.5', 'en')).toEqual(number(1530000.5));
    expect(typed('1 530.000,5', 'en')).toEqual(INVALID);
  });

  it('reads scientific notation as the product writes it', () => {
    expect(typed('1,03E-6', 'es')).toEqual(number(0.00000103));
    expect(typed('1.03E-6', 'en')).toEqual(number(0.00000103));
    expect(pasted('1,234E-5', 'es')).toEqual(number(0.00001234));
    expect(typed('-5e3', 'en')).toEqual(number(-5000));
    expect(typed('1.530,5E2', 'es')).toEqual(INVALID);
    expect(typed('1E400', 'en')).toEqual(INVALID);
  });

  it('reads nothing as empty and anything else as invalid', () => {
    expect(typed('', 'es')).toEqual({ kind: 'empty' });
    expect(typed('   ', 'en')).toEqual({ kind: 'empty' });
    for (const text of [
      'abc',
      '12a',
      '--5',
      '5-',
      '.',
      ',',
      '1..5',
      '1,,5',
      'E5',
      '1E',
      '1 %',
      '0x10',
      'Infinity',
    ])
      expect(typed(text, 'es'), text).toEqual(INVALID);
  });

  /** A finite figure of at most 15 significant digits, as the catalogue keeps them. */
  const figure = fc
    .double({ noNaN: true, noDefaultInfinity: true })
    .map((value) => Number(value.toPrecision(15)))
    .filter((value) => Number.isFinite(value) && !Object.is(value, -0));

  it('reads back every figure the lists show, in both languages', () => {
    fc.assert(
      fc.property(figure, fc.constantFrom('es', 'en'), (value, lang) => {
        expect(parseNumberInput(formatExactNumber(value, lang), lang)).toEqual(number(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('offers the figure a list shows, pasted back, as its first reading', () => {
    fc.assert(
      fc.property(figure, fc.constantFrom('es', 'en'), (value, lang) => {
        const reading = pasted(formatExactNumber(value, lang), lang);
        expect(reading.kind === 'ambiguous' ? reading.readings[0] : reading).toEqual(
          reading.kind === 'ambiguous' ? value : number(value),
        );
      }),
    );
  });
});
