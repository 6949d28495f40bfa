import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kgToTonnes, round12, round3, round6, roundByText } from './rounding.ts';

describe('round6', () => {
  it('rounds a decimal half away from zero although its float lies a hair below it', () => {
    // 1.0000005 and 10.2440575 are stored just under their decimals: Math.round(x * 1e6) gives the
    // lower figure for the first. Both round up, and their negatives down.
    expect(round6(1.0000005)).toBe(1.000001);
    expect(round6(10.2440575)).toBe(10.244058);
    expect(round6(-1.0000005)).toBe(-1.000001);
    expect(round6(-10.2440575)).toBe(-10.244058);
    expect(round6(2.5e-7)).toBe(0);
    expect(round6(5e-7)).toBe(0.000001);
  });

  it('keeps a figure just under the half below it', () => {
    expect(round6(10.2440574999)).toBe(10.244057);
    expect(round6(1.00000049999)).toBe(1);
  });

  it('drops the float noise of arithmetic', () => {
    expect(round6(0.1 + 0.2)).toBe(0.3);
    expect(round6(10244.058 / 1000)).toBe(10.244058);
  });

  it('answers 0, never -0, for a negative figure that rounds to nothing', () => {
    expect(Object.is(round6(-0.0000001), 0)).toBe(true);
    expect(Object.is(round6(-0), 0)).toBe(true);
  });

  it('leaves figures too large to hold 6 decimals as they are', () => {
    expect(round6(1e20)).toBe(1e20);
    expect(round6(123456789012.34567)).toBe(123456789012.34567);
  });

  it('lands within half a millionth of the figure read at 15 digits, and rounding again changes nothing', () => {
    // The figure is read at its 15 significant digits first, as PostgreSQL reads a float8 as
    // numeric: past 10^7 that reading keeps 7 decimals or fewer, so it may move the figure by half a
    // unit of its 15th digit before the rounding (and the subtraction below by an ulp or two).
    expect(round6(28280897.19077446)).toBe(28280897.190775); // read as 28280897.1907745
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        const rounded = round6(x);
        const reading = x === 0 ? 0 : 0.5 * 10 ** (Math.floor(Math.log10(Math.abs(x))) - 14);
        expect(Math.abs(rounded - x)).toBeLessThanOrEqual(5e-7 + reading + Math.abs(x) * Number.EPSILON * 2);
        expect(round6(rounded)).toBe(rounded);
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('round3', () => {
  it('rounds uncertainties to 3 decimals, half away from zero', () => {
    expect(round3(7.6034)).toBe(7.603);
    expect(round3(1.0005)).toBe(1.001);
    expect(round3(-1.0005)).toBe(-1.001);
    expect(round3(8.7499999)).toBe(8.75);
  });
});

describe('round12', () => {
  it('rounds squares of tonnes to 12 decimals, keeping what a 6-decimal half-width squares to', () => {
    // A half-width of 0.00005 t (50 g) squares to 2.5e-9 t²: round6 would answer 0.
    expect(round12(0.00005 ** 2)).toBe(2.5e-9);
    expect(round12(0.1626000000000004)).toBe(0.1626);
  });
});

describe('kgToTonnes', () => {
  it('divides by 1000 without rounding', () => {
    expect(kgToTonnes(10244.058)).toBeCloseTo(10.244058, 12);
    // 0.4 g is 4e-7 t: kept, where round6 would answer 0.
    expect(kgToTonnes(0.0004)).toBeCloseTo(4e-7, 15);
    expect(kgToTonnes(0.0004)).not.toBe(0);
  });
});

describe('the quick rounding', () => {
  it('answers what the 15-digit text gives, off a half and on one', () => {
    const decimals = fc.constantFrom(3, 6, 12);
    // Any figure, and figures written with a 5 (or 49999…, 50000…1) just past the last decimal kept.
    const halves = fc
      .tuple(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 999_999 }),
        fc.constantFrom('5', '49999999', '50000001', '4999999999', '5000000001'),
      )
      .map(([whole, fraction, tail]) => Number(`${whole}.${String(fraction).padStart(6, '0')}${tail}`));
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ min: -1e12, max: 1e12, noNaN: true }), fc.double({ noNaN: true }), halves),
        decimals,
        (x, n) => {
          const expected = roundByText(x, n);
          const quick = n === 3 ? round3(x) : n === 6 ? round6(x) : round12(x);
          expect(Object.is(quick, expected)).toBe(true);
        },
      ),
      { numRuns: 20_000 },
    );
  });
});
