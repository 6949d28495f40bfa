import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TLineEmission } from './types.ts';
import {
  combineUncertainty,
  footprintOf,
  lineHalfWidthSquared,
  roundFootprint,
  sumEmissions,
  sumOf,
} from './uncertainty.ts';

function emission(line: string, co2e_kg: number, uncertainty: number, avoided = false): TLineEmission {
  return { line, co2e_kg, uncertainty, avoided };
}

/** The values added smallest first, as the rule says it. */
const ascending = (values: number[]) =>
  [...values].sort((a, b) => a - b).reduce((sum, value) => sum + value, 0);

describe('sumOf', () => {
  it('adds in ascending order, whatever order the values come in, to the last bit', () => {
    fc.assert(
      fc.property(
        // Short lists are sorted by insertion, long ones as doubles.
        fc.oneof(
          fc.array(fc.double({ noNaN: true, noDefaultInfinity: true }), { maxLength: 12 }),
          fc.array(fc.double({ noNaN: true, noDefaultInfinity: true }), { minLength: 33, maxLength: 80 }),
        ),
        (values) => {
          const sum = sumOf(values);
          expect(Object.is(sum, ascending(values))).toBe(true);
          expect(Object.is(sum, sumOf([...values].reverse()))).toBe(true);
        },
      ),
      { numRuns: 2_000 },
    );
    // Float addition is not associative: 1e16 + 1 + 1 depends on the order, the sum does not.
    expect(sumOf([1, 1e16, 1])).toBe(sumOf([1e16, 1, 1]));
    expect(sumOf([1, 1e16, 1])).toBe(1e16 + 2);
  });
});

describe('sumEmissions', () => {
  it('sums each line’s half-widths, then the lines in quadrature, whatever the order of the emissions', () => {
    // The rule as DESIGN §4 states it, written plainly.
    const reference = (emissions: TLineEmission[]) => {
      const counted = emissions.filter((e) => !e.avoided);
      const lines = [...new Set(counted.map((e) => e.line))];
      return {
        co2e_kg: ascending(counted.map((e) => e.co2e_kg)),
        avoided_kg: ascending(emissions.filter((e) => e.avoided).map((e) => e.co2e_kg)),
        aux: ascending(
          lines.map(
            (line) =>
              (ascending(counted.filter((e) => e.line === line).map((e) => e.co2e_kg * e.uncertainty)) /
                100) **
              2,
          ),
        ),
      };
    };
    const anEmission = fc
      .record({
        line: fc.constantFrom('a', 'b', 'c'),
        co2e_kg: fc.double({ min: 0, max: 1e9, noNaN: true }),
        uncertainty: fc.double({ min: 0, max: 100, noNaN: true }),
        avoided: fc.boolean(),
      })
      .map(({ line, co2e_kg, uncertainty, avoided }) => emission(line, co2e_kg, uncertainty, avoided));
    fc.assert(
      // Short lists (an activity's lines) and long ones (summed another way) alike.
      fc.property(
        fc.oneof(
          fc.array(anEmission, { maxLength: 10 }),
          fc.array(anEmission, { minLength: 33, maxLength: 70 }),
        ),
        (emissions) => {
          expect(sumEmissions(emissions)).toEqual(reference(emissions));
          expect(sumEmissions([...emissions].reverse())).toEqual(reference(emissions));
        },
      ),
      { numRuns: 1_000 },
    );
  });
});

describe('footprintOf', () => {
  it('combines two lines of 10 t ±5 % and 30 t ±10 % into 40 t ±7.603 % (the reference check)', () => {
    // sqrt(0.5² + 3²) / 40 · 100 = 7.6034…
    expect(footprintOf([emission('a', 10_000, 5), emission('b', 30_000, 10)])).toEqual({
      carbon_footprint: 40,
      carbon_footprint_avoided: 0,
      uncertainty: 7.603,
    });
  });

  it('adds the emissions of one line linearly: they share one factor error', () => {
    // Two activities of 10 t ±5 % on one line are 20 t ±5 %, not ±3.536 % as if independent.
    expect(footprintOf([emission('a', 10_000, 5), emission('a', 10_000, 5)]).uncertainty).toBe(5);
    // On two lines they are independent: sqrt(0.5² + 0.5²) / 20 · 100 = 3.5355…
    expect(footprintOf([emission('a', 10_000, 5), emission('b', 10_000, 5)]).uncertainty).toBe(3.536);
  });

  it('adds the half-widths of one line when its emissions carry different uncertainties', () => {
    // (10,000 × 5 + 30,000 × 10) / 100 = 3,500 kg over 40,000 kg = 8.75 %.
    expect(footprintOf([emission('a', 10_000, 5), emission('a', 30_000, 10)]).uncertainty).toBe(8.75);
  });

  it('counts avoided emissions apart, and never in the uncertainty', () => {
    const counted = [emission('a', 10_000, 5), emission('b', 30_000, 10)];
    const withAvoided = [...counted, emission('c', 2_500, 100, true), emission('a', 500, 50, true)];
    expect(footprintOf(withAvoided)).toEqual({
      carbon_footprint: 40,
      carbon_footprint_avoided: 3,
      uncertainty: 7.603,
    });
  });

  it('answers 0 for nothing, and uncertainty 0 for a total of 0', () => {
    const zero = { carbon_footprint: 0, carbon_footprint_avoided: 0, uncertainty: 0 };
    expect(footprintOf([])).toEqual(zero);
    expect(footprintOf([emission('a', 0, 10)])).toEqual(zero);
    expect(footprintOf([emission('a', 1_000, 10, true)])).toEqual({ ...zero, carbon_footprint_avoided: 1 });
  });

  it('rounds tonnes to 6 decimals after summing the unrounded kg', () => {
    // Three 0.4 g emissions would each round to 0 t; their 1.2 g sum rounds to 0.000001 t.
    const grams = [emission('a', 0.0004, 5), emission('b', 0.0004, 5), emission('c', 0.0004, 5)];
    expect(footprintOf(grams).carbon_footprint).toBe(0.000001);
  });
});

describe('lineHalfWidthSquared and combineUncertainty', () => {
  it('are the spec’s aux and the total’s uncertainty', () => {
    expect(lineHalfWidthSquared(10_000, 5)).toBe(250_000);
    expect(lineHalfWidthSquared(30_000, 10)).toBe(9_000_000);
    expect(combineUncertainty(250_000 + 9_000_000, 40_000)).toBe(7.603);
  });

  it('give 0 for a total of 0 and ignore the total’s sign', () => {
    expect(combineUncertainty(100, 0)).toBe(0);
    expect(combineUncertainty(250_000, -10_000)).toBe(5);
  });
});

const lines = ['a', 'b', 'c', 'd', 'e'];
const anEmission = fc.record({
  line: fc.constantFrom(...lines),
  co2e_kg: fc.double({ min: 0, max: 1e7, noNaN: true }),
  uncertainty: fc.double({ min: 0, max: 100, noNaN: true }),
  avoided: fc.boolean(),
});
const emissions = fc.array(anEmission, { maxLength: 40 });

function expectRelativelyClose(actual: number, expected: number, tolerance = 1e-9) {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance * Math.max(1, Math.abs(expected)));
}

describe('footprintOf: properties', () => {
  it('equals the sum of its parts when the emissions are split by line', () => {
    fc.assert(
      fc.property(emissions, (all) => {
        const parts = lines.map((line) => all.filter((e) => e.line === line)).filter((p) => p.length > 0);
        const whole = sumEmissions(all);
        const sums = parts.map(sumEmissions);
        // Unrounded, the sums add field by field, uncertainty's aux included…
        expectRelativelyClose(
          sums.reduce((s, p) => s + p.co2e_kg, 0),
          whole.co2e_kg,
        );
        expectRelativelyClose(
          sums.reduce((s, p) => s + p.avoided_kg, 0),
          whole.avoided_kg,
        );
        expectRelativelyClose(
          sums.reduce((s, p) => s + p.aux, 0),
          whole.aux,
        );
        // …and rounded, the parts' tonnes add up within their rounding.
        const total = footprintOf(all);
        const footprints = parts.map(footprintOf);
        const slack = parts.length * 5e-7 + 1e-9;
        const added = footprints.reduce((s, p) => s + p.carbon_footprint, 0);
        const addedAvoided = footprints.reduce((s, p) => s + p.carbon_footprint_avoided, 0);
        expect(Math.abs(added - total.carbon_footprint)).toBeLessThanOrEqual(slack);
        expect(Math.abs(addedAvoided - total.carbon_footprint_avoided)).toBeLessThanOrEqual(slack);
      }),
    );
  });

  it('does not depend on the order of the emissions, to the last bit', () => {
    // Float addition is not associative: 0.1 + 0.2 + 0.3 and 0.3 + 0.2 + 0.1 differ in the last bit.
    const forth = [emission('a', 0.1, 5), emission('b', 0.2, 5), emission('c', 0.3, 5)];
    expect(sumEmissions([...forth].reverse())).toEqual(sumEmissions(forth));
    const shuffled = emissions.chain((all) =>
      fc.tuple(fc.constant(all), fc.shuffledSubarray(all, { minLength: all.length })),
    );
    fc.assert(
      fc.property(shuffled, ([all, reordered]) => {
        expect(sumEmissions(reordered)).toEqual(sumEmissions(all));
        expect(footprintOf(reordered)).toEqual(footprintOf(all));
      }),
    );
  });

  it('gives n emissions of one line the uncertainty of one of them (no 1/√n shrinking)', () => {
    // The classic mistake, combining every activity in quadrature as if independent, gives u/√n
    // here. Uncertainties are drawn with 3 decimals so the expected figure is exactly u.
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 1e-3, max: 1e7, noNaN: true }), { minLength: 1, maxLength: 50 }),
        fc.integer({ min: 0, max: 100_000 }).map((thousandths) => thousandths / 1000),
        (amounts, u) => {
          const oneLine = amounts.map((kg) => emission('line', kg, u));
          expect(footprintOf(oneLine).uncertainty).toBe(u);
          // The same emissions on lines of their own are independent and never less certain.
          const ownLines = amounts.map((kg, i) => emission(`line ${i}`, kg, u));
          expect(footprintOf(ownLines).uncertainty).toBeLessThanOrEqual(u);
        },
      ),
    );
  });

  it('is roundFootprint of its sums', () => {
    fc.assert(
      fc.property(emissions, (all) => {
        expect(footprintOf(all)).toEqual(roundFootprint(sumEmissions(all)));
      }),
    );
  });
});
