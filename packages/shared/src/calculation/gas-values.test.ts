import { describe, expect, it } from 'vitest';
import { gasValuesOn } from './gas-values.ts';
import type { TCalcGasValue } from './types.ts';

const LITRE = { id: 1, group: 'volume', factor: 1, abbreviation: 'L' };

function gasValue(id: number, gas_id: number, date_start: string, date_end: string): TCalcGasValue {
  const base = {
    factor_id: 1,
    unit: LITRE,
    value: 1,
    uncertainty: 5,
    avoided: false,
    fountain: '',
    reference: '',
  };
  return { ...base, id, gas_id, date_start, date_end };
}

describe('gasValuesOn', () => {
  const values = [
    gasValue(1, 1, '2023-01-01', '2023-12-31'),
    gasValue(2, 1, '2024-01-01', '2024-12-31'),
    gasValue(3, 2, '2020-01-01', '2030-12-31'),
  ];

  it('keeps the values whose validity holds the date, one per gas here', () => {
    expect(gasValuesOn(values, '2024-06-15').map((value) => value.id)).toEqual([2, 3]);
    expect(gasValuesOn(values, '2023-06-15').map((value) => value.id)).toEqual([1, 3]);
  });

  it('counts the first and the last day of a range', () => {
    expect(gasValuesOn(values, '2024-01-01').map((value) => value.id)).toEqual([2, 3]);
    expect(gasValuesOn(values, '2023-12-31').map((value) => value.id)).toEqual([1, 3]);
  });

  it('answers nothing outside every range', () => {
    expect(gasValuesOn(values, '2019-12-31')).toEqual([]);
    expect(gasValuesOn(values, '2031-01-01')).toEqual([]);
    expect(gasValuesOn([], '2024-01-01')).toEqual([]);
  });
});
