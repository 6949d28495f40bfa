import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { TCompanyRole } from '@huella/shared';
import type { Db, Tx } from '../../db/client.ts';
import { companies, company_users, invitations, users } from '../../db/schema/index.ts';

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

export async function listMembers(db: Conn, companyId: number, limit: number, offset: number) {
  const where = eq(company_users.company_id, companyId);
  const [rows, [total]] = await Promise.all([
    db
      .select(memberColumns)
      .from(company_users)
      .innerJoin(users, eq(users.id, company_users.user_id))
      .where(where)
      .orderBy(asc(users.email))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(company_users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
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
  await db
    .delete(invitations)
    .where(and(eq(invitations.company_id, companyId), eq(invitations.user_id, userId)));
}

export async function countMemberships(db: Conn, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(company_users).where(eq(company_users.user_id, userId));
  return row?.n ?? 0;
}

export async function insertInvitation(db: Conn, values: typeof invitations.$inferInsert) {
  await db.insert(invitations).values(values);
}

/** An open invitation matching company, user and token hash; null when used, expired or wrong. */
export async function findOpenInvitation(db: Conn, companyId: number, userId: number, tokenHash: string) {
  const [row] = await db
    .select({
      id: invitations.id,
      role: invitations.role,
      expires_at: invitations.expires_at,
      email: users.email,
      user_status: users.status,
      company: { id: companies.id, name: companies.name, logo: companies.logo },
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.user_id))
    .innerJoin(companies, eq(companies.id, invitations.company_id))
    .where(
      and(
        eq(invitations.company_id, companyId),
        eq(invitations.user_id, userId),
        eq(invitations.token_hash, tokenHash),
        isNull(invitations.accepted_at),
        gt(invitations.expires_at, new Date()),
      ),
    );
  return row ?? null;
}

/** Marks an invitation accepted; false when it was accepted meanwhile (it works once). */
export async function acceptInvitation(db: Conn, id: number): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ accepted_at: new Date() })
    .where(and(eq(invitations.id, id), isNull(invitations.accepted_at)))
    .returning({ id: invitations.id });
  return rows.length === 1;
}
