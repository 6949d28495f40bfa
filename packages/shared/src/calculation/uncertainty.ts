// Uncertainty lines (DESIGN §4, IPCC 2006 Vol. 1 Ch. 3 Approach 1). The emissions of one line share
// one factor error, so their half-widths add linearly; distinct lines are independent and combine in
// quadrature. Combining each emission on its own in quadrature would make the uncertainty of n
// activities of one source shrink like 1/√n, which is the error this module exists to avoid.
import { kgToTonnes, round3, round6 } from './rounding.ts';
import type { TFootprint, TFootprintSums, TLineEmission } from './types.ts';

/**
 * Sums in ascending order, so a total does not depend on the order the rows came in (a database
 * returns them in any order, and float addition is not associative). Two values need no order
 * (addition is commutative); more are sorted as doubles, without a comparator: the calculation sums
 * a few values per activity hundreds of thousands of times in a recalculation.
 */
export function sumOf(values: readonly number[]): number {
  const ordered = values.length <= 2 ? values : Float64Array.from(values).sort();
  let sum = 0;
  for (let i = 0; i < ordered.length; i++) sum += ordered[i]!;
  return sum;
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
  const weightedByLine = new Map<string, number[]>();
  const counted: number[] = [];
  const avoided: number[] = [];
  for (const emission of emissions) {
    if (emission.avoided) {
      avoided.push(emission.co2e_kg);
      continue;
    }
    counted.push(emission.co2e_kg);
    const weighted = weightedByLine.get(emission.line) ?? [];
    weighted.push(emission.co2e_kg * emission.uncertainty);
    weightedByLine.set(emission.line, weighted);
  }
  const aux = [...weightedByLine.values()].map((weighted) => (sumOf(weighted) / 100) ** 2);
  return { co2e_kg: sumOf(counted), avoided_kg: sumOf(avoided), aux: sumOf(aux) };
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
