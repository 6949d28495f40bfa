import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { audit_log } from '../../db/schema/index.ts';

export type NewAuditEntry = typeof audit_log.$inferInsert;
export type AuditFilter = {
  company_id?: number;
  user_id?: number;
  entity?: string;
  date_from?: Date;
  /** Exclusive upper bound. */
  date_to?: Date;
};

export async function insertAuditEntry(db: Db, entry: NewAuditEntry): Promise<void> {
  await db.insert(audit_log).values(entry);
}

export async function listAuditEntries(db: Db, filter: AuditFilter, limit: number, offset: number) {
  const conditions: SQL[] = [];
  if (filter.company_id) conditions.push(eq(audit_log.company_id, filter.company_id));
  if (filter.user_id) conditions.push(eq(audit_log.actor_id, filter.user_id));
  if (filter.entity) conditions.push(eq(audit_log.entity, filter.entity));
  if (filter.date_from) conditions.push(gte(audit_log.created_at, filter.date_from));
  if (filter.date_to) conditions.push(lt(audit_log.created_at, filter.date_to));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(audit_log).where(where).orderBy(desc(audit_log.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(audit_log).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
