import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TCalcUnit } from './types.ts';
import { conversionFactor, convertQuantity } from './units.ts';

const LITRE: TCalcUnit = { id: 1, group: 'volume', factor: 1, abbreviation: 'L' };
const US_GALLON: TCalcUnit = { id: 2, group: 'volume', factor: 3.785411784, abbreviation: 'gal' };
const KILOGRAM: TCalcUnit = { id: 3, group: 'mass', factor: 1, abbreviation: 'kg' };
const UNIT: TCalcUnit = { id: 4, group: null, factor: 1, abbreviation: null };
const OTHER_UNIT: TCalcUnit = { id: 5, group: null, factor: 1, abbreviation: null };

describe('convertQuantity', () => {
  it('converts through the base unit of the group', () => {
    expect(convertQuantity(100, US_GALLON, LITRE)).toBeCloseTo(378.5411784, 10);
    expect(convertQuantity(378.5411784, LITRE, US_GALLON)).toBeCloseTo(100, 10);
  });

  it('converts a unit to itself, even a unit in no group', () => {
    expect(convertQuantity(12.5, UNIT, UNIT)).toBe(12.5);
    expect(convertQuantity(12.5, US_GALLON, US_GALLON)).toBe(12.5);
  });

  it('answers null between groups, and between two units in no group', () => {
    expect(convertQuantity(1, LITRE, KILOGRAM)).toBeNull();
    expect(convertQuantity(1, KILOGRAM, LITRE)).toBeNull();
    expect(convertQuantity(1, UNIT, OTHER_UNIT)).toBeNull();
    expect(convertQuantity(1, UNIT, LITRE)).toBeNull();
    expect(convertQuantity(1, LITRE, UNIT)).toBeNull();
  });

  it('returns the value when converting there and back within one group', () => {
    const factor = fc.double({ min: 1e-6, max: 1e6, noNaN: true });
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e9, noNaN: true }), factor, factor, (value, f1, f2) => {
        const from: TCalcUnit = { id: 10, group: 'energy', factor: f1, abbreviation: null };
        const to: TCalcUnit = { id: 11, group: 'energy', factor: f2, abbreviation: null };
        const there = convertQuantity(value, from, to);
        expect(there).not.toBeNull();
        const back = convertQuantity(there ?? Number.NaN, to, from) ?? Number.NaN;
        expect(Math.abs(back - value) / value).toBeLessThanOrEqual(1e-12);
      }),
    );
  });
});

describe('conversionFactor', () => {
  it('is what one unit is in the other: 1 US gallon is 3.785411784 L, a unit is 1 of itself', () => {
    expect(conversionFactor(US_GALLON, LITRE)).toBe(3.785411784);
    expect(conversionFactor(LITRE, US_GALLON)).toBeCloseTo(1 / 3.785411784, 15);
    expect(conversionFactor(UNIT, UNIT)).toBe(1);
  });

  it('has none between groups, or between units of no group', () => {
    expect(conversionFactor(LITRE, KILOGRAM)).toBeNull();
    expect(conversionFactor(UNIT, OTHER_UNIT)).toBeNull();
  });
});
