import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../i18n/issues.ts';
import { ZEmissionSourceInput, ZEmissionSourcesQuery } from './emission-sources.ts';

const source = {
  company_id: 1,
  code: 'CAL-01',
  name: 'Caldera de vapor',
  type_id: 1,
  source_id: 2,
  emission_factor_id: 3,
  headquarter_id: 4,
};

function errorsOf(input: unknown) {
  const result = ZEmissionSourceInput.safeParse(input);
  return result.success ? null : fieldErrors(result.error.issues, 'en');
}

describe('emission source rules', () => {
  it('needs every field: code, name, type, source, factor, headquarter and company', () => {
    expect(errorsOf(source)).toBeNull();
    expect(Object.keys(errorsOf({}) ?? {}).sort()).toEqual([
      'code',
      'company_id',
      'emission_factor_id',
      'headquarter_id',
      'name',
      'source_id',
      'type_id',
    ]);
  });

  it('takes the activity data’s uncertainty as a percent from 0 to 100, 0 (not stated) when left out', () => {
    expect(ZEmissionSourceInput.parse(source).activity_uncertainty).toBe(0);
    expect(ZEmissionSourceInput.parse({ ...source, activity_uncertainty: 12.5 }).activity_uncertainty).toBe(
      12.5,
    );
    expect(errorsOf({ ...source, activity_uncertainty: 100 })).toBeNull();
    const message = ['The activity data’s uncertainty is a percent from 0 to 100 (0 when it is not known).'];
    for (const wrong of [-0.1, 100.5, 'alto', null])
      expect(errorsOf({ ...source, activity_uncertainty: wrong }), String(wrong)).toEqual({
        activity_uncertainty: message,
      });
  });

  it('takes a code of 1 to 40 characters and a name of 3 to 80', () => {
    expect(errorsOf({ ...source, code: 'A' })).toBeNull();
    expect(errorsOf({ ...source, code: ' ', name: 'ab' })).toEqual({
      code: ['This field is required.'],
      name: ['Must be at least 3 characters.'],
    });
    expect(errorsOf({ ...source, code: 'x'.repeat(41), headquarter_id: 0 })).toEqual({
      code: ['Must be at most 40 characters.'],
      headquarter_id: ['Must be a valid id: a whole number from 1 to 2147483647.'],
    });
  });

  it('reads the list query: page, filters left blank, sort keys and days', () => {
    expect(
      ZEmissionSourcesQuery.parse({ company_id: '1', headquarter_id: '', created_at_from: '2024-01-01' }),
    ).toEqual({ company_id: 1, page: 1, per_page: 10, headquarter_id: null, created_at_from: '2024-01-01' });
    expect(ZEmissionSourcesQuery.safeParse({ company_id: '1', sort: 'company_id' }).success).toBe(false);
    expect(ZEmissionSourcesQuery.safeParse({ company_id: '1', created_at_to: '2024-02-30' }).success).toBe(
      false,
    );
  });
});
