import { convertQuantity } from '@huella/shared/calculation/units';
import type { TUnitMeasurement } from '@huella/shared';

/**
 * The units an activity may be recorded in, given the units its factor's gas values are in: those
 * the calculation converts to every one of them (the shared rule of DESIGN.md §4). A factor without
 * values, or with values in units no single unit converts to, leaves none.
 */
export function convertibleUnits(
  units: readonly TUnitMeasurement[],
  valueUnitIds: readonly number[],
): TUnitMeasurement[] {
  const ids = new Set(valueUnitIds);
  const valueUnits = units.filter((unit) => ids.has(unit.id));
  if (valueUnits.length === 0) return [];
  return units.filter((unit) => valueUnits.every((value) => convertQuantity(1, unit, value) !== null));
}
