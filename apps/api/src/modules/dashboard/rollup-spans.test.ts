import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rollupSpans, type RollupGrain, type RollupSpan } from './rollup-spans.ts';

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The last day of the unit a span's `to` names. */
function lastDay(span: RollupSpan): number {
  const year = Number(span.to.slice(0, 4));
  if (span.grain === 'y') return Date.UTC(year, 12, 0) / DAY_MS;
  if (span.grain === 'm') return Date.UTC(year, Number(span.to.slice(5, 7)), 0) / DAY_MS;
  return dayOf(span.to);
}

/** How many times each day counts under the spans (a year's or month's row counts each of its days). */
function coverage(spans: RollupSpan[]): Map<number, number> {
  const counted = new Map<number, number>();
  for (const span of spans)
    for (let day = dayOf(span.from); day <= lastDay(span); day += 1)
      counted.set(day, (counted.get(day) ?? 0) + span.sign);
  return counted;
}

/** How many roll-up rows (per key) the spans read: one per year, month or day. */
function rowsRead(spans: RollupSpan[]): number {
  return spans.reduce((sum, span) => {
    const [fromYear, fromMonth] = [Number(span.from.slice(0, 4)), Number(span.from.slice(5, 7))];
    const [toYear, toMonth] = [Number(span.to.slice(0, 4)), Number(span.to.slice(5, 7))];
    if (span.grain === 'y') return sum + toYear - fromYear + 1;
    if (span.grain === 'm') return sum + (toYear - fromYear) * 12 + toMonth - fromMonth + 1;
    return sum + dayOf(span.to) - dayOf(span.from) + 1;
  }, 0);
}

describe('the roll-up rows of a period', () => {
  it('reads whole years from the yearly rows, whole months from the monthly rows', () => {
    expect(rollupSpans('2024-01-01', '2025-12-31')).toEqual([
      { grain: 'y', from: '2024-01-01', to: '2025-01-01', sign: 1 },
    ]);
    expect(rollupSpans('2024-03-01', '2024-05-31')).toEqual([
      { grain: 'm', from: '2024-03-01', to: '2024-05-01', sign: 1 },
    ]);
  });

  it('reads the default three years as a few years, months and days', () => {
    // 2023-11-26 to 2026-11-26: 2024 to 2026 less December 2026 and 27–30 November 2026, plus
    // December 2023 and 26–30 November 2023.
    expect(rollupSpans('2023-11-26', '2026-11-26')).toEqual([
      { grain: 'y', from: '2024-01-01', to: '2026-01-01', sign: 1 },
      { grain: 'm', from: '2023-12-01', to: '2023-12-01', sign: 1 },
      { grain: 'd', from: '2023-11-26', to: '2023-11-30', sign: 1 },
      { grain: 'm', from: '2026-12-01', to: '2026-12-01', sign: -1 },
      { grain: 'd', from: '2026-11-27', to: '2026-11-30', sign: -1 },
    ]);
  });

  it('reads months and days only when asked (the monthly charts)', () => {
    expect(rollupSpans('2023-11-26', '2026-11-26', ['m', 'd'])).toEqual([
      { grain: 'm', from: '2023-12-01', to: '2026-11-01', sign: 1 },
      { grain: 'd', from: '2023-11-26', to: '2023-11-30', sign: 1 },
      { grain: 'd', from: '2026-11-27', to: '2026-11-30', sign: -1 },
    ]);
  });

  it('reads a few days within one month from the daily rows, most of a month as the month less the rest', () => {
    expect(rollupSpans('2024-02-10', '2024-02-12')).toEqual([
      { grain: 'd', from: '2024-02-10', to: '2024-02-12', sign: 1 },
    ]);
    expect(rollupSpans('2024-02-02', '2024-02-28')).toEqual([
      { grain: 'm', from: '2024-02-01', to: '2024-02-01', sign: 1 },
      { grain: 'd', from: '2024-02-01', to: '2024-02-01', sign: -1 },
      { grain: 'd', from: '2024-02-29', to: '2024-02-29', sign: -1 },
    ]);
  });

  const day = fc.integer({ min: dayOf('1999-01-01'), max: dayOf('2031-12-31') });
  const levels = fc.constantFrom<RollupGrain[]>(['y', 'm', 'd'], ['m', 'd']);

  it('counts every day of any period once and every other day never, reading few rows', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 1500 }), levels, (start, length, grains) => {
        const end = start + length;
        const spans = rollupSpans(isoOf(start), isoOf(end), grains);
        const counted = coverage(spans);
        const wrong = [...counted].filter(([at, times]) => times !== (at >= start && at <= end ? 1 : 0));
        expect(wrong.map(([at]) => isoOf(at))).toEqual([]);
        expect([...counted.values()].filter((times) => times === 1).length).toBe(length + 1);
        expect(spans.every((span) => grains.includes(span.grain))).toBe(true);
        // At most half a year of months and half a month of days at each end, and the years or
        // months between: never a row per day of the period.
        const bound =
          grains[0] === 'y' ? 2 * (7 + 16) + Math.ceil(length / 365) + 1 : 2 * 16 + length / 28 + 2;
        expect(rowsRead(spans)).toBeLessThanOrEqual(bound);
      }),
      { numRuns: 500 },
    );
  });
});
