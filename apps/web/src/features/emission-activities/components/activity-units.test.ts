import { describe, expect, it } from 'vitest';
import { UNITS } from '../../../test/activities.ts';
import { convertibleUnits } from './activity-units.ts';

const names = (ids: number[]) => convertibleUnits(UNITS, ids).map((unit) => unit.abbreviation);

describe('convertibleUnits', () => {
  it('offers every unit of the group the factor’s values are given in', () => {
    expect(names([30])).toEqual(['L', 'gal']);
    expect(names([30, 31])).toEqual(['L', 'gal']);
    expect(names([41])).toEqual(['kWh', 'MWh']);
  });

  it('offers nothing when no unit converts to every value, or the factor has none', () => {
    expect(names([30, 41])).toEqual([]);
    expect(names([])).toEqual([]);
  });

  it('offers a unit of no group only itself', () => {
    const loose = { ...UNITS[0]!, id: 50, abbreviation: 'viaje', group: null };
    expect(convertibleUnits([...UNITS, loose], [50]).map((unit) => unit.abbreviation)).toEqual(['viaje']);
  });
});
