import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  dashboardQuery,
  defaultDashboardFilters,
  monthsPeriod,
  parseStoredFilters,
  periodForGroup,
  serialiseFilters,
  validateFilters,
  weekPeriod,
  yearsPeriod,
} from './dashboard-filters.ts';

const TODAY = '2026-11-26';
const SOURCES = [3, 5, 8];

describe('dashboard filters', () => {
  it('start on the last three years to today, by year, with every source of the company and nothing else', () => {
    expect(defaultDashboardFilters(SOURCES, TODAY)).toEqual({
      date_group: 'YEARLY',
      date_from: '2023-11-26',
      date_to: '2026-11-26',
      sources: [3, 5, 8],
      standards: [],
      headquarter_id: null,
      client_id: null,
      provider_id: null,
      project_id: null,
    });
  });

  it('read back what was kept, and fall back to the defaults for what no longer holds', () => {
    const kept = {
      ...defaultDashboardFilters(SOURCES, TODAY),
      date_group: 'MONTHLY' as const,
      date_from: '2025-03-01',
      date_to: '2025-05-31',
      sources: [5],
      standards: [2 as const],
      project_id: 40,
    };
    expect(parseStoredFilters(serialiseFilters(kept), SOURCES, TODAY)).toEqual(kept);
    // Nothing kept, unreadable text, or a period the contract refuses: the defaults.
    const defaults = defaultDashboardFilters(SOURCES, TODAY);
    expect(parseStoredFilters(null, SOURCES, TODAY)).toEqual(defaults);
    expect(parseStoredFilters('{not json', SOURCES, TODAY)).toEqual(defaults);
    expect(
      parseStoredFilters(serialiseFilters({ ...kept, date_from: '2025-06-01' }), SOURCES, TODAY),
    ).toEqual(defaults);
  });

  it('drop sources the company no longer uses, and use every source when none is left', () => {
    const kept = { ...defaultDashboardFilters(SOURCES, TODAY), sources: [5, 99] };
    expect(parseStoredFilters(serialiseFilters(kept), SOURCES, TODAY).sources).toEqual([5]);
    const gone = { ...kept, sources: [99] };
    expect(parseStoredFilters(serialiseFilters(gone), SOURCES, TODAY).sources).toEqual([3, 5, 8]);
  });

  it('choose whole years and months ending today at the latest, and a week from Monday to Sunday', () => {
    expect(yearsPeriod(2024, 2025, TODAY)).toEqual({ date_from: '2024-01-01', date_to: '2025-12-31' });
    expect(yearsPeriod(2024, 2026, TODAY)).toEqual({ date_from: '2024-01-01', date_to: '2026-11-26' });
    expect(monthsPeriod('2024-02-14', '2024-02-03', TODAY)).toEqual({
      date_from: '2024-02-01',
      date_to: '2024-02-29',
    });
    expect(monthsPeriod('2026-10-05', '2026-11-02', TODAY)).toEqual({
      date_from: '2026-10-01',
      date_to: '2026-11-26',
    });
    // 26 November 2026 is a Thursday; 1 November 2026 a Sunday.
    expect(weekPeriod('2026-11-26')).toEqual({ date_from: '2026-11-23', date_to: '2026-11-29' });
    expect(weekPeriod('2026-11-01')).toEqual({ date_from: '2026-10-26', date_to: '2026-11-01' });
  });

  it('turn the period into the new way of choosing it', () => {
    const period = { date_from: '2023-11-26', date_to: '2026-11-26' };
    expect(periodForGroup('YEARLY', period, TODAY)).toEqual({
      date_from: '2023-01-01',
      date_to: '2026-11-26',
    });
    expect(periodForGroup('MONTHLY', period, TODAY)).toEqual({
      date_from: '2023-11-01',
      date_to: '2026-11-26',
    });
    expect(periodForGroup('WEEKLY', period, TODAY)).toEqual({
      date_from: '2026-11-23',
      date_to: '2026-11-29',
    });
    expect(periodForGroup('CUSTOM', period, TODAY)).toEqual(period);
  });

  it('count the filters that narrow the dashboard from its defaults', () => {
    const defaults = defaultDashboardFilters(SOURCES, TODAY);
    expect(countActiveFilters(defaults, defaults)).toBe(0);
    // Every source chosen in another order is still every source.
    expect(countActiveFilters({ ...defaults, sources: [8, 3, 5] }, defaults)).toBe(0);
    const narrowed = {
      ...defaults,
      ...yearsPeriod(2025, 2025, TODAY),
      sources: [3],
      standards: [1 as const],
      headquarter_id: 7,
      client_id: 9,
    };
    expect(countActiveFilters(narrowed, defaults)).toBe(5);
    // On a source's page the source is the page, not a filter.
    expect(countActiveFilters(narrowed, { ...defaults, sources: [3] }, 'one')).toBe(4);
  });

  it('send the filters as the contract reads them, leaving out the stakeholders not chosen', () => {
    const filters = { ...defaultDashboardFilters([3], TODAY), client_id: 12 };
    expect(dashboardQuery(filters, 10)).toEqual({
      company_id: 10,
      date_from: '2023-11-26',
      date_to: '2026-11-26',
      date_group: 'YEARLY',
      sources: [3],
      standards: [],
      client_id: 12,
    });
  });

  it('are checked with the shared contract and the screen’s rule on sources', () => {
    const defaults = defaultDashboardFilters(SOURCES, TODAY);
    expect(validateFilters(defaults, 10, 'all')).toEqual({});
    expect(validateFilters({ ...defaults, sources: [] }, 10, 'all')).toEqual({
      sources: 'dashboard.sources_required',
    });
    expect(validateFilters(defaults, 10, 'one')).toEqual({ sources: 'dashboard.one_source' });
    expect(validateFilters({ ...defaults, sources: [5] }, 10, 'one')).toEqual({});
    expect(
      validateFilters({ ...defaults, date_from: '2026-02-01', date_to: '2026-01-01' }, 10, 'all'),
    ).toEqual({ date_to: 'validation.date_order' });
    expect(validateFilters({ ...defaults, date_from: '31/02/2026' }, 10, 'all')).toEqual({
      date_from: 'validation.date',
    });
  });
});
