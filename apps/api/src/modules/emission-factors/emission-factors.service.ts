import {
  englishNameToStore,
  mapList,
  type TLanguage,
  toThousandths,
  type TBulkDestroy,
  type TDependents,
  type TEmissionFactor,
  type TEmissionFactorInput,
  type TEmissionFactorListQuery,
  type TFactorOption,
  type TFactorOptionsQuery,
  type TList,
} from '@huella/shared';
import type { Tx } from '../../db/client.ts';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  describeDestroy,
  destroyAllOrNone,
  quotedUsers,
  type Blocker,
  type Blockers,
} from '../../lib/destroy-all-or-none.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { recordCatalogueEvent, type TPartShare } from '../catalogue-events/catalogue-events.service.ts';
import { findSourceRow } from '../sources/sources.service.ts';
import {
  countCompanyUsesOfFactors,
  countGasEmissionsOfFactors,
  countOwnGasEmissions,
  deleteFactorRows,
  findFactorRow,
  findFactorRowsByIds,
  insertFactorRow,
  listDerivedUsers,
  listFactorOptionRows,
  listFactorRows,
  listPartsByFactor,
  lockFactorRows,
  replaceParts,
  updateFactorRow,
  type FactorRow,
  type FactorValues,
  type PartRow,
  type PartValues,
} from './emission-factors.repository.ts';

// A factor's gas values (gas-emissions) are written under the factor's row lock, like its parts.
export { findFactorRow, lockFactorRows } from './emission-factors.repository.ts';

/** A referenced row deleted by another request between the checks and the write: a conflict. */
function conflictIfReferenceGone(error: unknown): never {
  if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw new AppError('CONFLICT', { cause: error });
  throw error;
}

function toFactor(row: FactorRow, parts: PartRow[]): TEmissionFactor {
  return {
    ...row,
    factors: parts,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The stored values; an input without an English name keeps `currentNameEn`. */
const valuesOf = (input: TEmissionFactorInput, currentNameEn: string | null = null): FactorValues => ({
  name: input.name,
  name_en: englishNameToStore(input.name_en, currentNameEn),
  description: input.description ?? null,
  source_id: input.source_id,
  fly: input.fly,
  renewable: input.renewable,
  derives: input.derives,
  value: input.value ?? null,
});

/** The parts to store: those of the body when the factor derives, none otherwise. */
const partsOf = (input: TEmissionFactorInput): PartValues[] =>
  input.derives
    ? input.factors.map((p) => ({ part_factor_id: p.id, percent: p.percent, avoided: p.avoided }))
    : [];

/** Parts as the calculation sees them, in a canonical order, to tell whether they changed. */
const sharesOf = (parts: { id: number; percent: number; avoided: boolean }[]): TPartShare[] =>
  parts
    .map((p) => ({ id: p.id, percent: toThousandths(p.percent) / 1000, avoided: p.avoided }))
    .sort((a, b) => a.id - b.id);

/**
 * What the shared schema cannot check: the source exists; each part exists, is not the factor itself
 * and is not derived (one level of blending); a factor that is a part of a blend, or that holds gas
 * values of its own (a blend takes its values from its parts), does not become a blend. The parts
 * are locked (share) so they cannot turn derived before this transaction commits.
 */
async function checkReferences(tx: Tx, input: TEmissionFactorInput, selfId: number | null) {
  const errors: Record<string, string[]> = {};
  let ownValues = 0;
  if (!(await findSourceRow(tx, input.source_id))) errors.source_id = ['validation.not_found'];
  if (input.derives) {
    const partIds = input.factors.map((p) => p.id).filter((id) => id !== selfId);
    const found = new Map((await lockFactorRows(tx, partIds, 'share')).map((row) => [row.id, row]));
    input.factors.forEach((p, index) => {
      const path = `factors.${index}.id`;
      if (p.id === selfId) errors[path] = ['validation.factor_self'];
      else if (!found.has(p.id)) errors[path] = ['validation.not_found'];
      else if (found.get(p.id)!.derives) errors[path] = ['validation.factor_part_derived'];
    });
    if (selfId !== null && (await listDerivedUsers(tx, [selfId])).size > 0)
      errors.derives = ['validation.factor_is_part'];
    else if (selfId !== null) ownValues = await countOwnGasEmissions(tx, selfId);
    if (ownValues > 0) errors.derives = ['validation.factor_has_values'];
  }
  if (Object.keys(errors).length > 0)
    throw new AppError('VALIDATION', { errors, params: { count: ownValues } });
}

export async function listEmissionFactors(
  ctx: ServiceContext,
  query: TEmissionFactorListQuery,
  lang: TLanguage,
): Promise<TList<TEmissionFactor>> {
  const list = await listFactorRows(ctx.db, { source_id: query.source_id }, query, lang);
  const parts = await listPartsByFactor(
    ctx.db,
    list.data.map((row) => row.id),
    lang,
  );
  return mapList(list, (row) => toFactor(row, parts.get(row.id) ?? []));
}

/** The light list of selectors (`GET /factors`): id, name, source and whether it derives. */
export async function listFactorOptions(
  ctx: ServiceContext,
  query: TFactorOptionsQuery,
  lang: TLanguage,
): Promise<TList<TFactorOption>> {
  return listFactorOptionRows(ctx.db, { source_id: query.source_id, derives: query.derives }, query, lang);
}

export async function showEmissionFactor(
  ctx: ServiceContext,
  id: number,
  lang: TLanguage,
): Promise<TEmissionFactor> {
  const row = await findFactorRow(ctx.db, id, lang);
  if (!row) throw new AppError('NOT_FOUND');
  const parts = await listPartsByFactor(ctx.db, [id], lang);
  return toFactor(row, parts.get(id) ?? []);
}

export async function createEmissionFactor(
  ctx: ServiceContext,
  input: TEmissionFactorInput,
  lang: TLanguage,
): Promise<TEmissionFactor> {
  const id = await ctx.db
    .transaction(async (tx) => {
      await checkReferences(tx, input, null);
      const created = await insertFactorRow(tx, valuesOf(input));
      await replaceParts(tx, created, partsOf(input));
      return created;
    })
    .catch(conflictIfReferenceGone);
  return showEmissionFactor(ctx, id, lang);
}

/**
 * Updates a factor (a seeded one keeps its code). With `derives` off its parts are removed. A change
 * of `derives` or of the parts (which factor, percent, avoided) is recorded for the recalculation.
 */
export async function updateEmissionFactor(
  ctx: ServiceContext,
  id: number,
  input: TEmissionFactorInput,
  lang: TLanguage,
): Promise<TEmissionFactor> {
  await ctx.db
    .transaction(async (tx) => {
      const [current] = await lockFactorRows(tx, [id], 'update');
      if (!current) throw new AppError('NOT_FOUND');
      await checkReferences(tx, input, id);
      const before = sharesOf((await listPartsByFactor(tx, [id])).get(id) ?? []);
      const parts = partsOf(input);
      await updateFactorRow(tx, id, valuesOf(input, current.name_en));
      await replaceParts(tx, id, parts);
      const after = sharesOf(
        parts.map((p) => ({ id: p.part_factor_id, percent: p.percent, avoided: p.avoided })),
      );
      if (current.derives !== input.derives || JSON.stringify(before) !== JSON.stringify(after)) {
        await recordCatalogueEvent(ctx, tx, {
          kind: 'factor.parts_changed',
          entity_id: id,
          payload: {
            previous: { derives: current.derives, parts: before },
            current: { derives: input.derives, parts: after },
          },
        });
      }
    })
    .catch(conflictIfReferenceGone);
  return showEmissionFactor(ctx, id, lang);
}

/**
 * A factor goes only when no derived factor blends it (unless that one goes too), and no company's
 * emission source or activity is on it.
 */
const factorBlockers: Blockers<{ id: number; name: string }> = async (tx, ids, lang) => {
  const users = await listDerivedUsers(tx, ids, ids, lang);
  const companies = await countCompanyUsesOfFactors(tx, ids);
  return (factor): Blocker => {
    const derived = users.get(factor.id) ?? [];
    if (derived.length > 0)
      return {
        message: 'errors.FACTOR_IN_USE',
        params: { name: factor.name, count: derived.length, users: quotedUsers(derived.map((f) => f.name)) },
      };
    const sources = companies.sources.get(factor.id) ?? 0;
    if (sources > 0)
      return { message: 'errors.FACTOR_IN_USE_SOURCES', params: { name: factor.name, count: sources } };
    const activities = companies.activities.get(factor.id) ?? 0;
    if (activities > 0)
      return { message: 'errors.FACTOR_IN_USE_ACTIVITIES', params: { name: factor.name, count: activities } };
    return null;
  };
};

/**
 * Deletes factors with their gas values and parts, all or none: 404 for an unknown id, 409 naming the
 * first factor that is still a part of a derived factor (unless that one is deleted too).
 */
export async function destroyEmissionFactors(
  ctx: ServiceContext,
  ids: number[],
  lang: TLanguage,
): Promise<number> {
  return destroyAllOrNone(ctx.db, ids, {
    lang,
    lock: (tx, unique) => lockFactorRows(tx, unique, 'update'),
    blockers: factorBlockers,
    remove: deleteFactorRows,
  });
}

/** What deleting these factors would do: their gas values go with them; a blend using one keeps it. */
export async function listEmissionFactorDependents(
  ctx: ServiceContext,
  ids: number[],
  lang: TLanguage,
): Promise<TDependents> {
  return describeDestroy(ctx.db, ids, {
    lang,
    find: findFactorRowsByIds,
    blockers: factorBlockers,
    removes: async (tx, unique) => {
      const count = await countGasEmissionsOfFactors(tx, unique);
      return count > 0 ? [{ kind: 'gas_emissions', count }] : [];
    },
  });
}

export async function destroyEmissionFactor(ctx: ServiceContext, id: number, lang: TLanguage): Promise<void> {
  await destroyEmissionFactors(ctx, [id], lang);
}

export async function bulkDestroyEmissionFactors(ctx: ServiceContext, body: TBulkDestroy, lang: TLanguage) {
  return { deleted: await destroyEmissionFactors(ctx, body.ids, lang) };
}
