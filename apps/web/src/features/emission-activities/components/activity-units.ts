import type { TUnitMeasurement } from '@huella/shared';

/**
 * The units an activity may be recorded in, given the units its factor's gas values are in
 * (DESIGN.md §4): the calculation converts the activity's unit to each value's unit through their
 * group, so only the units of that group convert; a unit of no group converts only to itself.
 * Values in several groups leave no unit that converts to all of them (an empty list), as does a
 * factor without values.
 */
export function convertibleUnits(
  units: readonly TUnitMeasurement[],
  valueUnitIds: readonly number[],
): TUnitMeasurement[] {
  if (valueUnitIds.length === 0) return [];
  const ids = new Set(valueUnitIds);
  const valueUnits = units.filter((unit) => ids.has(unit.id));
  const groups = new Set(valueUnits.map((unit) => unit.group));
  const [group] = groups;
  if (groups.size === 1 && group !== null) return units.filter((unit) => unit.group === group);
  if (ids.size === 1) return valueUnits;
  return [];
}
