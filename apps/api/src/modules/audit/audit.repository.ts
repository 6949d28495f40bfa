import { desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countAll, listPage, type TListPageQuery } from '../../db/list.ts';
import { audit_log } from '../../db/schema/index.ts';
import { acrossCompanies } from '../../db/tenant.ts';

export type AuditFilter = {
  company_id?: number;
  user_id?: number;
  entity?: string;
  date_from?: Date;
  /** Exclusive upper bound. */
  date_to?: Date;
};

export function listAuditEntries(db: Db, filter: AuditFilter, query: TListPageQuery) {
  // The super-admin's reading of the platform's log: every company's entries, or one's by filter.
  const log = acrossCompanies(db);
  return listPage(
    {
      rows: log.selectFrom(audit_log).$dynamic(),
      count: log.selectFrom(audit_log, countAll()).$dynamic(),
      where: [
        filter.company_id ? eq(audit_log.company_id, filter.company_id) : undefined,
        filter.user_id ? eq(audit_log.actor_id, filter.user_id) : undefined,
        filter.entity ? eq(audit_log.entity, filter.entity) : undefined,
        filter.date_from ? gte(audit_log.created_at, filter.date_from) : undefined,
        filter.date_to ? lt(audit_log.created_at, filter.date_to) : undefined,
      ],
      defaultOrder: [desc(audit_log.id)],
      tiebreaker: audit_log.id,
    },
    query,
  );
}
