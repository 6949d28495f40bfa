import type { TCalcUnit } from './types.ts';

/**
 * `value` in `from` expressed in `to`, through the base unit of their group; null when the units
 * are of different groups (or of none), since litres never become kilograms.
 */
export function convertQuantity(value: number, from: TCalcUnit, to: TCalcUnit): number | null {
  // The same unit converts to itself even in no group, and untouched: v * f / f may miss v by a bit.
  if (from.id === to.id) return value;
  if (from.group === null || from.group !== to.group) return null;
  return (value * from.factor) / to.factor;
}

/**
 * What one `from` is in `to` (1 for the same unit); null when the units are of different groups (or
 * of none). A quantity converts as `value × conversionFactor(from, to)`, the factor a line keeps.
 */
export function conversionFactor(from: TCalcUnit, to: TCalcUnit): number | null {
  if (from.id === to.id) return 1;
  if (from.group === null || from.group !== to.group) return null;
  return from.factor / to.factor;
}
