import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../i18n/issues.ts';
import { translate } from '../i18n/messages.ts';
import {
  UNIT_GROUPS,
  ZUnitMeasurement,
  ZUnitMeasurementInput,
  isUnitGroup,
  unitGroupsMatching,
} from './unit-measurements.ts';

function errorsOf(input: unknown, lang: 'es' | 'en') {
  const result = ZUnitMeasurementInput.safeParse(input);
  return result.success ? null : fieldErrors(result.error.issues, lang);
}

describe('unit groups', () => {
  it('takes a known group, or none', () => {
    for (const group of UNIT_GROUPS) expect(errorsOf({ name: 'Barril', group }, 'es')).toBeNull();
    expect(ZUnitMeasurementInput.parse({ name: 'Barril', group: ' ' }).group).toBeNull();
    expect(ZUnitMeasurementInput.parse({ name: 'Barril' }).group).toBeUndefined();
  });

  it('refuses another group, naming the groups in words of the language', () => {
    expect(errorsOf({ name: 'Barril', group: 'volumen' }, 'es')).toEqual({
      group: [translate('validation.unit_group', 'es')],
    });
    expect(errorsOf({ name: 'Barril', group: 'liquids' }, 'en')).toEqual({
      group: [translate('validation.unit_group', 'en')],
    });
    for (const lang of ['es', 'en'] as const) {
      const message = translate('validation.unit_group', lang).toLocaleLowerCase(lang);
      for (const group of UNIT_GROUPS)
        expect(message).toContain(translate(`unit_groups.${group}`, lang).toLocaleLowerCase(lang));
    }
  });

  it('reads a stored unit whatever its group holds', () => {
    const stored = {
      id: 1,
      code: null,
      name: 'Barril',
      name_en: null,
      display_name: 'Barril',
      abbreviation: 'bbl',
      group: 'liquids',
      factor: 158.987,
      description: null,
      created_at: '2024-01-01T00:00:00Z',
      updated_at: '2024-01-01T00:00:00Z',
    };
    expect(ZUnitMeasurement.parse(stored).group).toBe('liquids');
    expect(isUnitGroup('liquids')).toBe(false);
    expect(isUnitGroup('volume')).toBe(true);
  });

  it('finds groups by their words in either language, without accents or case', () => {
    expect(unitGroupsMatching('Energía')).toEqual(['energy']);
    expect(unitGroupsMatching('energia')).toEqual(['energy']);
    expect(unitGroupsMatching('VOLUME')).toEqual(['volume']);
    expect(unitGroupsMatching('distancia')).toEqual(['distance', 'passenger_distance', 'freight_distance']);
    expect(unitGroupsMatching('  ')).toEqual([]);
    expect(unitGroupsMatching('galón')).toEqual([]);
  });
});
