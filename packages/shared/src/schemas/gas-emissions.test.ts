import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../i18n/issues.ts';
import { ZGasEmissionInput, validityOverlaps } from './gas-emissions.ts';

const value = {
  factor_id: 1,
  gas_id: 1,
  unit_measurement_id: 1,
  type_id: 1,
  value: 10.21,
  uncertainty: 5,
  date_start: '2024-01-01',
  date_end: '2024-12-31',
  fountain: 'https://www.epa.gov/climateleadership/ghg-emission-factors-hub',
  reference: 'US EPA GHG Emission Factors Hub 2024, Table 1',
};

function errorsOf(input: unknown, lang: 'es' | 'en' = 'en') {
  const result = ZGasEmissionInput.safeParse(input);
  return result.success ? null : fieldErrors(result.error.issues, lang);
}

describe('gas emission rules', () => {
  it('accepts a complete value; a one-day validity is fine', () => {
    expect(errorsOf(value)).toBeNull();
    expect(errorsOf({ ...value, date_end: value.date_start })).toBeNull();
  });

  it('requires the type (operational or embedded), in both languages', () => {
    expect(errorsOf({ ...value, type_id: null }, 'en')).toEqual({ type_id: ['This field is required.'] });
    expect(errorsOf({ ...value, type_id: undefined }, 'es')).toEqual({
      type_id: ['Este campo es obligatorio.'],
    });
  });

  it('refuses an end before the start on date_end, in both languages', () => {
    const input = { ...value, date_start: '2024-06-01', date_end: '2024-05-31' };
    expect(errorsOf(input, 'en')).toEqual({ date_end: ['The end date must be on or after the start date.'] });
    expect(errorsOf(input, 'es')).toEqual({
      date_end: ['La fecha final debe ser igual o posterior a la fecha inicial.'],
    });
  });

  it('takes dates only as real YYYY-MM-DD days', () => {
    for (const date of ['2023-02-29', '2024-13-01', '01/02/2024', '2024-1-1']) {
      expect(errorsOf({ ...value, date_start: date }), date).toEqual({
        date_start: ['Enter a date that exists, such as 03/15/2024 (MM/DD/YYYY) or 2024-03-15.'],
      });
    }
    expect(errorsOf({ ...value, date_start: '2024-02-29' })).toBeNull();
  });

  it('keeps value ≥ 0, uncertainty 0–1000 % and a reference up to 500 characters', () => {
    expect(errorsOf({ ...value, value: -1, uncertainty: 1000.5, reference: 'x'.repeat(501) })).toEqual({
      value: ['Must be greater than or equal to 0.'],
      uncertainty: ['Must be less than or equal to 1000.'],
      reference: ['Must be at most 500 characters.'],
    });
    expect(errorsOf({ ...value, fountain: ' ', reference: undefined })).toEqual({
      fountain: ['Must be at least 3 characters.'],
      reference: ['This field is required.'],
    });
  });

  it('treats validity ranges as overlapping when they share a day', () => {
    const a = { date_start: '2024-01-01', date_end: '2024-12-31' };
    expect(validityOverlaps(a, { date_start: '2024-12-31', date_end: '2025-12-31' })).toBe(true);
    expect(validityOverlaps(a, { date_start: '2023-01-01', date_end: '2025-01-01' })).toBe(true);
    expect(validityOverlaps(a, { date_start: '2025-01-01', date_end: '2025-12-31' })).toBe(false);
    expect(validityOverlaps(a, { date_start: '2020-01-01', date_end: '2023-12-31' })).toBe(false);
  });
});
