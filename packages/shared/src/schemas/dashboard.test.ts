import { describe, expect, it } from 'vitest';
import {
  categoryWorkingKey,
  parseWorkingKey,
  ZDashboardFilter,
  ZDashboardQuery,
  ZSourceDashboardFilter,
} from './dashboard.ts';

const query = { company_id: 7, date_from: '2024-01-01', date_to: '2024-12-31' };

describe('dashboard filters', () => {
  it('lets the API answer every source when none is named, but a screen asks for at least one', () => {
    expect(ZDashboardQuery.parse(query).sources).toEqual([]);
    expect(ZDashboardFilter.safeParse(query).error?.issues).toEqual([
      expect.objectContaining({ path: ['sources'], message: 'dashboard.sources_required' }),
    ]);
    expect(ZDashboardFilter.parse({ ...query, sources: '3,4' }).sources).toEqual([3, 4]);
  });

  it('takes exactly one source on a source page', () => {
    expect(ZSourceDashboardFilter.safeParse({ ...query, sources: [3, 4] }).error?.issues).toEqual([
      expect.objectContaining({ path: ['sources'], message: 'dashboard.one_source' }),
    ]);
    expect(ZSourceDashboardFilter.parse({ ...query, sources: ['3'] }).sources).toEqual([3]);
  });

  it('refuses a period that ends before it starts, on its end', () => {
    expect(ZDashboardQuery.safeParse({ ...query, date_to: '2023-12-31' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['date_to'], message: 'validation.date_order' }),
    ]);
  });
});

describe('the key of a working', () => {
  it('names one figure of its group', () => {
    expect(parseWorkingKey('total', undefined)).toEqual({ group: 'total' });
    expect(parseWorkingKey('type', 'embedded')).toEqual({ group: 'type', type: 'embedded' });
    expect(parseWorkingKey('scope', '3')).toEqual({ group: 'scope', scope: 3 });
    expect(parseWorkingKey('source', '12')).toEqual({ group: 'source', source_id: 12 });
    expect(parseWorkingKey('gas', '2')).toEqual({ group: 'gas', gas_id: 2 });
    expect(parseWorkingKey('iso', 'none')).toEqual({ group: 'iso', category_id: null });
    expect(parseWorkingKey('iso', '11')).toEqual({ group: 'iso', category_id: 11 });
    expect(parseWorkingKey('ghg', 'none:3')).toEqual({ group: 'ghg', category_id: null, scope: 3 });
    expect(parseWorkingKey('ghg', '21')).toEqual({ group: 'ghg', category_id: 21, scope: null });
    expect(parseWorkingKey('item', 'source:7')).toEqual({ group: 'item', item: 'source:7' });
    expect(parseWorkingKey('item', 'factor:54:3')).toEqual({ group: 'item', item: 'factor:54:3' });
    expect(parseWorkingKey('month', '2025-03')).toEqual({ group: 'month', month: '2025-03' });
  });

  it('refuses what names no figure of the group', () => {
    for (const [group, key] of [
      ['total', '1'],
      ['type', 'other'],
      ['scope', '4'],
      ['scope', undefined],
      ['source', '0'],
      ['source', '2147483648'],
      ['gas', 'CO2'],
      ['iso', 'none:1'],
      ['ghg', 'none:4'],
      ['item', 'source:0'],
      ['item', 'factor:1'],
      ['month', '2025-13'],
      ['month', '2025-3'],
    ] as const)
      expect(parseWorkingKey(group, key), `${group} ${key}`).toBeNull();
  });

  it('keys a category by its id, or the uncategorised by standard and scope', () => {
    expect(categoryWorkingKey(21)).toBe('21');
    expect(categoryWorkingKey(null)).toBe('none');
    expect(categoryWorkingKey(null, 3)).toBe('none:3');
  });
});
