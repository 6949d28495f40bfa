import type { TCalcGasValue } from './types.ts';

/** The gas values valid on `date` (`YYYY-MM-DD`): both ends of a validity range count. */
export function gasValuesOn(values: readonly TCalcGasValue[], date: string): TCalcGasValue[] {
  // ISO dates compare as text in calendar order, so no Date (and no time zone) is involved.
  return values.filter((value) => value.date_start <= date && date <= value.date_end);
}
