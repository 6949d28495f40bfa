import { and, asc, eq } from 'drizzle-orm';
import type { TCompanyRole } from '@huella/shared';
import type { Db, Tx } from '../../db/client.ts';
import { countAll, listPage, type TListPageQuery } from '../../db/list.ts';
import { company_users, users } from '../../db/schema/index.ts';

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
  return listPage(
    {
      rows: db
        .select(memberColumns)
        .from(company_users)
        .innerJoin(users, eq(users.id, company_users.user_id))
        .$dynamic(),
      count: db.select(countAll()).from(company_users).$dynamic(),
      where: [eq(company_users.company_id, companyId)],
      defaultOrder: [asc(users.email)],
      tiebreaker: company_users.id,
    },
    query,
  );
}

export async function findMember(db: Conn, companyId: number, userId: number) {
  const [row] = await db
    .select(memberColumns)
    .from(company_users)
    .innerJoin(users, eq(users.id, company_users.user_id))
    .where(and(eq(company_users.company_id, companyId), eq(company_users.user_id, userId)));
  return row ?? null;
}

export async function insertMembership(db: Conn, companyId: number, userId: number, role: TCompanyRole) {
  await db.insert(company_users).values({ company_id: companyId, user_id: userId, role });
}

/** Makes the user a member with the role unless they already are one (their role then stays). */
export async function ensureMembership(db: Conn, companyId: number, userId: number, role: TCompanyRole) {
  await db
    .insert(company_users)
    .values({ company_id: companyId, user_id: userId, role })
    .onConflictDoNothing();
}

export async function setMemberRole(db: Conn, companyId: number, userId: number, role: TCompanyRole) {
  await db
    .update(company_users)
    .set({ role })
    .where(and(eq(company_users.company_id, companyId), eq(company_users.user_id, userId)));
}

export async function deleteMembership(db: Conn, companyId: number, userId: number) {
  await db
    .delete(company_users)
    .where(and(eq(company_users.company_id, companyId), eq(company_users.user_id, userId)));
}
