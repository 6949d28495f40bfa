import {
  mapList,
  type TBulkDestroyResult,
  type TDependents,
  type TEmissionSource,
  type TEmissionSourceInput,
  type TEmissionSourcesQuery,
  type TLanguage,
  type TList,
} from '@huella/shared';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ScopedCompany, ServiceContext } from '../../lib/context.ts';
import { followEmissionSource } from '../emission-activities/emission-activities.service.ts';
import { assertWithinLimit } from '../plans/plans.service.ts';
import {
  describeDestroy,
  destroyAllOrNone,
  type Blocker,
  type Blockers,
} from '../../lib/destroy-all-or-none.ts';
import {
  companyUsesSource,
  countActivitiesBySource,
  deleteEmissionSourceRows,
  findEmissionSourceByCode,
  findEmissionSourceRow,
  findEmissionSourceRowsByIds,
  findEmissionSourceType,
  findFactorSource,
  insertEmissionSourceRow,
  isHeadquarterOf,
  listEmissionSourceRows,
  lockEmissionSourceRows,
  updateEmissionSourceRow,
  type EmissionSourceRow,
  type EmissionSourceValues,
  type PlainEmissionSourceRow,
} from './emission-sources.repository.ts';

// A company's inventory of emission sources. Members and administrators alike keep it (it is the
// company's data, not a setting). Each source has a code unique in the company whatever its case,
// one of the emission-source types, one of the company's catalogue sources, a factor of that
// source and one of the company's headquarters; and how well its consumption is known (the activity
// data's uncertainty, a percent, 0 when not stated), which its activities' lines combine with the
// factor's.

export function toEmissionSource(row: EmissionSourceRow, lang: TLanguage): TEmissionSource {
  return {
    id: row.id,
    company_id: row.company_id,
    code: row.code,
    name: row.name,
    type_id: row.type_id,
    source_id: row.source_id,
    emission_factor_id: row.emission_factor_id,
    headquarter_id: row.headquarter_id,
    activity_uncertainty: row.activity_uncertainty,
    type: { id: row.type.id, name: lang === 'en' ? row.type.name_en : row.type.name_es },
    source: row.source,
    emission_factor: row.emission_factor,
    headquarter: row.headquarter,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export const valuesOf = (input: TEmissionSourceInput): EmissionSourceValues => ({
  code: input.code,
  name: input.name,
  type_id: input.type_id,
  source_id: input.source_id,
  emission_factor_id: input.emission_factor_id,
  headquarter_id: input.headquarter_id,
  activity_uncertainty: input.activity_uncertainty,
});

export async function listEmissionSources(
  ctx: ServiceContext,
  company: ScopedCompany,
  query: TEmissionSourcesQuery,
  lang: TLanguage,
): Promise<TList<TEmissionSource>> {
  const list = await listEmissionSourceRows(ctx.db, company.id, query, query, lang);
  return mapList(list, (row) => toEmissionSource(row, lang));
}

export async function showEmissionSource(
  ctx: ServiceContext,
  company: ScopedCompany,
  id: number,
  lang: TLanguage,
): Promise<TEmissionSource> {
  const row = await findEmissionSourceRow(ctx.db, company.id, id, lang);
  if (!row) throw new AppError('NOT_FOUND');
  return toEmissionSource(row, lang);
}

const CODE_TAKEN = 'errors.EMISSION_SOURCE_CODE_TAKEN';

/** The 422 of a code another emission source of the company already has. */
const codeTaken = (code: string, cause?: unknown) =>
  new AppError('VALIDATION', {
    message: CODE_TAKEN,
    params: { code },
    errors: { code: [CODE_TAKEN] },
    cause,
  });

/**
 * Every rule of a write the form cannot check by itself, answered together: the code free in the
 * company, the type an emission-source type, the source one of the company's, the factor one of
 * that source's, the headquarter one of the company's.
 */
async function checkReferences(
  ctx: ServiceContext,
  company: ScopedCompany,
  input: TEmissionSourceInput,
  exceptId: number | null,
): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (await findEmissionSourceByCode(ctx.db, company.id, input.code, exceptId)) errors.code = [CODE_TAKEN];
  if (!(await findEmissionSourceType(ctx.db, input.type_id)))
    errors.type_id = ['validation.emission_source_type'];
  if (!(await companyUsesSource(ctx.db, company.id, input.source_id)))
    errors.source_id = ['validation.company_source'];
  const factor = await findFactorSource(ctx.db, input.emission_factor_id);
  if (!factor || factor.source_id !== input.source_id)
    errors.emission_factor_id = ['validation.source_factor'];
  if (!(await isHeadquarterOf(ctx.db, company.id, input.headquarter_id)))
    errors.headquarter_id = ['validation.headquarter'];
  const fields = Object.keys(errors);
  if (fields.length === 0) return;
  throw new AppError('VALIDATION', {
    message: fields.length === 1 && errors.code ? CODE_TAKEN : undefined,
    params: { code: input.code },
    errors,
  });
}

/** A code taken meanwhile by a concurrent write reaches the unique index: the same 422. */
const codeTakenIfDuplicate =
  (code: string) =>
  (error: unknown): never => {
    if (isUniqueViolation(error)) throw codeTaken(code, error);
    throw error;
  };

export async function createEmissionSource(
  ctx: ServiceContext,
  company: ScopedCompany,
  input: TEmissionSourceInput,
  lang: TLanguage,
): Promise<TEmissionSource> {
  await checkReferences(ctx, company, input, null);
  await assertWithinLimit(ctx, company, 'emission_sources');
  const id = await insertEmissionSourceRow(ctx.db, company.id, valuesOf(input)).catch(
    codeTakenIfDuplicate(input.code),
  );
  return showEmissionSource(ctx, company, id, lang);
}

export async function updateEmissionSource(
  ctx: ServiceContext,
  company: ScopedCompany,
  id: number,
  input: TEmissionSourceInput,
  lang: TLanguage,
): Promise<TEmissionSource> {
  if ((await findEmissionSourceRowsByIds(ctx.db, company.id, [id])).length === 0)
    throw new AppError('NOT_FOUND');
  await checkReferences(ctx, company, input, id);
  const updated = await updateEmissionSourceRow(ctx.db, company.id, id, valuesOf(input)).catch(
    codeTakenIfDuplicate(input.code),
  );
  if (!updated) throw new AppError('NOT_FOUND');
  // Its activities take its new factor, category, type and headquarter, and are calculated again
  // with its activity-data uncertainty.
  await followEmissionSource(ctx, company, id, lang);
  return showEmissionSource(ctx, company, id, lang);
}

type SourceBlockers = (company: ScopedCompany) => Blockers<PlainEmissionSourceRow>;

/**
 * What holds an emission source back from deletion, each answering 409 naming what uses it: the
 * activities recorded against it.
 */
const EMISSION_SOURCE_BLOCKERS: readonly SourceBlockers[] = [
  (company) => async (tx, ids) => {
    const activities = await countActivitiesBySource(tx, company.id, ids);
    return (row) => {
      const n = activities.get(row.id) ?? 0;
      return n > 0
        ? { message: 'errors.EMISSION_SOURCE_IN_USE', params: { name: row.name, count: n } }
        : null;
    };
  },
];

/** The first reason of the list that holds a row back. */
const blockersOf =
  (company: ScopedCompany): Blockers<PlainEmissionSourceRow> =>
  async (tx: Tx, ids: number[], lang) => {
    const checks: ((row: PlainEmissionSourceRow) => Blocker)[] = [];
    for (const blockers of EMISSION_SOURCE_BLOCKERS) checks.push(await blockers(company)(tx, ids, lang));
    return (row) => {
      for (const check of checks) {
        const blocker = check(row);
        if (blocker) return blocker;
      }
      return null;
    };
  };

/** Deletes emission sources of the company, all or none: an id of another company is 404. */
export async function destroyEmissionSources(
  ctx: ServiceContext,
  company: ScopedCompany,
  ids: number[],
): Promise<TBulkDestroyResult> {
  const deleted = await destroyAllOrNone(ctx.db, ids, {
    lock: (tx, wanted) => lockEmissionSourceRows(tx, company.id, wanted),
    blockers: blockersOf(company),
    remove: (tx, wanted) => deleteEmissionSourceRows(tx, company.id, wanted),
  });
  return { deleted };
}

/** What deleting these emission sources would do (asked before the delete). */
export async function listEmissionSourceDependents(
  ctx: ServiceContext,
  company: ScopedCompany,
  ids: number[],
): Promise<TDependents> {
  return describeDestroy(ctx.db, ids, {
    find: (tx, wanted) => findEmissionSourceRowsByIds(tx, company.id, wanted),
    blockers: blockersOf(company),
  });
}
