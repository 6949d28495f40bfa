// Which roll-up rows sum a period (DESIGN §4, §7). The roll-ups hold a row per key and year, month
// and day (a month's days once a reading needs them: `rollup-days.repository.ts`); a period is read as its whole years, then the months of a year it covers in part, then
// the days of a month it covers in part. Where a period covers most of a year (or month), it reads
// the whole year less the months (or days) it leaves out, whichever takes fewer rows. The default
// three years so cost a handful of years and months plus a few days, however many activities they
// hold; a monthly chart reads months and days only (`levels`).

export type RollupGrain = 'y' | 'm' | 'd';

/** A range of roll-up rows of one grain, by their period (both included), added or taken away. */
export type RollupSpan = { grain: RollupGrain; from: string; to: string; sign: 1 | -1 };

const DAY_MS = 86_400_000;

const toDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The first and last day of the year, month or day holding `day`. */
function unitOf(grain: RollupGrain, day: number): { first: number; last: number } {
  if (grain === 'd') return { first: day, last: day };
  const date = new Date(day * DAY_MS);
  const year = date.getUTCFullYear();
  if (grain === 'y') return { first: Date.UTC(year, 0, 1) / DAY_MS, last: Date.UTC(year, 11, 31) / DAY_MS };
  const month = date.getUTCMonth();
  return { first: Date.UTC(year, month, 1) / DAY_MS, last: Date.UTC(year, month + 1, 0) / DAY_MS };
}

/** How many years, months or days run from the unit of `first` to the unit of `last`. */
function unitsBetween(grain: RollupGrain, first: number, last: number): number {
  if (grain === 'd') return last - first + 1;
  const a = new Date(first * DAY_MS);
  const b = new Date(last * DAY_MS);
  const years = b.getUTCFullYear() - a.getUTCFullYear();
  return grain === 'y' ? years + 1 : years * 12 + b.getUTCMonth() - a.getUTCMonth() + 1;
}

type Cover = { spans: RollupSpan[]; rows: number };

const NOTHING: Cover = { spans: [], rows: 0 };
const join = (...covers: Cover[]): Cover => ({
  spans: covers.flatMap((cover) => cover.spans),
  rows: covers.reduce((sum, cover) => sum + cover.rows, 0),
});
const negated = (cover: Cover): Cover => ({
  spans: cover.spans.map((span) => ({ ...span, sign: span.sign === 1 ? -1 : 1 })),
  rows: cover.rows,
});
const cheaper = (a: Cover, b: Cover) => (b.rows < a.rows ? b : a);

/** Whole units of `grain` from the unit of `first` to the unit of `last` (days), as one span. */
function whole(grain: RollupGrain, first: number, last: number): Cover {
  if (first > last) return NOTHING;
  return {
    spans: [
      { grain, from: isoOf(unitOf(grain, first).first), to: isoOf(unitOf(grain, last).first), sign: 1 },
    ],
    rows: unitsBetween(grain, first, last),
  };
}

/** The fewest rows that sum the days `start`..`end` with these grains, coarsest first. */
function cover(start: number, end: number, levels: readonly RollupGrain[]): Cover {
  if (start > end) return NOTHING;
  const [grain, ...finer] = levels;
  if (!grain) throw new Error('no grain to read');
  if (finer.length === 0) return whole(grain, start, end);
  const first = unitOf(grain, start);
  const last = unitOf(grain, end);
  if (first.first === last.first)
    return cheaper(
      cover(start, end, finer),
      join(
        whole(grain, first.first, first.first),
        negated(cover(first.first, start - 1, finer)),
        negated(cover(end + 1, first.last, finer)),
      ),
    );
  // The first unit: its days from `start`, or all of it less the days before.
  const head =
    start === first.first
      ? { cover: NOTHING, wholeFrom: first.first }
      : [
          { cover: cover(start, first.last, finer), wholeFrom: first.last + 1 },
          { cover: negated(cover(first.first, start - 1, finer)), wholeFrom: first.first },
        ].reduce((a, b) => (b.cover.rows + (b.wholeFrom === first.first ? 1 : 0) < a.cover.rows ? b : a));
  // The last unit: its days up to `end`, or all of it less the days after.
  const tail =
    end === last.last
      ? { cover: NOTHING, wholeTo: last.last }
      : [
          { cover: cover(last.first, end, finer), wholeTo: last.first - 1 },
          { cover: negated(cover(end + 1, last.last, finer)), wholeTo: last.last },
        ].reduce((a, b) => (b.cover.rows + (b.wholeTo === last.last ? 1 : 0) < a.cover.rows ? b : a));
  return join(whole(grain, head.wholeFrom, tail.wholeTo), head.cover, tail.cover);
}

/**
 * The spans that sum the days `from`..`to` (`YYYY-MM-DD`, both included), reading the grains of
 * `levels` (coarsest first, down to days).
 */
export function rollupSpans(
  from: string,
  to: string,
  levels: readonly RollupGrain[] = ['y', 'm', 'd'],
): RollupSpan[] {
  return cover(toDay(from), toDay(to), levels).spans;
}
