import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rollupSpans, type RollupSpan } from './rollup-spans.ts';

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** How many times each day counts under the spans (a monthly span counts each day of its months). */
function coverage(spans: RollupSpan[]): Map<number, number> {
  const counted = new Map<number, number>();
  for (const span of spans) {
    const last =
      span.grain === 'd'
        ? dayOf(span.to)
        : Date.UTC(Number(span.to.slice(0, 4)), Number(span.to.slice(5, 7)), 0) / DAY_MS;
    for (let day = dayOf(span.from); day <= last; day += 1)
      counted.set(day, (counted.get(day) ?? 0) + span.sign);
  }
  return counted;
}

describe('the roll-up rows of a period', () => {
  it('reads whole months from the monthly rows and nothing else', () => {
    expect(rollupSpans('2024-01-01', '2024-12-31')).toEqual([
      { grain: 'm', from: '2024-01-01', to: '2024-12-01', sign: 1 },
    ]);
  });

  it('adds the few days of a month covered in part and takes away the few days left out', () => {
    // The default period: the last three years to today.
    expect(rollupSpans('2023-11-26', '2026-11-26')).toEqual([
      { grain: 'm', from: '2023-12-01', to: '2026-11-01', sign: 1 },
      { grain: 'd', from: '2023-11-26', to: '2023-11-30', sign: 1 },
      { grain: 'd', from: '2026-11-27', to: '2026-11-30', sign: -1 },
    ]);
  });

  it('reads a few days within one month from the daily rows', () => {
    expect(rollupSpans('2024-02-10', '2024-02-12')).toEqual([
      { grain: 'd', from: '2024-02-10', to: '2024-02-12', sign: 1 },
    ]);
    expect(rollupSpans('2024-02-02', '2024-02-28')).toEqual([
      { grain: 'm', from: '2024-02-01', to: '2024-02-01', sign: 1 },
      { grain: 'd', from: '2024-02-01', to: '2024-02-01', sign: -1 },
      { grain: 'd', from: '2024-02-29', to: '2024-02-29', sign: -1 },
    ]);
  });

  it('counts every day of any period once, every other day never, with at most half a month of days at each end', () => {
    const day = fc.integer({ min: dayOf('1999-01-01'), max: dayOf('2031-12-31') });
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 1200 }), (start, length) => {
        const end = start + length;
        const spans = rollupSpans(isoOf(start), isoOf(end));
        const counted = coverage(spans);
        const wrong = [...counted].filter(([at, times]) => times !== (at >= start && at <= end ? 1 : 0));
        expect(wrong.map(([at]) => isoOf(at))).toEqual([]);
        expect([...counted.values()].filter((times) => times === 1).length).toBe(length + 1);
        const dailyDays = spans
          .filter((span) => span.grain === 'd')
          .reduce((sum, span) => sum + dayOf(span.to) - dayOf(span.from) + 1, 0);
        expect(dailyDays).toBeLessThanOrEqual(31);
        expect(spans.filter((span) => span.grain === 'm').length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });
});
