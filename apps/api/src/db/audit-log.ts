import type { Db, Tx } from './client.ts';
import { audit_log } from './schema/index.ts';
import { acrossCompanies } from './tenant.ts';

export type NewAuditEntry = typeof audit_log.$inferInsert;

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

/** The names of the fields a write sent (never secrets, never their values). */
export function changedFields(body: unknown): string[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  return Object.keys(body).filter((key) => !SECRET_FIELDS.has(key) && !key.startsWith('_'));
}

/** Appends one entry to the audit log (append-only: the table refuses updates and deletes). */
export async function recordAudit(db: Db | Tx, entry: NewAuditEntry): Promise<void> {
  // The log is the platform's record: an entry names the company it is about, or none (a sign-in).
  await acrossCompanies(db).insertInto(audit_log, entry);
}
