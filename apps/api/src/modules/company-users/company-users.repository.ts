import { asc, eq, sql } from 'drizzle-orm';
import type { TCompanyRole } from '@huella/shared';
import type { Db, Tx } from '../../db/client.ts';
import { countAll, listPage, type TListPageQuery } from '../../db/list.ts';
import { company_users, users } from '../../db/schema/index.ts';
import { tenant } from '../../db/tenant.ts';

type Conn = Db | Tx;

const memberColumns = {
  id: company_users.id,
  user_id: users.id,
  email: users.email,
  name: users.name,
  last_name: users.last_name,
  role: company_users.role,
  status: users.status,
  created_at: company_users.created_at,
};

export function listMembers(db: Conn, companyId: number, query: TListPageQuery) {
  const company = tenant(db, companyId);
  return listPage(
    {
      rows: company
        .selectFrom(company_users, memberColumns)
        .innerJoin(users, eq(users.id, company_users.user_id))
        .$dynamic(),
      count: company.selectFrom(company_users, countAll()).$dynamic(),
      defaultOrder: [asc(users.email)],
      tiebreaker: company_users.id,
    },
    query,
  );
}

export async function findMember(db: Conn, companyId: number, userId: number) {
  const [row] = await tenant(db, companyId)
    .selectFrom(company_users, memberColumns)
    .innerJoin(users, eq(users.id, company_users.user_id))
    .where(eq(company_users.user_id, userId));
  return row ?? null;
}

export async function insertMembership(db: Conn, companyId: number, userId: number, role: TCompanyRole) {
  await tenant(db, companyId).insertInto(company_users, { user_id: userId, role });
}

/** Makes the user a member with the role unless they already are one (their role then stays). */
export async function ensureMembership(db: Conn, companyId: number, userId: number, role: TCompanyRole) {
  await tenant(db, companyId).insertInto(company_users, { user_id: userId, role }).onConflictDoNothing();
}

export async function setMemberRole(db: Conn, companyId: number, userId: number, role: TCompanyRole) {
  await tenant(db, companyId).updateSet(company_users, { role }).where(eq(company_users.user_id, userId));
}

export async function deleteMembership(db: Conn, companyId: number, userId: number) {
  await tenant(db, companyId).deleteFrom(company_users).where(eq(company_users.user_id, userId));
}

export async function countAdministrators(db: Conn, companyId: number): Promise<number> {
  const [row] = await tenant(db, companyId)
    .selectFrom(company_users, { n: sql<number>`count(*)::int` })
    .where(eq(company_users.role, 'administrator' satisfies TCompanyRole));
  return row?.n ?? 0;
}
