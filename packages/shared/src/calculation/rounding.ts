// Figures answered to users are rounded once, at the edge, half away from zero. A float such as
// 1.0000005 is stored a hair below its decimal, so `Math.round(x * 1e6) / 1e6` would round it down;
// reading the float first as its 15 significant digits (the digits a double holds for sure) rounds
// the decimal the user sees instead. PostgreSQL turns a float8 into numeric through the same 15
// digits, so `round(x::numeric, 6)` in SQL gives the figure these functions give.

// kg to t lives with the formatters, which show kg as tonnes; it is unrounded: round a sum of
// tonnes with `round6`, not each term.
export { kgToTonnes } from '../format/number.ts';

/** Significant digits a double carries exactly through a decimal round trip (DBL_DIG). */
const SIGNIFICANT_DIGITS = 15;

/** Powers of ten by exponent, exact as doubles up to 10^22. */
const POWERS = Array.from({ length: 23 }, (_, n) => Number(`1e${n}`));

/** Rounds by moving the decimal point in the figure's 15-digit text: exact, and slow. */
export function roundByText(x: number, decimals: number): number {
  if (!Number.isFinite(x) || x === 0) return x === 0 ? 0 : x;
  const [mantissa = '', exponent = '0'] = Math.abs(x).toPrecision(SIGNIFICANT_DIGITS).split('e');
  // Moving the decimal point in the text is exact; multiplying the float by 10^n is not.
  const shifted = Number(`${mantissa}e${Number(exponent) + decimals}`);
  // Past 2^53 there are no fraction digits left to round.
  if (shifted >= Number.MAX_SAFE_INTEGER) return x;
  const rounded = Number(`${Math.round(shifted)}e-${decimals}`);
  if (rounded === 0) return 0;
  return x < 0 ? -rounded : rounded;
}

function roundTo(x: number, decimals: number): number {
  // Where the figure × 10^n lies clearly off a half (further than the 15-digit reading and the
  // product can move it, both well under 10^-13 of it), the nearest whole number is the one the
  // text gives, and a whole number over 10^n is the decimal the text would read: a division of two
  // exact doubles rounds once, as reading the text does. Near a half, the text decides.
  const shifted = Math.abs(x) * POWERS[decimals]!;
  // Well past 2^53 (past any difference the reading or the product make) there is no fraction
  // digit left to round, as the text says too.
  if (shifted > 2 ** 53 * 1.001) return x;
  if (shifted < 2 ** 52) {
    const fraction = shifted - Math.floor(shifted);
    if (Math.abs(fraction - 0.5) > shifted * 1e-13) {
      const rounded = Math.round(shifted) / POWERS[decimals]!;
      if (rounded === 0) return 0;
      return x < 0 ? -rounded : rounded;
    }
  }
  return roundByText(x, decimals);
}

/** Rounds to 6 decimals, half away from zero: how tonnes of CO2e are answered. */
export function round6(x: number): number {
  return roundTo(x, 6);
}

/**
 * Rounds to 12 decimals, half away from zero: how squares of tonnes are answered (`aux`, t², the
 * square of a half-width given to 6 decimals).
 */
export function round12(x: number): number {
  return roundTo(x, 12);
}

/** Rounds to 3 decimals, half away from zero: how uncertainties in percent are answered. */
export function round3(x: number): number {
  return roundTo(x, 3);
}
