import { mapList, type TAuditEntry, type TList } from '@huella/shared';
import type { Db } from '../../db/client.ts';
import { listAuditEntries, type AuditFilter } from './audit.repository.ts';

export async function listAudit(
  db: Db,
  filter: AuditFilter,
  page: number,
  perPage: number,
): Promise<TList<TAuditEntry>> {
  return mapList(await listAuditEntries(db, filter, { page, per_page: perPage }), (row) => ({
    id: row.id,
    actor_id: row.actor_id,
    actor_email: row.actor_email,
    company_id: row.company_id,
    entity: row.entity,
    entity_id: row.entity_id,
    action: row.action,
    changes: row.changes,
    ip: row.ip,
    created_at: row.created_at.toISOString(),
  }));
}
