import type { TAuditEntry, TList } from '@huella/shared';
import type { Db } from '../../db/client.ts';
import {
  insertAuditEntry,
  listAuditEntries,
  type AuditFilter,
  type NewAuditEntry,
} from './audit.repository.ts';

/** Body fields never named in the audit log, even as changed-field names' values: they are secrets. */
const SECRET_FIELDS = new Set([
  'password',
  'password_confirmation',
  'old_password',
  'token',
  'refresh_token',
  'access_token',
  'code',
]);

export function changedFields(body: unknown): string[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  return Object.keys(body).filter((key) => !SECRET_FIELDS.has(key) && !key.startsWith('_'));
}

export function recordAudit(db: Db, entry: NewAuditEntry): Promise<void> {
  return insertAuditEntry(db, entry);
}

export async function listAudit(
  db: Db,
  filter: AuditFilter,
  page: number,
  perPage: number,
): Promise<TList<TAuditEntry>> {
  const { rows, total } = await listAuditEntries(db, filter, perPage, (page - 1) * perPage);
  return {
    data: rows.map((row) => ({
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
    })),
    meta: { total, page, per_page: perPage },
  };
}
