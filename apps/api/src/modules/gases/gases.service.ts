import {
  englishNameToStore,
  catalogueName,
  isCarbonDioxide,
  mapList,
  type TBulkDestroy,
  type TDependents,
  type TGas,
  type TGasInput,
  type TList,
  type TLanguage,
  type TListQuery,
  type TCatalogueVersion,
} from '@huella/shared';
import { AppError } from '../../lib/app-error.ts';
import { describeDestroy, destroyAllOrNone, usedBy, type Blockers } from '../../lib/destroy-all-or-none.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { recordCatalogueEvent } from '../catalogue-events/catalogue-events.service.ts';
import { keepVersion, versionsOf, type Actor } from '../catalogue-versions/catalogue-versions.service.ts';
import {
  countGasEmissionsByGas,
  deleteGasRows,
  findGasRow,
  findGasRowsByIds,
  insertGasRow,
  listGasRows,
  lockGasRows,
  updateGasRow,
  type GasRow,
  type GasValues,
} from './gases.repository.ts';

// The gases a factor's gas values name, checked or resolved by name (gas-emissions).
export { findGasRowsByIds, listAllGasRows } from './gases.repository.ts';

function toGas(row: GasRow, lang: TLanguage): TGas {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    name_en: row.name_en,
    display_name: catalogueName(row, lang),
    formula: row.formula,
    pc: row.pc,
    gwp_report: row.gwp_report,
    description: row.description,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * The row's values; a gas given no report keeps the one it has (`current`), a new one AR6's, and one
 * given no English name keeps its own.
 */
const valuesOf = (input: TGasInput, current?: GasRow): GasValues => ({
  name: input.name,
  name_en: englishNameToStore(input.name_en, current?.name_en),
  formula: input.formula ?? null,
  pc: input.pc,
  gwp_report: input.gwp_report ?? current?.gwp_report ?? 'AR6',
  description: input.description ?? null,
});

export async function listGases(
  ctx: ServiceContext,
  query: TListQuery,
  lang: TLanguage,
): Promise<TList<TGas>> {
  return mapList(await listGasRows(ctx.db, query, lang), (row) => toGas(row, lang));
}

export async function showGas(ctx: ServiceContext, id: number, lang: TLanguage): Promise<TGas> {
  const row = await findGasRow(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toGas(row, lang);
}

export async function createGas(ctx: ServiceContext, input: TGasInput, lang: TLanguage): Promise<TGas> {
  return toGas(await insertGasRow(ctx.db, valuesOf(input)), lang);
}

/**
 * Updates a gas (a seeded gas keeps its code); a new GWP, or a new report for it, is recorded for
 * the recalculation.
 */
export async function updateGas(
  ctx: ServiceContext,
  id: number,
  input: TGasInput,
  actor: Actor,
  lang: TLanguage,
): Promise<TGas> {
  const row = await ctx.db.transaction(async (tx) => {
    const [current] = await lockGasRows(tx, [id]);
    if (!current) throw new AppError('NOT_FOUND');
    const updated = await updateGasRow(tx, id, valuesOf(input, current));
    // Each stored line names the GWP it applied and its report: either changing re-computes them,
    // and the gas keeps the version it replaces.
    const reportChanged = updated.gwp_report !== current.gwp_report;
    if (updated.pc !== current.pc || reportChanged || updated.formula !== current.formula)
      await keepVersion(tx, actor, 'gases', id, versionOfGas(current), 'update');
    if (updated.pc !== current.pc || reportChanged) {
      await recordCatalogueEvent(ctx, tx, {
        kind: 'gas.pc_changed',
        entity_id: id,
        payload: {
          previous_pc: current.pc,
          pc: updated.pc,
          ...(reportChanged
            ? { previous_gwp_report: current.gwp_report, gwp_report: updated.gwp_report }
            : {}),
        },
      });
    }
    if (isCarbonDioxide(updated.formula ?? undefined) !== isCarbonDioxide(current.formula ?? undefined)) {
      await recordCatalogueEvent(ctx, tx, {
        kind: 'gas.formula_changed',
        entity_id: id,
        payload: { previous_formula: current.formula, formula: updated.formula },
      });
    }
    return updated;
  });
  return toGas(row, lang);
}

/** What a gas's version keeps: what the calculation and a line's provenance read of it. */
const versionOfGas = (row: GasRow) => ({
  name: row.name,
  formula: row.formula,
  pc: row.pc,
  gwp_report: row.gwp_report,
});

/** The gas's history: its current version, then each earlier one. */
export async function gasVersions(ctx: ServiceContext, id: number): Promise<TCatalogueVersion[]> {
  const [current] = await findGasRowsByIds(ctx.db, [id]);
  const versions = await versionsOf(ctx, 'gases', id, current ? versionOfGas(current) : null);
  if (versions.length === 0) throw new AppError('NOT_FOUND');
  return versions;
}

/** A gas goes only when no gas value uses it. */
const gasBlockers: Blockers<GasRow> = async (tx, ids, lang) => {
  const uses = await countGasEmissionsByGas(tx, ids, lang);
  return (gas) => usedBy('errors.GAS_IN_USE', gas.name, uses.get(gas.id));
};

/**
 * Deletes gases, all or none: an unknown id answers 404, a gas still used by gas values 409 naming
 * the first such gas and how many values use it.
 */
export async function destroyGases(ctx: ServiceContext, ids: number[], lang: TLanguage): Promise<number> {
  return destroyAllOrNone(ctx.db, ids, {
    lock: lockGasRows,
    blockers: gasBlockers,
    remove: deleteGasRows,
    lang,
  });
}

/** What deleting these gases would do: the gas values that keep each one. */
export async function listGasDependents(
  ctx: ServiceContext,
  ids: number[],
  lang: TLanguage,
): Promise<TDependents> {
  return describeDestroy(ctx.db, ids, { find: findGasRowsByIds, blockers: gasBlockers, lang });
}

export async function destroyGas(ctx: ServiceContext, id: number, lang: TLanguage): Promise<void> {
  await destroyGases(ctx, [id], lang);
}

export async function bulkDestroyGases(ctx: ServiceContext, body: TBulkDestroy, lang: TLanguage) {
  return { deleted: await destroyGases(ctx, body.ids, lang) };
}
