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
