import { describe, expect, it } from 'vitest';
import { ZDashboardFilter, ZDashboardQuery, ZSourceDashboardFilter } from './dashboard.ts';

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
