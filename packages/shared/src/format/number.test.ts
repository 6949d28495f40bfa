import { describe, expect, it } from 'vitest';
import {
  EMPTY_NUMBER,
  formatEmissions,
  formatExactNumber,
  formatNumber,
  formatRatio,
  formatReadableNumber,
  formatTooltipNumber,
  isLongFigure,
  kgToTonnes,
  significantDigits,
} from './number.ts';

describe('formatNumber', () => {
  it('groups thousands and keeps at most 2 decimals per locale', () => {
    expect(formatNumber(1234.5, 'es')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234567.891, 'es')).toBe('1.234.567,89');
    expect(formatNumber(1234567.891, 'en')).toBe('1,234,567.89');
    expect(formatNumber(12.345, 'en')).toBe('12.35');
    expect(formatNumber(-9876.5, 'es')).toBe('-9.876,5');
  });

  it('shows values under 0.01 in plain decimals with three significant digits, never scientific', () => {
    expect(formatNumber(0.00123, 'es')).toBe('0,00123');
    expect(formatNumber(0.00123, 'en')).toBe('0.00123');
    expect(formatNumber(0.0012249, 'es')).toBe('0,00122');
    expect(formatNumber(-0.005, 'en')).toBe('-0.005');
    expect(formatNumber(0.0000001234, 'es')).toBe('0,000000123');
    expect(formatNumber(0.0099, 'en')).toBe('0.0099');
  });

  it('does not use scientific notation for 0 or for 0.01 itself', () => {
    expect(formatNumber(0, 'es')).toBe('0');
    expect(formatNumber(0.01, 'es')).toBe('0,01');
    expect(formatNumber(0.5, 'en')).toBe('0.5');
  });

  it('renders a placeholder for a missing value', () => {
    expect(formatNumber(null, 'es')).toBe(EMPTY_NUMBER);
    expect(formatNumber(undefined, 'en')).toBe(EMPTY_NUMBER);
    expect(formatNumber(Number.NaN, 'en')).toBe(EMPTY_NUMBER);
  });

  it('falls back to Spanish for an unknown language', () => {
    expect(formatNumber(1234.5, 'fr')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en-GB')).toBe('1,234.5');
  });
});

describe('formatTooltipNumber', () => {
  it('keeps up to 7 fraction digits', () => {
    expect(formatTooltipNumber(12345.123456789, 'es')).toBe('12.345,1234568');
    expect(formatTooltipNumber(12345.123456789, 'en')).toBe('12,345.1234568');
    expect(formatTooltipNumber(0.00123, 'en')).toBe('0.00123');
    expect(formatTooltipNumber(2, 'en')).toBe('2');
  });

  it('shows three significant digits when 7 fraction digits would show 0, never scientific', () => {
    expect(formatTooltipNumber(0.00000001, 'en')).toBe('0.00000001');
    expect(formatTooltipNumber(0.0000000123456, 'es')).toBe('0,0000000123');
    expect(formatTooltipNumber(0, 'en')).toBe('0');
  });
});

describe('formatExactNumber', () => {
  it('keeps every published digit of a catalogue figure, grouped per locale', () => {
    expect(formatExactNumber(0.05444, 'es')).toBe('0,05444');
    expect(formatExactNumber(0.05444, 'en')).toBe('0.05444');
    expect(formatExactNumber(3.785411784, 'en')).toBe('3.785411784');
    expect(formatExactNumber(12400, 'es')).toBe('12.400');
    expect(formatExactNumber(0, 'en')).toBe('0');
  });

  it('shows values under 0.01 in plain decimals with every published digit, never scientific', () => {
    expect(formatExactNumber(0.00000103, 'es')).toBe('0,00000103');
    expect(formatExactNumber(0.000012345, 'en')).toBe('0.000012345');
    expect(formatExactNumber(0.000000277777778, 'es')).toBe('0,000000277777778');
    expect(formatExactNumber(-0.0012, 'en')).toBe('-0.0012');
    expect(formatExactNumber(1e12, 'es')).toBe('1.000.000.000.000');
    expect(formatExactNumber(null, 'en')).toBe(EMPTY_NUMBER);
  });
});

describe('formatReadableNumber', () => {
  it('rounds a long conversion factor to 4 significant digits, per locale', () => {
    expect(formatReadableNumber(0.45359237, 'es')).toBe('0,4536');
    expect(formatReadableNumber(0.45359237, 'en')).toBe('0.4536');
    expect(formatReadableNumber(3.785411784, 'es')).toBe('3,785');
    expect(formatReadableNumber(28.316846592, 'en')).toBe('28.32');
  });

  it('keeps short figures as they are and never drops integer digits', () => {
    expect(formatReadableNumber(0.05444, 'es')).toBe('0,05444');
    expect(formatReadableNumber(1, 'en')).toBe('1');
    expect(formatReadableNumber(0, 'es')).toBe('0');
    expect(formatReadableNumber(25200, 'es')).toBe('25.200');
    expect(formatReadableNumber(25200, 'en')).toBe('25,200');
    expect(formatReadableNumber(123456.7, 'es')).toBe('123.457');
    expect(formatReadableNumber(123456.7, 'en')).toBe('123,457');
    expect(formatReadableNumber(-3.785411784, 'en')).toBe('-3.785');
  });

  it('writes very small and very large values in plain decimals, never scientific', () => {
    expect(formatReadableNumber(0.000000277777778, 'es')).toBe('0,0000002778');
    expect(formatReadableNumber(0.000000277777778, 'en')).toBe('0.0000002778');
    expect(formatReadableNumber(0.00000103, 'es')).toBe('0,00000103');
    expect(formatReadableNumber(1e12, 'en')).toBe('1,000,000,000,000');
    expect(formatReadableNumber(3.6e9, 'es')).toBe('3.600.000.000');
    expect(formatReadableNumber(-0.0000012345678, 'en')).toBe('-0.000001235');
  });

  it('never writes an exponent, whatever the size of the figure', () => {
    for (let exponent = -20; exponent <= 15; exponent += 1) {
      for (const lang of ['es', 'en']) {
        const value = 1.23456789 * 10 ** exponent;
        expect(formatReadableNumber(value, lang)).not.toMatch(/e/i);
        expect(formatExactNumber(value, lang)).not.toMatch(/e/i);
        expect(formatNumber(value, lang)).not.toMatch(/e/i);
      }
    }
  });

  it('decides on the rounded figure, so a value just under 0.01 reads 0.01', () => {
    expect(formatReadableNumber(0.0099999, 'es')).toBe('0,01');
    expect(formatReadableNumber(0.99999, 'en')).toBe('1');
  });

  it('takes another number of significant digits, and shows a placeholder for a missing value', () => {
    expect(formatReadableNumber(3.785411784, 'es', 6)).toBe('3,78541');
    expect(formatReadableNumber(null, 'es')).toBe(EMPTY_NUMBER);
    expect(formatReadableNumber(Number.NaN, 'en')).toBe(EMPTY_NUMBER);
  });
});

describe('formatEmissions', () => {
  it('converts kg to tonnes and appends the unit', () => {
    expect(kgToTonnes(1500)).toBe(1.5);
    expect(formatEmissions(1234500, 'es')).toBe('1.234,5 tCO2e');
    expect(formatEmissions(1234500, 'en')).toBe('1,234.5 tCO2e');
    expect(formatEmissions(1, 'en')).toBe('0.001 tCO2e');
    expect(formatEmissions(null, 'en')).toBe(EMPTY_NUMBER);
  });
});

describe('isLongFigure', () => {
  it('counts significant digits, not zeros that only place the point', () => {
    expect(significantDigits(0.45359237)).toBe(8);
    expect(significantDigits(1234.5)).toBe(5);
    expect(significantDigits(2.5e-7)).toBe(2);
    expect(significantDigits(1500)).toBe(2);
    expect(significantDigits(0)).toBe(1);
  });

  it('calls a figure long beyond six significant digits', () => {
    expect(isLongFigure(3.785411784)).toBe(true);
    expect(isLongFigure(2.77777778e-7)).toBe(true);
    expect(isLongFigure(123456.7)).toBe(true);
    expect(isLongFigure(1234.5)).toBe(false);
    expect(isLongFigure(0.05444)).toBe(false);
    expect(isLongFigure(null)).toBe(false);
  });
});

describe('formatRatio', () => {
  it('shows a ratio below 1 with 3 significant digits, so close months read apart', () => {
    expect(formatRatio(0.08234, 'es')).toBe('0,0823');
    expect(formatRatio(0.09512, 'en')).toBe('0.0951');
    expect(formatRatio(0.00939, 'es')).toBe('0,00939');
  });

  it('shows 0, ratios from 1 up and missing ones as every figure', () => {
    expect(formatRatio(0, 'es')).toBe('0');
    expect(formatRatio(1234.567, 'es')).toBe('1.234,57');
    expect(formatRatio(null, 'en')).toBe(EMPTY_NUMBER);
  });
});
