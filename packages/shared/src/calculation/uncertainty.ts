// Uncertainty lines (DESIGN §4, IPCC 2006 Vol. 1 Ch. 3 Approach 1). The emissions of one line share
// one factor error, so their half-widths add linearly; distinct lines are independent and combine in
// quadrature. Combining each emission on its own in quadrature would make the uncertainty of n
// activities of one source shrink like 1/√n, which is the error this module exists to avoid.
import { kgToTonnes, round3, round6 } from './rounding.ts';
import type { TFootprint, TFootprintSums, TLineEmission } from './types.ts';

/**
 * Sums in ascending order, so a total does not depend on the order the rows came in (a database
 * returns them in any order, and float addition is not associative). Two values need no order
 * (addition is commutative); a short list is sorted by insertion in a copy, a long one as doubles
 * (without a comparator): the calculation sums a few values per activity hundreds of thousands of
 * times in a recalculation, and a typed array for each cost more to collect than to sort.
 */
export function sumOf(values: readonly number[]): number {
  let ordered: ArrayLike<number> = values;
  if (values.length > SHORT_LIST) ordered = Float64Array.from(values).sort();
  else if (values.length > 2) ordered = sortShortList(values.slice(), ascending);
  let sum = 0;
  for (let i = 0; i < ordered.length; i++) sum += ordered[i]!;
  return sum;
}

/** How long a list is sorted by insertion (`sortShortList`). */
export const SHORT_LIST = 32;

/** Numbers ascending (a sort's comparator). */
export const ascending = (a: number, b: number) => a - b;

/**
 * Sorts a short list in place by insertion, which allocates nothing, in the order a stable sort
 * with `compare` gives; returns it.
 */
export function sortShortList<T>(values: T[], compare: (a: T, b: T) => number): T[] {
  for (let i = 1; i < values.length; i++) {
    const value = values[i]!;
    let j = i - 1;
    while (j >= 0 && compare(values[j]!, value) > 0) {
      values[j + 1] = values[j]!;
      j--;
    }
    values[j + 1] = value;
  }
  return values;
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
  const aux: number[] = [];
  const weightedOf = emissions.length > SHORT_LIST ? linesWeighted(emissions) : null;
  for (let i = 0; i < emissions.length; i++) {
    const emission = emissions[i]!;
    if (emission.avoided) {
      avoided.push(emission.co2e_kg);
      continue;
    }
    counted.push(emission.co2e_kg);
    if (weightedOf) continue;
    // An activity's few emissions: a line is added at its first emission, with those after it.
    let seen = false;
    for (let k = 0; k < i && !seen; k++) seen = sameLine(emissions[k]!, emission);
    if (seen) continue;
    const weighted = [emission.co2e_kg * emission.uncertainty];
    for (let k = i + 1; k < emissions.length; k++)
      if (sameLine(emissions[k]!, emission)) weighted.push(emissions[k]!.co2e_kg * emissions[k]!.uncertainty);
    aux.push((sumOf(weighted) / 100) ** 2);
  }
  if (weightedOf) for (const weighted of weightedOf.values()) aux.push((sumOf(weighted) / 100) ** 2);
  return { co2e_kg: sumOf(counted), avoided_kg: sumOf(avoided), aux: sumOf(aux) };
}

const sameLine = (a: TLineEmission, b: TLineEmission) => !a.avoided && a.line === b.line;

/** The counted emissions' e·u by line, for a long list. */
function linesWeighted(emissions: readonly TLineEmission[]): Map<string, number[]> {
  const weightedByLine = new Map<string, number[]>();
  for (const emission of emissions) {
    if (emission.avoided) continue;
    const weighted = weightedByLine.get(emission.line);
    if (weighted) weighted.push(emission.co2e_kg * emission.uncertainty);
    else weightedByLine.set(emission.line, [emission.co2e_kg * emission.uncertainty]);
  }
  return weightedByLine;
}

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
