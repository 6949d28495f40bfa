// What the demo's generated data shares (its activities, its indicators): the months it covers and a
// seeded randomness, so every start writes the same figures.

/** A pseudo-random number generator (mulberry32): the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The first month of demo data: the seeded EPA values are valid from 2024 on. */
export const DEMO_FIRST_MONTH = '2024-01';

/** `YYYY-MM` of every month from `first` to the month before `today`'s. */
export function monthsUntil(first: string, today: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  const end = today.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key >= end) return months;
    months.push(key);
    month++;
    if (month > 12) {
      month = 1;
      year++;
    }
  }
}
