import {
  mapList,
  type TBulkDestroy,
  type TDependents,
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

function toSector(row: SectorRow): TSector {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const valuesOf = (input: TSectorInput): SectorValues => ({
  name: input.name,
  description: input.description ?? null,
});

export async function listSectors(ctx: ServiceContext, query: TListQuery): Promise<TList<TSector>> {
  return mapList(await listSectorRows(ctx.db, query), toSector);
}

export async function showSector(ctx: ServiceContext, id: number): Promise<TSector> {
  const row = await findSectorRow(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toSector(row);
}

export async function createSector(ctx: ServiceContext, input: TSectorInput): Promise<TSector> {
  return toSector(await insertSectorRow(ctx.db, valuesOf(input)));
}

export async function updateSector(ctx: ServiceContext, id: number, input: TSectorInput): Promise<TSector> {
  const row = await updateSectorRow(ctx.db, id, valuesOf(input));
  if (!row) throw new AppError('NOT_FOUND');
  return toSector(row);
}

/** A sector goes only when no key indicator belongs to it. */
const sectorBlockers: Blockers<SectorRow> = async (tx, ids) => {
  const uses = await countKeyIndicatorsBySector(tx, ids);
  return (sector) => usedBy('errors.SECTOR_IN_USE', sector.name, uses.get(sector.id));
};

/** Deletes sectors, all or none: 404 for an unknown id, 409 naming the first sector with key indicators. */
export async function destroySectors(ctx: ServiceContext, ids: number[]): Promise<number> {
  return destroyAllOrNone(ctx.db, ids, {
    lock: lockSectorRows,
    blockers: sectorBlockers,
    remove: deleteSectorRows,
  });
}

/** What deleting these sectors would do: the key indicators that keep each one. */
export async function listSectorDependents(ctx: ServiceContext, ids: number[]): Promise<TDependents> {
  return describeDestroy(ctx.db, ids, { find: findSectorRowsByIds, blockers: sectorBlockers });
}

export async function destroySector(ctx: ServiceContext, id: number): Promise<void> {
  await destroySectors(ctx, [id]);
}

export async function bulkDestroySectors(ctx: ServiceContext, body: TBulkDestroy) {
  return { deleted: await destroySectors(ctx, body.ids) };
}
