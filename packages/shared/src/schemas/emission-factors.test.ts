import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../i18n/issues.ts';
import { ZEmissionFactorInput, percentsSumTo100 } from './emission-factors.ts';

const factor = { name: 'Mezcla diésel B10', source_id: 1, derives: true };
const part = (id: number, percent: number, avoided = false) => ({ id, name: `F${id}`, percent, avoided });

function errorsOf(input: unknown, lang: 'es' | 'en' = 'en') {
  const result = ZEmissionFactorInput.safeParse(input);
  return result.success ? null : fieldErrors(result.error.issues, lang);
}

describe('derived factor parts', () => {
  it('refuses parts that add up to 99.9, naming the field `factors` in both languages', () => {
    const input = { ...factor, factors: [part(1, 90), part(2, 9.9)] };
    expect(errorsOf(input, 'en')).toEqual({ factors: ['The percentages must add up to exactly 100.'] });
    expect(errorsOf(input, 'es')).toEqual({ factors: ['Los porcentajes deben sumar exactamente 100.'] });
  });

  it('accepts parts that add up to exactly 100', () => {
    expect(errorsOf({ ...factor, factors: [part(1, 90), part(2, 10, true)] })).toBeNull();
  });

  it('accepts 33.333 + 33.333 + 33.334, and compares in thousandths despite floating point', () => {
    expect(errorsOf({ ...factor, factors: [part(1, 33.333), part(2, 33.333), part(3, 33.334)] })).toBeNull();
    // In floating point these add up to 99.99999999999999.
    expect(0.1 + 64.1 + 35.8).not.toBe(100);
    expect(errorsOf({ ...factor, factors: [part(1, 0.1), part(2, 64.1), part(3, 35.8)] })).toBeNull();
    expect(percentsSumTo100([33.333, 33.333, 33.333])).toBe(false);
    expect(percentsSumTo100([100.001])).toBe(false);
  });

  it('refuses more than three decimals, which the database could not keep', () => {
    expect(errorsOf({ ...factor, factors: [part(1, 33.3333), part(2, 66.6667)] })).toEqual({
      'factors.0.percent': ['Use at most 3 decimal places.'],
      'factors.1.percent': ['Use at most 3 decimal places.'],
    });
  });

  it('needs at least one part when derives is on', () => {
    expect(errorsOf({ ...factor, factors: [] })).toEqual({ factors: ['Add at least one derived factor.'] });
    expect(errorsOf({ ...factor })).toEqual({ factors: ['Add at least one derived factor.'] });
  });

  it('refuses a percent above 100 or below 0, and a factor twice', () => {
    expect(errorsOf({ ...factor, factors: [part(1, 100.5)] })).toEqual({
      'factors.0.percent': ['Must be less than or equal to 100.'],
    });
    expect(errorsOf({ ...factor, factors: [part(1, -1), part(2, 101)] })).toMatchObject({
      'factors.0.percent': ['Must be greater than or equal to 0.'],
    });
    expect(errorsOf({ ...factor, factors: [part(1, 50), part(1, 50)] })).toEqual({
      'factors.1.id': ['This value is repeated.'],
    });
  });

  it('ignores the sum when derives is off', () => {
    expect(errorsOf({ ...factor, derives: false, factors: [part(1, 10)] })).toBeNull();
    expect(ZEmissionFactorInput.parse({ name: 'Diésel', source_id: 1 })).toMatchObject({
      fly: false,
      derives: false,
      factors: [],
    });
  });

  it('keeps the name between 3 and 80 characters and requires the source', () => {
    expect(errorsOf({ name: 'ab', derives: false })).toEqual({
      name: ['Must be at least 3 characters.'],
      source_id: ['This field is required.'],
    });
    expect(errorsOf({ name: 'x'.repeat(81), source_id: 1 })).toEqual({
      name: ['Must be at most 80 characters.'],
    });
  });
});
