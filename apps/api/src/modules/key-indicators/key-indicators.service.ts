import {
  englishNameToStore,
  mapList,
  type TBulkDestroy,
  type TKeyIndicator,
  type TKeyIndicatorInput,
  type TKeyIndicatorListQuery,
  type TLanguage,
  type TList,
} from '@huella/shared';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { destroyAllOrNone } from '../../lib/destroy-all-or-none.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { findSectorRow } from '../sectors/sectors.service.ts';
import { findSourceRowsByIds } from '../sources/sources.service.ts';
import { findUnitMeasurementRow } from '../unit-measurements/unit-measurements.service.ts';
import {
  deleteKeyIndicatorRows,
  findKeyIndicatorRow,
  insertKeyIndicatorRow,
  listKeyIndicatorRows,
  listSourceIdsByKeyIndicator,
  lockKeyIndicatorRows,
  replaceKeyIndicatorSources,
  updateKeyIndicatorRow,
  type KeyIndicatorRow,
  type KeyIndicatorValues,
} from './key-indicators.repository.ts';

/** A referenced row deleted by another request between the checks and the write: a conflict. */
function conflictIfReferenceGone(error: unknown): never {
  if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw new AppError('CONFLICT', { cause: error });
  throw error;
}

function toKeyIndicator(row: KeyIndicatorRow, sourceIds: number[]): TKeyIndicator {
  return {
    ...row,
    sources: sourceIds,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The sector, the unit and every source exist: else 422 naming the field. */
async function checkReferences(ctx: ServiceContext, input: TKeyIndicatorInput): Promise<number[]> {
  const sourceIds = [...new Set(input.sources)];
  const sector = await findSectorRow(ctx.db, input.sector_id);
  const unit = await findUnitMeasurementRow(ctx.db, input.unit_measurement_id);
  const sources = await findSourceRowsByIds(ctx.db, sourceIds);
  const errors: Record<string, string[]> = {};
  if (!sector) errors.sector_id = ['validation.not_found'];
  if (!unit) errors.unit_measurement_id = ['validation.not_found'];
  if (sources.length !== sourceIds.length) errors.sources = ['validation.not_found'];
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION', { errors });
  return sourceIds;
}

/** The stored values of an input; an absent English name keeps `currentNameEn`. */
const valuesOf = (input: TKeyIndicatorInput, currentNameEn: string | null = null): KeyIndicatorValues => ({
  name: input.name,
  name_en: englishNameToStore(input.name_en, currentNameEn),
  description: input.description ?? null,
  sector_id: input.sector_id,
  unit_measurement_id: input.unit_measurement_id,
});

export async function listKeyIndicators(
  ctx: ServiceContext,
  query: TKeyIndicatorListQuery,
  lang: TLanguage,
): Promise<TList<TKeyIndicator>> {
  const list = await listKeyIndicatorRows(
    ctx.db,
    { sector_id: query.sector_id, source_id: query.source_id },
    query,
    lang,
  );
  const sourceIds = await listSourceIdsByKeyIndicator(
    ctx.db,
    list.data.map((row) => row.id),
  );
  return mapList(list, (row) => toKeyIndicator(row, sourceIds.get(row.id) ?? []));
}

export async function showKeyIndicator(
  ctx: ServiceContext,
  id: number,
  lang: TLanguage,
): Promise<TKeyIndicator> {
  const row = await findKeyIndicatorRow(ctx.db, id, lang);
  if (!row) throw new AppError('NOT_FOUND');
  const sourceIds = await listSourceIdsByKeyIndicator(ctx.db, [id]);
  return toKeyIndicator(row, sourceIds.get(id) ?? []);
}

export async function createKeyIndicator(
  ctx: ServiceContext,
  input: TKeyIndicatorInput,
  lang: TLanguage,
): Promise<TKeyIndicator> {
  const sourceIds = await checkReferences(ctx, input);
  const id = await ctx.db
    .transaction(async (tx) => {
      const created = await insertKeyIndicatorRow(tx, valuesOf(input));
      await replaceKeyIndicatorSources(tx, created, sourceIds);
      return created;
    })
    .catch(conflictIfReferenceGone);
  return showKeyIndicator(ctx, id, lang);
}

/** Updates a key indicator and its sources; one given no English name keeps its own. */
export async function updateKeyIndicator(
  ctx: ServiceContext,
  id: number,
  input: TKeyIndicatorInput,
  lang: TLanguage,
): Promise<TKeyIndicator> {
  const sourceIds = await checkReferences(ctx, input);
  await ctx.db
    .transaction(async (tx) => {
      const [current] = await lockKeyIndicatorRows(tx, [id]);
      if (!current) throw new AppError('NOT_FOUND');
      await updateKeyIndicatorRow(tx, id, valuesOf(input, current.name_en));
      await replaceKeyIndicatorSources(tx, id, sourceIds);
    })
    .catch(conflictIfReferenceGone);
  return showKeyIndicator(ctx, id, lang);
}

/** Deletes key indicators, all or none (404 for an unknown id); their source links go with them. */
export async function destroyKeyIndicators(ctx: ServiceContext, ids: number[]): Promise<number> {
  // Company indicator values will reference key indicators; until then nothing else does.
  return destroyAllOrNone(ctx.db, ids, { lock: lockKeyIndicatorRows, remove: deleteKeyIndicatorRows });
}

export async function destroyKeyIndicator(ctx: ServiceContext, id: number): Promise<void> {
  await destroyKeyIndicators(ctx, [id]);
}

export async function bulkDestroyKeyIndicators(ctx: ServiceContext, body: TBulkDestroy) {
  return { deleted: await destroyKeyIndicators(ctx, body.ids) };
}
