// Which roll-up rows sum a period (DESIGN §4, §7): the months it covers whole from the monthly
// rows, and the days of a month it covers in part from the daily rows, or, when it covers most of
// that month, the month less the days it leaves out. A period of years so costs its months plus at
// most half a month of days at each end, however many activities it holds.

/** A range of roll-up rows of one grain (both days included), added or taken away. */
export type RollupSpan = { grain: 'd' | 'm'; from: string; to: string; sign: 1 | -1 };

const DAY_MS = 86_400_000;

const toDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

function monthOf(day: number): { first: number; last: number } {
  const date = new Date(day * DAY_MS);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  return {
    first: Date.UTC(year, month, 1) / DAY_MS,
    last: Date.UTC(year, month + 1, 0) / DAY_MS,
  };
}

/**
 * The spans that sum the days `from`..`to` (`YYYY-MM-DD`, both included). The months whole or
 * nearly are one monthly span; each month covered in part adds its days, or takes away the days it
 * leaves out, whichever are fewer.
 */
export function rollupSpans(from: string, to: string): RollupSpan[] {
  const start = toDay(from);
  const end = toDay(to);
  if (!(start <= end)) return [];
  const spans: RollupSpan[] = [];
  const days = (first: number, last: number, sign: 1 | -1) => {
    if (first <= last) spans.push({ grain: 'd', from: isoOf(first), to: isoOf(last), sign });
  };
  const firstMonth = monthOf(start);
  const lastMonth = monthOf(end);
  // The months read whole (or less the days left out), from the first month's first day.
  let wholeFrom = firstMonth.first;
  let wholeTo = lastMonth.first;
  if (firstMonth.first === lastMonth.first) {
    const covered = end - start + 1;
    const left = firstMonth.last - firstMonth.first + 1 - covered;
    if (left > 0 && covered <= left) {
      days(start, end, 1);
      return spans;
    }
    days(firstMonth.first, start - 1, -1);
    days(end + 1, firstMonth.last, -1);
  } else {
    // The first month: from `start` to its end.
    if (start > firstMonth.first) {
      if (firstMonth.last - start + 1 <= start - firstMonth.first) {
        days(start, firstMonth.last, 1);
        wholeFrom = firstMonth.last + 1;
      } else days(firstMonth.first, start - 1, -1);
    }
    // The last month: from its first day to `end`.
    if (end < lastMonth.last) {
      if (end - lastMonth.first + 1 <= lastMonth.last - end) {
        days(lastMonth.first, end, 1);
        wholeTo = monthOf(lastMonth.first - 1).first;
      } else days(end + 1, lastMonth.last, -1);
    }
  }
  if (wholeFrom <= wholeTo)
    spans.unshift({ grain: 'm', from: isoOf(wholeFrom), to: isoOf(wholeTo), sign: 1 });
  return spans;
}
