import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../i18n/issues.ts';
import { ZEmissionActivityInput } from './emission-activities.ts';

const errorsOf = (input: object) => {
  const parsed = ZEmissionActivityInput.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error.issues, 'en');
};

const byFactor = {
  company_id: 1,
  date: '2024-06-15',
  consumption: 12.5,
  by_emission_source: false,
  emission_factor_id: 3,
  type_id: 1,
  unit_measurement_id: 2,
};

describe('ZEmissionActivityInput', () => {
  it('takes an activity by factor and one by emission source', () => {
    expect(ZEmissionActivityInput.safeParse(byFactor).success).toBe(true);
    expect(
      ZEmissionActivityInput.safeParse({
        ...byFactor,
        by_emission_source: true,
        emission_factor_id: null,
        type_id: null,
        emission_source_id: 9,
      }).success,
    ).toBe(true);
  });

  it('asks for what the chosen way needs, together with every other missing field', () => {
    expect(Object.keys(errorsOf({ company_id: 1, by_emission_source: false })).sort()).toEqual([
      'consumption',
      'date',
      'emission_factor_id',
      'type_id',
      'unit_measurement_id',
    ]);
    expect(Object.keys(errorsOf({ company_id: 1, by_emission_source: true })).sort()).toEqual([
      'consumption',
      'date',
      'emission_source_id',
      'unit_measurement_id',
    ]);
  });

  it('refuses a consumption of 0 or less as "invalid consumption", and a day before 1980', () => {
    for (const consumption of [0, -3])
      expect(errorsOf({ ...byFactor, consumption }).consumption).toEqual([
        'Invalid consumption: enter a number greater than 0.',
      ]);
    // Past the floor of 1e-9 in its unit: a slip, or a denormal the calculation cannot keep.
    for (const consumption of [5e-324, 1e-10, 9.99e-10])
      expect(errorsOf({ ...byFactor, consumption }).consumption).toEqual([
        'The consumption is too small: the least is 0.000000001 in its unit.',
      ]);
    expect(errorsOf({ ...byFactor, consumption: 1e-9 }).consumption).toBeUndefined();
    expect(errorsOf({ ...byFactor, date: '1979-12-31' }).date).toEqual([
      'The date must be 1 January 1980 or later.',
    ]);
  });

  it('completes a document link typed without https:// and refuses another scheme', () => {
    const parsed = ZEmissionActivityInput.parse({ ...byFactor, documents: 'drive.example.com/factura' });
    expect(parsed.documents).toBe('https://drive.example.com/factura');
    expect(errorsOf({ ...byFactor, documents: 'javascript:alert(1)' }).documents).toHaveLength(1);
  });
});
