import {
  DASHBOARD_PERIOD_MAX_YEARS,
  DEFAULT_LANGUAGE,
  mapList,
  monthsBetween,
  round6,
  type TBulkDestroyResult,
  type TEmissionIndicator,
  type TEmissionIndicatorInput,
  type TEmissionIndicatorsQuery,
  type TIndicatorDashboard,
  type TIndicatorDashboardDefaults,
  type TIndicatorDashboardQuery,
  type TLanguage,
  type TList,
} from '@huella/shared';
import { AppError } from '../../lib/app-error.ts';
import type { ScopedCompany, ServiceContext } from '../../lib/context.ts';
import { destroyAllOrNone } from '../../lib/destroy-all-or-none.ts';
import { quantifyByMonthBySourceId, readDashboard } from '../dashboard/dashboard.service.ts';
import { assertWithinLimit } from '../plans/plans.service.ts';
import { stakeholderProblems } from '../stakeholders/stakeholders.service.ts';
import {
  deleteEmissionIndicatorRows,
  findEmissionIndicatorRow,
  findFirstKeyIndicatorWithValues,
  findKeyIndicator,
  insertEmissionIndicatorRow,
  listEmissionIndicatorRows,
  listKeyIndicatorSources,
  lockEmissionIndicatorRows,
  sumIndicatorByMonth,
  updateEmissionIndicatorRow,
  type EmissionIndicatorRow,
  type EmissionIndicatorValues,
} from './emission-indicators.repository.ts';

// A company's emission indicators (spec/workspace.md §2–§7): the value of a key indicator of the
// catalogue on a date (tonnes produced, employees…), which members and administrators alike keep.
// Its sector is its key indicator's; its stakeholders are the company's, each of its field's type.
// The indicator dashboard divides the footprint of the key indicator's catalogue sources, read from
// the main dashboard's own figures, by the indicator's values month by month.

const named = (value: { id: number | null; name: string | null } | null) =>
  value && value.id !== null ? { id: value.id, name: value.name ?? '' } : null;

export function toEmissionIndicator(row: EmissionIndicatorRow): TEmissionIndicator {
  return {
    id: row.id,
    company_id: row.company_id,
    key_indicator_id: row.key_indicator_id,
    sector_id: row.sector_id,
    value: row.value,
    date: row.date,
    note: row.note,
    headquarter_id: row.headquarter_id,
    client_id: row.client_id,
    provider_id: row.provider_id,
    project_id: row.project_id,
    key_indicator: {
      id: row.key_indicator.id,
      name: row.key_indicator.name,
      sector: row.sector,
      unit: row.unit.abbreviation ?? row.unit.name,
    },
    headquarter: named(row.headquarter),
    client: named(row.client),
    provider: named(row.provider),
    project: named(row.project),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function listEmissionIndicators(
  ctx: ServiceContext,
  company: ScopedCompany,
  query: TEmissionIndicatorsQuery,
  lang: TLanguage,
): Promise<TList<TEmissionIndicator>> {
  const list = await listEmissionIndicatorRows(ctx.db, company.id, query, query, lang);
  return mapList(list, toEmissionIndicator);
}

export async function showEmissionIndicator(
  ctx: ServiceContext,
  company: ScopedCompany,
  id: number,
  lang: TLanguage,
): Promise<TEmissionIndicator> {
  const row = await findEmissionIndicatorRow(ctx.db, company.id, id, lang);
  if (!row) throw new AppError('NOT_FOUND');
  return toEmissionIndicator(row);
}

/**
 * The message of a sector that is not the key indicator's, or of a key indicator that does not
 * exist (then the sector is not judged); null when the pair holds.
 */
export function sectorProblem(
  keyIndicator: { sector_id: number } | null,
  sectorId: number | null | undefined,
): string | null {
  if (!keyIndicator || sectorId == null) return null;
  return sectorId === keyIndicator.sector_id ? null : 'validation.indicator_sector';
}

/**
 * The values an indicator is stored with: its key indicator's sector when none is named. Every
 * reference is checked against the catalogue and the company, all errors at once.
 */
async function resolveIndicator(
  ctx: ServiceContext,
  company: ScopedCompany,
  input: TEmissionIndicatorInput,
): Promise<EmissionIndicatorValues> {
  // Only its sector is read here: the names' language does not matter.
  const keyIndicator = await findKeyIndicator(ctx.db, input.key_indicator_id, DEFAULT_LANGUAGE, true);
  const errors: Record<string, string[]> = {};
  if (!keyIndicator) errors.key_indicator_id = ['validation.key_indicator'];
  const sector = sectorProblem(keyIndicator, input.sector_id);
  if (sector) errors.sector_id = [sector];
  Object.assign(errors, await stakeholderProblems(ctx, company.id, input));
  if (Object.keys(errors).length > 0 || !keyIndicator) throw new AppError('VALIDATION', { errors });
  return valuesOf(input, keyIndicator.sector_id);
}

export const valuesOf = (input: TEmissionIndicatorInput, sectorId: number): EmissionIndicatorValues => ({
  key_indicator_id: input.key_indicator_id,
  sector_id: sectorId,
  value: input.value,
  date: input.date,
  note: input.note ?? null,
  headquarter_id: input.headquarter_id ?? null,
  client_id: input.client_id ?? null,
  provider_id: input.provider_id ?? null,
  project_id: input.project_id ?? null,
});

export async function createEmissionIndicator(
  ctx: ServiceContext,
  company: ScopedCompany,
  input: TEmissionIndicatorInput,
  lang: TLanguage,
): Promise<TEmissionIndicator> {
  const values = await resolveIndicator(ctx, company, input);
  await assertWithinLimit(ctx, company, 'emission_indicators');
  const id = await insertEmissionIndicatorRow(ctx.db, company.id, values);
  return showEmissionIndicator(ctx, company, id, lang);
}

export async function updateEmissionIndicator(
  ctx: ServiceContext,
  company: ScopedCompany,
  id: number,
  input: TEmissionIndicatorInput,
  lang: TLanguage,
): Promise<TEmissionIndicator> {
  if (!(await findEmissionIndicatorRow(ctx.db, company.id, id, lang))) throw new AppError('NOT_FOUND');
  const values = await resolveIndicator(ctx, company, input);
  if (!(await updateEmissionIndicatorRow(ctx.db, company.id, id, values))) throw new AppError('NOT_FOUND');
  return showEmissionIndicator(ctx, company, id, lang);
}

/** Deletes indicators of the company, all or none: an id of another company is 404. */
export async function destroyEmissionIndicators(
  ctx: ServiceContext,
  company: ScopedCompany,
  ids: number[],
): Promise<TBulkDestroyResult> {
  const deleted = await destroyAllOrNone(ctx.db, ids, {
    lock: async (tx, wanted) =>
      (await lockEmissionIndicatorRows(tx, company.id, wanted)).map((row) => ({
        id: row.id,
        name: String(row.id),
      })),
    remove: (tx, wanted) => deleteEmissionIndicatorRows(tx, company.id, wanted),
  });
  return { deleted };
}

// The indicator dashboard -----------------------------------------------------------------------

/** The sum of a key indicator's values of the company in each month (`YYYY-MM`) of the period that has any. */
export async function indicatorMonthlyTotals(
  ctx: ServiceContext,
  companyId: number,
  keyIndicatorId: number,
  dateFrom: string,
  dateTo: string,
): Promise<Map<string, number>> {
  const rows = await sumIndicatorByMonth(ctx.db, companyId, keyIndicatorId, dateFrom, dateTo);
  return new Map(rows.map((row) => [row.month, row.total]));
}

/**
 * The company's first key indicator with values (by sector, then key indicator, as the reader's
 * language names them), with its sector; null when it has none.
 */
export async function firstKeyIndicatorWithValues(
  ctx: ServiceContext,
  company: ScopedCompany,
  lang: TLanguage,
) {
  return findFirstKeyIndicatorWithValues(ctx.db, company.id, lang);
}

/** The last calendar year that has ended on `on`. */
export function lastFullYear(on: Date): { date_from: string; date_to: string } {
  const year = on.getUTCFullYear() - 1;
  return { date_from: `${year}-01-01`, date_to: `${year}-12-31` };
}

/**
 * What the indicator dashboard opens with (DESIGN §9): the first sector and key indicator the
 * company has values of, and the last full calendar year.
 */
export async function indicatorDashboardDefaults(
  ctx: ServiceContext,
  company: ScopedCompany,
  lang: TLanguage,
  on = new Date(),
): Promise<TIndicatorDashboardDefaults> {
  const first = await firstKeyIndicatorWithValues(ctx, company, lang);
  return {
    sector_id: first?.sector_id ?? null,
    key_indicator_id: first?.key_indicator_id ?? null,
    ...lastFullYear(on),
  };
}

/** The period runs forwards and spans at most what the main dashboard reads (422 on `date_to`). */
function checkPeriod(query: TIndicatorDashboardQuery): void {
  if (query.date_to < query.date_from)
    throw new AppError('VALIDATION', { errors: { date_to: ['validation.date_order'] } });
  if (Number(query.date_to.slice(0, 4)) - Number(query.date_from.slice(0, 4)) > DASHBOARD_PERIOD_MAX_YEARS)
    throw new AppError('VALIDATION', {
      params: { max: DASHBOARD_PERIOD_MAX_YEARS },
      errors: { date_to: ['validation.period_too_long'] },
    });
}

/**
 * The indicator dashboard of a key indicator over a period: per month and per catalogue source of
 * the key indicator, the source's footprint (t CO2e, the main dashboard's monthly figure of that
 * source), the indicator's total that month and the footprint per unit of it; and the period's
 * totals — the indicator's sum, the main dashboard's footprint of those sources for the same
 * period, and the footprint per unit of the indicator.
 */
export async function readIndicatorDashboard(
  ctx: ServiceContext,
  company: ScopedCompany,
  query: TIndicatorDashboardQuery,
  lang: TLanguage,
): Promise<TIndicatorDashboard> {
  checkPeriod(query);
  const keyIndicator = await findKeyIndicator(ctx.db, query.key_indicator_id, lang);
  if (!keyIndicator)
    throw new AppError('VALIDATION', { errors: { key_indicator_id: ['validation.key_indicator'] } });
  const sector = sectorProblem(keyIndicator, query.sector_id);
  if (sector) throw new AppError('VALIDATION', { errors: { sector_id: [sector] } });

  const sources = await listKeyIndicatorSources(ctx.db, keyIndicator.id, lang);
  const indicator = await indicatorMonthlyTotals(
    ctx,
    company.id,
    keyIndicator.id,
    query.date_from,
    query.date_to,
  );
  // A key indicator without sources divides no footprint: the main dashboard reads every source
  // when it names none, so it is not asked.
  const filter = {
    company_id: company.id,
    date_from: query.date_from,
    date_to: query.date_to,
    date_group: 'CUSTOM' as const,
    sources: sources.map((source) => source.id),
    standards: [],
  };
  const bySource = sources.length > 0 ? await quantifyByMonthBySourceId(ctx, company, filter) : new Map();
  const footprint =
    sources.length > 0 ? (await readDashboard(ctx, company, filter, lang)).totals.carbon_footprint : 0;

  const months = monthsBetween(query.date_from, query.date_to).map((month) => {
    const reference = round6(indicator.get(month) ?? 0);
    return {
      month,
      sources: sources.map((source) => {
        const carbonPrint = (bySource.get(source.id) as Record<string, number> | undefined)?.[month] ?? 0;
        return {
          source_id: source.id,
          source: source.name,
          reference_intensity: reference,
          carbon_print: carbonPrint,
          indicator_intensity: reference > 0 ? carbonPrint / reference : null,
        };
      }),
    };
  });
  const total = round6([...indicator.values()].reduce((sum, value) => sum + value, 0));
  return {
    key_indicator: {
      id: keyIndicator.id,
      name: keyIndicator.name,
      unit: keyIndicator.unit,
      sector: keyIndicator.sector,
    },
    totals: {
      indicator: total,
      carbon_footprint: footprint,
      intensity: total > 0 ? footprint / total : null,
    },
    months,
  };
}
