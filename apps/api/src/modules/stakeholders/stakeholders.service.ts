import {
  STAKEHOLDER_TYPES,
  translate,
  type TBulkDestroyResult,
  type TDependents,
  mapList,
  type TLanguage,
  type TList,
  type TStakeholder,
  type TStakeholderGroups,
  type TStakeholderInput,
  type TStakeholdersExport,
  type TStakeholdersListQuery,
  type TStakeholdersQuery,
  type TStakeholderType,
} from '@huella/shared';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ScopedCompany, ServiceContext } from '../../lib/context.ts';
import { assertWithinLimit } from '../plans/plans.service.ts';
import { describeDestroy, destroyAllOrNone, usedBy, type Blockers } from '../../lib/destroy-all-or-none.ts';
import { spreadsheetExport, type ColumnSpec, type SpreadsheetExport } from '../../lib/spreadsheet/index.ts';
import {
  countActivitiesByStakeholder,
  countEmissionSourcesByHeadquarter,
  deleteStakeholderRows,
  findStakeholderByName,
  findStakeholderRow,
  findStakeholderRowsByIds,
  insertStakeholderRow,
  listEveryStakeholderRow,
  listStakeholderRowsOfTypes,
  listStakeholderRowsPage,
  lockStakeholderRows,
  updateStakeholderRow,
  type StakeholderRow,
  findStakeholderTypes,
  type StakeholderValues,
} from './stakeholders.repository.ts';

// A company's headquarters, clients, providers and projects. Members read them; writing them is a
// company setting, its administrators' (DESIGN §6). Names are unique within a type whatever their
// case (the database's unique index on lower(name) backs the check).

export function toStakeholder(row: StakeholderRow): TStakeholder {
  return {
    id: row.id,
    company_id: row.company_id,
    type: row.type,
    name: row.name,
    description: row.description,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const valuesOf = (input: Pick<TStakeholderInput, 'name' | 'description'>): StakeholderValues => ({
  name: input.name,
  description: input.description ?? null,
});

/** The 422 of a name another stakeholder of the type already has. */
export const nameTaken = (name: string, cause?: unknown) =>
  new AppError('VALIDATION', {
    message: 'errors.STAKEHOLDER_NAME_TAKEN',
    params: { name },
    errors: { name: ['errors.STAKEHOLDER_NAME_TAKEN'] },
    cause,
  });

/** The types a `GET /stakeholders` asks for, once each in the order asked; all of them when none. */
function typesAsked(query: TStakeholdersQuery): TStakeholderType[] {
  const asked = [...(query.types ?? []), ...(query['types[]'] ?? [])];
  return asked.length === 0 ? [...STAKEHOLDER_TYPES] : [...new Set(asked)];
}

/** One group per type asked, each with the company's stakeholders of that type by name. */
export async function listStakeholderGroups(
  ctx: ServiceContext,
  company: ScopedCompany,
  query: TStakeholdersQuery,
): Promise<TStakeholderGroups> {
  const types = typesAsked(query);
  const rows = await listStakeholderRowsOfTypes(ctx.db, company.id, types);
  return types.map((type) => ({
    type,
    data: rows
      .filter((row) => row.type === type)
      .map((row) => ({ id: row.id, name: row.name, description: row.description })),
  }));
}

/** A page of the company's stakeholders of one type, searched by name and description. */
export async function listStakeholders(
  ctx: ServiceContext,
  company: ScopedCompany,
  query: TStakeholdersListQuery,
): Promise<TList<TStakeholder>> {
  const list = await listStakeholderRowsPage(ctx.db, company.id, query.type, query);
  return mapList(list, toStakeholder);
}

async function assertNameFree(
  ctx: ServiceContext,
  company: ScopedCompany,
  type: TStakeholderType,
  name: string,
  exceptId: number | null,
) {
  if (await findStakeholderByName(ctx.db, company.id, type, name, exceptId)) throw nameTaken(name);
}

/** A name taken meanwhile by a concurrent write reaches the unique index: the same 422. */
function nameTakenIfDuplicate(name: string) {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) throw nameTaken(name, error);
    throw error;
  };
}

export async function createStakeholder(
  ctx: ServiceContext,
  company: ScopedCompany,
  input: TStakeholderInput,
): Promise<TStakeholder> {
  await assertNameFree(ctx, company, input.type, input.name, null);
  if (input.type === 'HEADQUARTERS') await assertWithinLimit(ctx, company, 'entities');
  const row = await insertStakeholderRow(ctx.db, company.id, input.type, valuesOf(input)).catch(
    nameTakenIfDuplicate(input.name),
  );
  return toStakeholder(row);
}

/** Updates a stakeholder of the type the body names: another type, like another company, is 404. */
export async function updateStakeholder(
  ctx: ServiceContext,
  company: ScopedCompany,
  id: number,
  input: TStakeholderInput,
): Promise<TStakeholder> {
  if (!(await findStakeholderRow(ctx.db, company.id, input.type, id))) throw new AppError('NOT_FOUND');
  await assertNameFree(ctx, company, input.type, input.name, id);
  const row = await updateStakeholderRow(ctx.db, company.id, input.type, id, valuesOf(input)).catch(
    nameTakenIfDuplicate(input.name),
  );
  if (!row) throw new AppError('NOT_FOUND');
  return toStakeholder(row);
}

/**
 * A headquarter stays while emission sources are at it (the refusal names them), and any
 * stakeholder while activities name it.
 */
const stakeholderBlockers =
  (company: ScopedCompany): Blockers<StakeholderRow> =>
  async (tx, ids) => {
    const uses = await countEmissionSourcesByHeadquarter(tx, company.id, ids);
    const activities = await countActivitiesByStakeholder(tx, company.id, ids);
    return (row) => {
      const n = activities.get(row.id) ?? 0;
      return (
        usedBy('errors.STAKEHOLDER_IN_USE', row.name, uses.get(row.id)) ??
        (n > 0
          ? { message: 'errors.STAKEHOLDER_IN_USE_ACTIVITIES', params: { name: row.name, count: n } }
          : null)
      );
    };
  };

/**
 * Deletes stakeholders of a type, all or none: an id of another type or company is 404, a
 * headquarter with emission sources 409 naming them.
 */
export async function destroyStakeholders(
  ctx: ServiceContext,
  company: ScopedCompany,
  type: TStakeholderType,
  ids: number[],
): Promise<TBulkDestroyResult> {
  const deleted = await destroyAllOrNone(ctx.db, ids, {
    lock: (tx, wanted) => lockStakeholderRows(tx, company.id, type, wanted),
    blockers: stakeholderBlockers(company),
    remove: (tx, wanted) => deleteStakeholderRows(tx, company.id, type, wanted),
  });
  return { deleted };
}

/** What deleting these stakeholders would do: the emission sources that keep a headquarter. */
export async function listStakeholderDependents(
  ctx: ServiceContext,
  company: ScopedCompany,
  ids: number[],
): Promise<TDependents> {
  return describeDestroy(ctx.db, ids, {
    find: (tx, wanted) => findStakeholderRowsByIds(tx, company.id, wanted),
    blockers: stakeholderBlockers(company),
  });
}

type ExportColumn = 'type' | 'name' | 'description';
const EXPORT_COLUMNS: ColumnSpec<ExportColumn>[] = [
  { key: 'type', kind: 'text' },
  { key: 'name', kind: 'text' },
  { key: 'description', kind: 'text' },
];

/**
 * The stakeholders of a type the company's list shows (its search and sort) as CSV or xlsx: the
 * type in words of the language, name, description, as the import reads them.
 */
export function exportStakeholders(
  ctx: ServiceContext,
  company: ScopedCompany,
  { format, company_id: _company, type, ...query }: TStakeholdersExport,
  lang: TLanguage,
): SpreadsheetExport {
  async function* records() {
    for await (const row of listEveryStakeholderRow(ctx.db, company.id, type, query)) {
      yield {
        type: translate(`stakeholder_types.${row.type}`, lang),
        name: row.name,
        description: row.description,
      };
    }
  }
  return spreadsheetExport(format, EXPORT_COLUMNS, records(), lang, {
    sheet: translate(`stakeholder_types.${type}`, lang),
  });
}

/** The stakeholder type each optional stakeholder field of a record (an activity, an indicator) names. */
export const STAKEHOLDER_FIELDS: Record<
  'headquarter_id' | 'client_id' | 'provider_id' | 'project_id',
  TStakeholderType
> = {
  headquarter_id: 'HEADQUARTERS',
  client_id: 'CLIENTS',
  provider_id: 'PROVIDERS',
  project_id: 'PROJECTS',
};

/**
 * The message of each stakeholder field naming no stakeholder of the company of its type (the
 * stakeholders named are locked until the write commits, so none is deleted under it).
 */
export async function stakeholderProblems(
  ctx: ServiceContext,
  companyId: number,
  input: Partial<Record<keyof typeof STAKEHOLDER_FIELDS, number | null>>,
): Promise<Record<string, string[]>> {
  const fields = (Object.keys(STAKEHOLDER_FIELDS) as (keyof typeof STAKEHOLDER_FIELDS)[]).filter(
    (field) => input[field] != null,
  );
  const found = await findStakeholderTypes(
    ctx.db,
    companyId,
    fields.map((field) => input[field]!),
  );
  const errors: Record<string, string[]> = {};
  for (const field of fields)
    if (found.get(input[field]!) !== STAKEHOLDER_FIELDS[field])
      errors[field] = [`validation.stakeholder_${STAKEHOLDER_FIELDS[field].toLowerCase()}`];
  return errors;
}
