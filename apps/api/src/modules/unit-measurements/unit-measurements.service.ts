import {
  englishNameToStore,
  catalogueName,
  mapList,
  unitGroupsMatching,
  type TBulkDestroy,
  type TDependents,
  type TList,
  type TLanguage,
  type TListQuery,
  type TUnitMeasurement,
  type TUnitMeasurementInput,
} from '@huella/shared';
import { AppError } from '../../lib/app-error.ts';
import { describeDestroy, destroyAllOrNone, usedBy, type Blockers } from '../../lib/destroy-all-or-none.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { recordCatalogueEvent } from '../catalogue-events/catalogue-events.service.ts';
import {
  countActivitiesInUnits,
  countUnitMeasurementUses,
  deleteUnitMeasurementRows,
  findUnitMeasurementRow,
  findUnitMeasurementRowsByIds,
  insertUnitMeasurementRow,
  listUnitMeasurementRows,
  lockUnitMeasurementRows,
  updateUnitMeasurementRow,
  type UnitMeasurementRow,
  type UnitMeasurementValues,
} from './unit-measurements.repository.ts';

// The units other areas check or resolve: a gas value's unit (gas-emissions), a key indicator's.
export {
  findUnitMeasurementRow,
  findUnitMeasurementRowsByIds,
  listAllUnitMeasurementRows,
} from './unit-measurements.repository.ts';

function toUnitMeasurement(row: UnitMeasurementRow, lang: TLanguage): TUnitMeasurement {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    name_en: row.name_en,
    display_name: catalogueName(row, lang),
    abbreviation: row.abbreviation,
    group: row.group,
    factor: row.factor,
    description: row.description,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The stored values; an input without an English name keeps `currentNameEn`. */
const valuesOf = (
  input: TUnitMeasurementInput,
  factor: number,
  currentNameEn: string | null = null,
): UnitMeasurementValues => ({
  name: input.name,
  name_en: englishNameToStore(input.name_en, currentNameEn),
  abbreviation: input.abbreviation ?? null,
  group: input.group ?? null,
  factor,
  description: input.description ?? null,
});

export async function listUnitMeasurements(
  ctx: ServiceContext,
  query: TListQuery,
  lang: TLanguage,
): Promise<TList<TUnitMeasurement>> {
  // Screens show a group in words: a search finds units by those words too.
  const groups = query.search ? unitGroupsMatching(query.search) : [];
  return mapList(await listUnitMeasurementRows(ctx.db, query, groups, lang), (row) =>
    toUnitMeasurement(row, lang),
  );
}

export async function showUnitMeasurement(
  ctx: ServiceContext,
  id: number,
  lang: TLanguage,
): Promise<TUnitMeasurement> {
  const row = await findUnitMeasurementRow(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toUnitMeasurement(row, lang);
}

export async function createUnitMeasurement(
  ctx: ServiceContext,
  input: TUnitMeasurementInput,
  lang: TLanguage,
): Promise<TUnitMeasurement> {
  return toUnitMeasurement(await insertUnitMeasurementRow(ctx.db, valuesOf(input, input.factor ?? 1)), lang);
}

/**
 * Updates a unit (without `factor` the conversion stays). A new conversion factor or group changes
 * converted consumptions, so it is recorded for the recalculation.
 */
export async function updateUnitMeasurement(
  ctx: ServiceContext,
  id: number,
  input: TUnitMeasurementInput,
  lang: TLanguage,
): Promise<TUnitMeasurement> {
  const row = await ctx.db.transaction(async (tx) => {
    const [current] = await lockUnitMeasurementRows(tx, [id]);
    if (!current) throw new AppError('NOT_FOUND');
    const updated = await updateUnitMeasurementRow(
      tx,
      id,
      valuesOf(input, input.factor ?? current.factor, current.name_en),
    );
    if (updated.factor !== current.factor || updated.group !== current.group) {
      await recordCatalogueEvent(ctx, tx, {
        kind: 'unit.factor_changed',
        entity_id: id,
        payload: {
          previous: { factor: current.factor, group: current.group },
          current: { factor: updated.factor, group: updated.group },
        },
      });
    }
    return updated;
  });
  return toUnitMeasurement(row, lang);
}

/** A unit goes only when no gas value, no key indicator and no company's activity uses it. */
const unitMeasurementBlockers: Blockers<UnitMeasurementRow> = async (tx, ids, lang) => {
  const uses = await countUnitMeasurementUses(tx, ids, lang);
  const activities = await countActivitiesInUnits(tx, ids);
  return (unit) => {
    const recorded = activities.get(unit.id) ?? 0;
    return (
      usedBy('errors.UNIT_IN_USE_GAS_EMISSIONS', unit.name, uses.gasEmissions.get(unit.id)) ??
      usedBy('errors.UNIT_IN_USE_KEY_INDICATORS', unit.name, uses.keyIndicators.get(unit.id)) ??
      (recorded > 0
        ? { message: 'errors.UNIT_IN_USE_ACTIVITIES', params: { name: unit.name, count: recorded } }
        : null)
    );
  };
};

/**
 * Deletes units, all or none: 404 for an unknown id, 409 naming the first unit still used by gas
 * values or key indicators.
 */
export async function destroyUnitMeasurements(
  ctx: ServiceContext,
  ids: number[],
  lang: TLanguage,
): Promise<number> {
  return destroyAllOrNone(ctx.db, ids, {
    lock: lockUnitMeasurementRows,
    blockers: unitMeasurementBlockers,
    remove: deleteUnitMeasurementRows,
    lang,
  });
}

/** What deleting these units would do: the gas values and key indicators that keep each one. */
export async function listUnitMeasurementDependents(
  ctx: ServiceContext,
  ids: number[],
  lang: TLanguage,
): Promise<TDependents> {
  return describeDestroy(ctx.db, ids, {
    find: findUnitMeasurementRowsByIds,
    blockers: unitMeasurementBlockers,
    lang,
  });
}

export async function destroyUnitMeasurement(
  ctx: ServiceContext,
  id: number,
  lang: TLanguage,
): Promise<void> {
  await destroyUnitMeasurements(ctx, [id], lang);
}

export async function bulkDestroyUnitMeasurements(ctx: ServiceContext, body: TBulkDestroy, lang: TLanguage) {
  return { deleted: await destroyUnitMeasurements(ctx, body.ids, lang) };
}
