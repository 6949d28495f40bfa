import {
  DEFAULT_PERIOD_YEARS,
  STANDARD_GHG,
  STANDARD_ISO,
  ZDashboardQuery,
  ZDashboardFilter,
  ZSourceDashboardFilter,
  type TDashboardQuery,
  type TDashboardQueryInput,
  type TDateGroup,
} from '@huella/shared';
import dayjs from 'dayjs';

/**
 * The dashboard's filters (spec/workspace.md §3, §5, §9): the period and how it was chosen, the
 * company's catalogue sources, the standards and one stakeholder of each kind. They start on the
 * last three years to today, by year, with every source of the company; they are kept per company
 * between visits (`lib/dashboard-filters-storage.ts`) and checked by the shared `ZDashboardQuery`
 * before they are applied.
 */

/** The first year the date pickers offer (spec/workspace.md §9). */
export const FIRST_PICKER_YEAR = 1980;

export const STANDARD_IDS = [STANDARD_ISO, STANDARD_GHG] as const;
export type TStandardId = (typeof STANDARD_IDS)[number];

export const STAKEHOLDER_FILTERS = ['headquarter_id', 'client_id', 'provider_id', 'project_id'] as const;
export type TStakeholderFilter = (typeof STAKEHOLDER_FILTERS)[number];

/**
 * The filters as the screens hold them: the shared query without the company (the screen's), each
 * stakeholder present (null: none).
 */
export type TDashboardFilters = Required<Omit<TDashboardQuery, 'company_id'>>;

/** Whether the filters are the dashboard's (any sources) or a source page's (exactly one). */
export type TFiltersMode = 'all' | 'one';

const ISO_DAY = 'YYYY-MM-DD';

/** Today in the browser's calendar, `YYYY-MM-DD`. */
export function today(): string {
  return dayjs().format(ISO_DAY);
}

/** The earliest day the pickers offer. */
export const FIRST_PICKER_DAY = `${FIRST_PICKER_YEAR}-01-01`;

/** The filters a company's dashboard opens with: the last three years to today, by year, every source. */
export function defaultDashboardFilters(
  sourceIds: readonly number[],
  on: string = today(),
): TDashboardFilters {
  return {
    date_group: 'YEARLY',
    date_from: dayjs(on).subtract(DEFAULT_PERIOD_YEARS, 'year').format(ISO_DAY),
    date_to: on,
    sources: [...sourceIds],
    standards: [],
    headquarter_id: null,
    client_id: null,
    provider_id: null,
    project_id: null,
  };
}

/** The earlier of two `YYYY-MM-DD` days. */
function earlier(a: string, b: string): string {
  return a <= b ? a : b;
}

/** Whole years `from`..`to`, the last one ending today at the latest. */
export function yearsPeriod(fromYear: number, toYear: number, on: string = today()) {
  return { date_from: `${fromYear}-01-01`, date_to: earlier(`${toYear}-12-31`, on) };
}

/** Whole months from the month of `fromDay` to the month of `toDay`, ending today at the latest. */
export function monthsPeriod(fromDay: string, toDay: string, on: string = today()) {
  return {
    date_from: dayjs(fromDay).startOf('month').format(ISO_DAY),
    date_to: earlier(dayjs(toDay).endOf('month').format(ISO_DAY), on),
  };
}

/** The week (Monday to Sunday) that holds `day`. */
export function weekPeriod(day: string) {
  const date = dayjs(day);
  // dayjs counts Sunday as 0: Monday starts the week, as ISO 8601 says.
  const monday = date.subtract((date.day() + 6) % 7, 'day');
  return { date_from: monday.format(ISO_DAY), date_to: monday.add(6, 'day').format(ISO_DAY) };
}

/**
 * The period once the way of choosing it changes: whole years or months around the current one, the
 * week of its last day, or the same days for a custom period.
 */
export function periodForGroup(
  group: TDateGroup,
  period: { date_from: string; date_to: string },
  on: string = today(),
): { date_from: string; date_to: string } {
  switch (group) {
    case 'YEARLY':
      return yearsPeriod(dayjs(period.date_from).year(), dayjs(period.date_to).year(), on);
    case 'MONTHLY':
      return monthsPeriod(period.date_from, period.date_to, on);
    case 'WEEKLY':
      return weekPeriod(period.date_to);
    case 'CUSTOM':
      return { date_from: period.date_from, date_to: period.date_to };
  }
}

/** The query every dashboard call sends: the filters of the company. */
export function dashboardQuery(filters: TDashboardFilters, companyId: number) {
  return {
    company_id: companyId,
    date_from: filters.date_from,
    date_to: filters.date_to,
    date_group: filters.date_group,
    sources: filters.sources,
    standards: filters.standards,
    ...Object.fromEntries(
      STAKEHOLDER_FILTERS.flatMap((name) => (filters[name] === null ? [] : [[name, filters[name]]])),
    ),
  } satisfies TDashboardQueryInput;
}

/**
 * The filters kept for a company, read back: what is no longer valid falls back to the default, and
 * sources the company no longer uses are dropped (none left: every source again).
 */
export function parseStoredFilters(
  stored: string | null,
  sourceIds: readonly number[],
  on: string = today(),
): TDashboardFilters {
  const defaults = defaultDashboardFilters(sourceIds, on);
  if (!stored) return defaults;
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return defaults;
  }
  if (typeof raw !== 'object' || raw === null) return defaults;
  const parsed = ZDashboardQuery.safeParse({ ...raw, company_id: 1 });
  if (!parsed.success) return defaults;
  const known = new Set(sourceIds);
  const sources = parsed.data.sources.filter((id) => known.has(id));
  const { company_id: _company, ...kept } = parsed.data;
  return {
    ...kept,
    sources: sources.length > 0 ? sources : [...sourceIds],
    headquarter_id: kept.headquarter_id ?? null,
    client_id: kept.client_id ?? null,
    provider_id: kept.provider_id ?? null,
    project_id: kept.project_id ?? null,
  };
}

/** The filters as they are kept (JSON). */
export function serialiseFilters(filters: TDashboardFilters): string {
  return JSON.stringify(filters);
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/**
 * How many filters narrow the dashboard from its defaults: a period other than the default one,
 * fewer sources than all (not counted on a source's page, where the source is the page), standards,
 * and each stakeholder.
 */
export function countActiveFilters(
  filters: TDashboardFilters,
  defaults: TDashboardFilters,
  mode: TFiltersMode = 'all',
): number {
  let count = 0;
  if (
    filters.date_group !== defaults.date_group ||
    filters.date_from !== defaults.date_from ||
    filters.date_to !== defaults.date_to
  )
    count += 1;
  if (mode === 'all' && !sameSet(filters.sources, defaults.sources)) count += 1;
  if (filters.standards.length > 0) count += 1;
  for (const name of STAKEHOLDER_FILTERS) if (filters[name] !== null) count += 1;
  return count;
}

/** Field errors of the filters, by field: keys of the shared messages. */
export type TFilterErrors = Partial<Record<keyof TDashboardFilters, string>>;

/**
 * Checks the filters with the shared contract of the screen (the API's rules, and its own on
 * sources: at least one on the dashboard, exactly one on a source's page). Empty when they can be
 * applied.
 */
export function validateFilters(
  filters: TDashboardFilters,
  companyId: number,
  mode: TFiltersMode,
): TFilterErrors {
  const errors: TFilterErrors = {};
  const schema = mode === 'all' ? ZDashboardFilter : ZSourceDashboardFilter;
  const parsed = schema.safeParse(dashboardQuery(filters, companyId));
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof TDashboardFilters | undefined;
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  // A day that is not one has no order: its own message is the one to fix first.
  if (errors.date_from && errors.date_to === 'validation.date_order') delete errors.date_to;
  return errors;
}
