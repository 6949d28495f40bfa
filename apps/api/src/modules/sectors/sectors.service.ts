import {
  englishNameToStore,
  catalogueName,
  mapList,
  type TBulkDestroy,
  type TDependents,
  type TLanguage,
  type TList,
  type TListQuery,
  type TSector,
  type TSectorInput,
} from '@huella/shared';
import { AppError } from '../../lib/app-error.ts';
import { describeDestroy, destroyAllOrNone, usedBy, type Blockers } from '../../lib/destroy-all-or-none.ts';
import type { ServiceContext } from '../../lib/context.ts';
import {
  countKeyIndicatorsBySector,
  deleteSectorRows,
  findSectorRow,
  findSectorRowsByIds,
  insertSectorRow,
  listSectorRows,
  lockSectorRows,
  updateSectorRow,
  type SectorRow,
  type SectorValues,
} from './sectors.repository.ts';

// A key indicator's sector is checked here.
export { findSectorRow } from './sectors.repository.ts';

function toSector(row: SectorRow, lang: TLanguage): TSector {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    name_en: row.name_en,
    display_name: catalogueName(row, lang),
    description: row.description,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The stored values of an input; an absent English name keeps `currentNameEn`. */
const valuesOf = (input: TSectorInput, currentNameEn: string | null = null): SectorValues => ({
  name: input.name,
  name_en: englishNameToStore(input.name_en, currentNameEn),
  description: input.description ?? null,
});

export async function listSectors(
  ctx: ServiceContext,
  query: TListQuery,
  lang: TLanguage,
): Promise<TList<TSector>> {
  return mapList(await listSectorRows(ctx.db, query, lang), (row) => toSector(row, lang));
}

export async function showSector(ctx: ServiceContext, id: number, lang: TLanguage): Promise<TSector> {
  const row = await findSectorRow(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toSector(row, lang);
}

export async function createSector(
  ctx: ServiceContext,
  input: TSectorInput,
  lang: TLanguage,
): Promise<TSector> {
  return toSector(await insertSectorRow(ctx.db, valuesOf(input)), lang);
}

/** Updates a sector (a seeded one keeps its code); one given no English name keeps its own. */
export async function updateSector(
  ctx: ServiceContext,
  id: number,
  input: TSectorInput,
  lang: TLanguage,
): Promise<TSector> {
  const row = await ctx.db.transaction(async (tx) => {
    const [current] = await lockSectorRows(tx, [id]);
    if (!current) throw new AppError('NOT_FOUND');
    return updateSectorRow(tx, id, valuesOf(input, current.name_en));
  });
  if (!row) throw new AppError('NOT_FOUND');
  return toSector(row, lang);
}

/** A sector goes only when no key indicator belongs to it. */
const sectorBlockers: Blockers<SectorRow> = async (tx, ids, lang) => {
  const uses = await countKeyIndicatorsBySector(tx, ids, lang);
  return (sector) => usedBy('errors.SECTOR_IN_USE', sector.name, uses.get(sector.id));
};

/**
 * Deletes sectors, all or none: 404 for an unknown id, 409 naming the first sector with key
 * indicators (both named in the reader's language).
 */
export async function destroySectors(ctx: ServiceContext, ids: number[], lang: TLanguage): Promise<number> {
  return destroyAllOrNone(ctx.db, ids, {
    lock: lockSectorRows,
    blockers: sectorBlockers,
    remove: deleteSectorRows,
    lang,
  });
}

/** What deleting these sectors would do: the key indicators that keep each one. */
export async function listSectorDependents(
  ctx: ServiceContext,
  ids: number[],
  lang: TLanguage,
): Promise<TDependents> {
  return describeDestroy(ctx.db, ids, { find: findSectorRowsByIds, blockers: sectorBlockers, lang });
}

export async function destroySector(ctx: ServiceContext, id: number, lang: TLanguage): Promise<void> {
  await destroySectors(ctx, [id], lang);
}

export async function bulkDestroySectors(ctx: ServiceContext, body: TBulkDestroy, lang: TLanguage) {
  return { deleted: await destroySectors(ctx, body.ids, lang) };
}
