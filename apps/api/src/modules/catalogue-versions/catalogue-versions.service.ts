import type { TCatalogueVersion } from '@huella/shared';
import type { Tx } from '../../db/client.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { insertVersionRow, listVersionRows } from './catalogue-versions.repository.ts';

// Catalogue history instead of edits in place (DESIGN §4): a change of what the calculation reads
// — a gas's GWP, a gas value's number, unit, dates or uncertainty — or a gas value's deletion keeps
// the row as it was, in the change's transaction, with who replaced it and when.

/** The catalogue tables whose rows keep their versions. */
export type VersionedEntity = 'gases' | 'gas_emissions';

/** Who makes a change (the request's user; none for a job). */
export type Actor = { id: number; email: string } | null;

/** Keeps a row's version as it was before `action` replaces it. */
export async function keepVersion(
  tx: Tx,
  actor: Actor,
  entity: VersionedEntity,
  entityId: number,
  values: Record<string, unknown>,
  action: 'update' | 'delete',
): Promise<void> {
  await insertVersionRow(tx, {
    entity,
    entity_id: entityId,
    values,
    action,
    replaced_by: actor?.id ?? null,
    replaced_by_email: actor?.email ?? null,
  });
}

/**
 * A row's history, newest first: its current version (when it still exists), then each earlier
 * one with when it was replaced and by whom.
 */
export async function versionsOf(
  ctx: ServiceContext,
  entity: VersionedEntity,
  entityId: number,
  current: Record<string, unknown> | null,
): Promise<TCatalogueVersion[]> {
  const earlier = await listVersionRows(ctx.db, entity, entityId);
  const total = earlier.length + (current ? 1 : 0);
  return [
    ...(current
      ? [{ version: total, values: current, replaced_at: null, replaced_by: null, action: null }]
      : []),
    ...earlier.map((row, index) => ({
      version: earlier.length - index,
      values: row.values,
      replaced_at: row.replaced_at.toISOString(),
      replaced_by: row.replaced_by_email,
      action: row.action === 'delete' ? ('delete' as const) : ('update' as const),
    })),
  ];
}
