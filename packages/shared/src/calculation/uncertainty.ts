// Uncertainty lines (DESIGN §4, IPCC 2006 Vol. 1 Ch. 3 Approach 1). The emissions of one line share
// one factor error, so their half-widths add linearly; distinct lines are independent and combine in
// quadrature. Combining each emission on its own in quadrature would make the uncertainty of n
// activities of one source shrink like 1/√n, which is the error this module exists to avoid.
import { kgToTonnes, round3, round6 } from './rounding.ts';
import type { TFootprint, TFootprintSums, TLineEmission } from './types.ts';

/**
 * Sums in ascending order, so a total does not depend on the order the rows came in (a database
 * returns them in any order, and float addition is not associative). Two values need no order
 * (addition is commutative); more are sorted in a copy, a short list by insertion: the calculation
 * sums a few values per activity hundreds of thousands of times in a recalculation, and a typed
 * array made for each cost more to collect than the sort.
 */
export function sumOf(values: readonly number[]): number {
  if (values.length <= 2) return 0 + (values[0] ?? 0) + (values[1] ?? 0);
  return sumInPlace(values.slice());
}

/** Adds in ascending order (see `sumOf`), sorting `values` in place: for a list of the caller's own. */
export function sumInPlace(values: number[]): number {
  sortInPlace(values, ascending);
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i]!;
  return sum;
}

/** How long a list is sorted by insertion (`sortInPlace`). */
const SHORT_LIST = 32;

/** Numbers ascending (a sort's comparator). */
const ascending = (a: number, b: number) => a - b;

/**
 * Sorts a list in place in the order a stable sort with `compare` gives: a short one by insertion,
 * which allocates nothing (the sums sort a few values per activity hundreds of thousands of times),
 * a longer one by `Array.prototype.sort`.
 */
export function sortInPlace<T>(values: T[], compare: (a: T, b: T) => number): void {
  if (values.length > SHORT_LIST) {
    values.sort(compare);
    return;
  }
  for (let i = 1; i < values.length; i++) {
    const value = values[i]!;
    let j = i - 1;
    while (j >= 0 && compare(values[j]!, value) > 0) {
      values[j + 1] = values[j]!;
      j--;
    }
    values[j + 1] = value;
  }
}

/** A line's squared absolute half-width, `aux = (e · u/100)²`, in the square of e's unit. */
export function lineHalfWidthSquared(e_kg: number, u: number): number {
  return ((e_kg * u) / 100) ** 2;
}

/**
 * A total's uncertainty in percent, rounded to 3 decimals: `sqrt(Σ aux) / |Σ e| · 100`. `sumAux`
 * must be in the square of `total`'s unit (kg² with kg). A total of 0 has uncertainty 0.
 */
export function combineUncertainty(sumAux: number, total: number): number {
  if (total === 0) return 0;
  return round3((Math.sqrt(sumAux) / Math.abs(total)) * 100);
}

/**
 * The unrounded sums of a set of emissions. Within a line the half-widths e·u/100 add (so emissions
 * of one line with different uncertainties still count as one error); avoided emissions are only
 * summed, as they never enter the footprint's uncertainty.
 */
export function sumEmissions(emissions: readonly TLineEmission[]): TFootprintSums {
  const counted: number[] = [];
  const avoided: number[] = [];
  const lines: TLineEmission[] = [];
  for (const emission of emissions) {
    if (emission.avoided) {
      avoided.push(emission.co2e_kg);
      continue;
    }
    counted.push(emission.co2e_kg);
    lines.push(emission);
  }
  // The counted emissions in line order, so each line's are next to one another.
  sortInPlace(lines, byLine);
  const aux: number[] = [];
  for (let at = 0; at < lines.length;) {
    let end = at + 1;
    while (end < lines.length && lines[end]!.line === lines[at]!.line) end++;
    const weighted = sumInPlace(lines.slice(at, end).map((e) => e.co2e_kg * e.uncertainty));
    aux.push((weighted / 100) ** 2);
    at = end;
  }
  return { co2e_kg: sumInPlace(counted), avoided_kg: sumInPlace(avoided), aux: sumInPlace(aux) };
}

const byLine = (a: TLineEmission, b: TLineEmission) => (a.line < b.line ? -1 : a.line > b.line ? 1 : 0);

/** A footprint as answered, from unrounded sums: t rounded to 6 decimals, % rounded to 3. */
export function roundFootprint(sums: TFootprintSums): TFootprint {
  return {
    carbon_footprint: round6(kgToTonnes(sums.co2e_kg)),
    carbon_footprint_avoided: round6(kgToTonnes(sums.avoided_kg)),
    uncertainty: combineUncertainty(sums.aux, sums.co2e_kg),
  };
}

/** The footprint of a set of emissions, its uncertainty combined line by line. */
export function footprintOf(emissions: readonly TLineEmission[]): TFootprint {
  return roundFootprint(sumEmissions(emissions));
}
