import {
  englishNameToStore,
  catalogueName,
  mapList,
  type TBulkDestroy,
  type TDependents,
  type TLanguage,
  type TList,
  type TListQuery,
  type TSource,
  type TSourceForm,
  type TSourceInput,
} from '@huella/shared';
import { AppError } from '../../lib/app-error.ts';
import { describeDestroy, destroyAllOrNone, usedBy, type Blockers } from '../../lib/destroy-all-or-none.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { listStandards } from '../standards/standards.service.ts';
import { listTypes, listTypesByGroup } from '../types/types.service.ts';
import {
  countSourceUses,
  deleteSourceRows,
  findCategoryRows,
  findSourceRow,
  findSourceRowsByIds,
  insertSourceRow,
  listCategoryIdsBySource,
  listSourceIdsWithFactors,
  listSourceRows,
  lockSourceRows,
  replaceSourceCategories,
  updateSourceRow,
  type SourceRow,
  type SourceValues,
} from './sources.repository.ts';

// The rows other areas check a source by: an emission factor's source, a key indicator's sources.
export { findSourceRow, findSourceRowsByIds } from './sources.repository.ts';

/** Sources are typed with the types of this group (operational, embedded). */
const SOURCE_TYPE_GROUP = 'emission_source';

function toSource(row: SourceRow, categoryIds: number[], hasFactor: boolean, lang: TLanguage): TSource {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    name_en: row.name_en,
    display_name: catalogueName(row, lang),
    description: row.description,
    cause: row.cause,
    limits: row.limits,
    risk: row.risk,
    opportunities: row.opportunities,
    icon: row.icon,
    enable: row.enable,
    offered: row.enable && hasFactor,
    type_id: row.type_id,
    categories: categoryIds,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The stored values of an input; an absent English name keeps `currentNameEn`. */
const valuesOf = (
  input: TSourceInput,
  enable: boolean,
  currentNameEn: string | null = null,
): SourceValues => ({
  name: input.name,
  name_en: englishNameToStore(input.name_en, currentNameEn),
  description: input.description ?? null,
  cause: input.cause ?? null,
  limits: input.limits ?? null,
  risk: input.risk ?? null,
  opportunities: input.opportunities ?? null,
  icon: input.icon,
  enable,
  type_id: input.type_id ?? null,
});

/** The categories exist (in either standard) and the type is an emission-source type: else 422. */
async function checkReferences(ctx: ServiceContext, input: TSourceInput): Promise<number[]> {
  const categoryIds = [...new Set(input.categories)];
  const errors: Record<string, string[]> = {};
  const found = await findCategoryRows(ctx.db, categoryIds);
  if (found.length !== categoryIds.length) errors.categories = ['validation.not_found'];
  if (input.type_id != null) {
    const types = await listTypesByGroup(ctx.db, SOURCE_TYPE_GROUP);
    if (!types.some((type) => type.id === input.type_id)) errors.type_id = ['validation.not_found'];
  }
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION', { errors });
  return categoryIds;
}

export async function listSources(
  ctx: ServiceContext,
  query: TListQuery,
  lang: TLanguage,
): Promise<TList<TSource>> {
  const list = await listSourceRows(ctx.db, query, lang);
  const ids = list.data.map((row) => row.id);
  const [categoryIds, withFactors] = await Promise.all([
    listCategoryIdsBySource(ctx.db, ids),
    listSourceIdsWithFactors(ctx.db, ids),
  ]);
  return mapList(list, (row) => toSource(row, categoryIds.get(row.id) ?? [], withFactors.has(row.id), lang));
}

export async function showSource(ctx: ServiceContext, id: number, lang: TLanguage): Promise<TSource> {
  const row = await findSourceRow(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  const [categoryIds, withFactors] = await Promise.all([
    listCategoryIdsBySource(ctx.db, [id]),
    listSourceIdsWithFactors(ctx.db, [id]),
  ]);
  return toSource(row, categoryIds.get(id) ?? [], withFactors.has(id), lang);
}

/** Whether companies may newly choose these sources: enabled, with at least one emission factor. */
export async function listOfferedSourceIds(ctx: ServiceContext, ids: number[]): Promise<Set<number>> {
  const [rows, withFactors] = await Promise.all([
    findSourceRowsByIds(ctx.db, ids),
    listSourceIdsWithFactors(ctx.db, ids),
  ]);
  return new Set(rows.filter((row) => row.enable && withFactors.has(row.id)).map((row) => row.id));
}

/**
 * What the source form needs in one call: the source (null for id 0, a new source), its category ids
 * grouped by standard, the standards with their categories and the emission-source types.
 */
export async function showSourceForm(ctx: ServiceContext, id: number, lang: TLanguage): Promise<TSourceForm> {
  const [source, standards, types] = await Promise.all([
    id === 0 ? Promise.resolve(null) : showSource(ctx, id, lang),
    listStandards(ctx.db, lang),
    listTypes(ctx.db, SOURCE_TYPE_GROUP, lang),
  ]);
  const chosen = new Set(source?.categories ?? []);
  return {
    source,
    categories_by_standard: standards.data.map((standard) => ({
      standard_id: standard.id,
      category_ids: standard.categories.filter((c) => chosen.has(c.id)).map((c) => c.id),
    })),
    standards: standards.data,
    types: types.data,
  };
}

export async function createSource(
  ctx: ServiceContext,
  input: TSourceInput,
  lang: TLanguage,
): Promise<TSource> {
  const categoryIds = await checkReferences(ctx, input);
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertSourceRow(tx, valuesOf(input, input.enable ?? true));
    await replaceSourceCategories(tx, created.id, categoryIds);
    return created;
  });
  return showSource(ctx, row.id, lang);
}

/** Updates a source and replaces its categories; a seeded source keeps its code. */
export async function updateSource(
  ctx: ServiceContext,
  id: number,
  input: TSourceInput,
  lang: TLanguage,
): Promise<TSource> {
  const categoryIds = await checkReferences(ctx, input);
  await ctx.db.transaction(async (tx) => {
    const [current] = await lockSourceRows(tx, [id]);
    if (!current) throw new AppError('NOT_FOUND');
    await updateSourceRow(tx, id, valuesOf(input, input.enable ?? current.enable, current.name_en));
    await replaceSourceCategories(tx, id, categoryIds);
  });
  return showSource(ctx, id, lang);
}

/** A source goes only when no emission factor and no key indicator uses it. */
const sourceBlockers: Blockers<SourceRow> = async (tx, ids, lang) => {
  const uses = await countSourceUses(tx, ids, lang);
  return (source) =>
    usedBy('errors.SOURCE_IN_USE_FACTORS', source.name, uses.factors.get(source.id)) ??
    usedBy('errors.SOURCE_IN_USE_KEY_INDICATORS', source.name, uses.keyIndicators.get(source.id));
};

/**
 * Deletes sources, all or none: 404 for an unknown id, 409 naming the first source still used by
 * emission factors or key indicators. Its category links go with it.
 */
export async function destroySources(ctx: ServiceContext, ids: number[], lang: TLanguage): Promise<number> {
  return destroyAllOrNone(ctx.db, ids, {
    lock: lockSourceRows,
    blockers: sourceBlockers,
    remove: deleteSourceRows,
    lang,
  });
}

/** What deleting these sources would do: the emission factors and key indicators that keep each one. */
export async function listSourceDependents(
  ctx: ServiceContext,
  ids: number[],
  lang: TLanguage,
): Promise<TDependents> {
  return describeDestroy(ctx.db, ids, { find: findSourceRowsByIds, blockers: sourceBlockers, lang });
}

export async function destroySource(ctx: ServiceContext, id: number, lang: TLanguage): Promise<void> {
  await destroySources(ctx, [id], lang);
}

export async function bulkDestroySources(ctx: ServiceContext, body: TBulkDestroy, lang: TLanguage) {
  return { deleted: await destroySources(ctx, body.ids, lang) };
}
