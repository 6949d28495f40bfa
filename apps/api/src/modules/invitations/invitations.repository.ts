import { and, asc, count, eq, gte, min, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { countAll, listPage, type TListPageQuery } from '../../db/list.ts';
import { companies, invitations, isOpenInvitation, users } from '../../db/schema/index.ts';
import { acrossCompanies, tenant } from '../../db/tenant.ts';

type Conn = Db | Tx;

export type InvitationRow = typeof invitations.$inferSelect;

const inviterName = sql<
  string | null
>`nullif(trim(concat_ws(' ', ${users.name}, ${users.last_name})), '')`.as('invited_by');

const invitationColumns = {
  id: invitations.id,
  email: invitations.email,
  role: invitations.role,
  invited_by: inviterName,
  expires_at: invitations.expires_at,
  created_at: invitations.created_at,
};

const withCompany = {
  ...invitationColumns,
  company: { id: companies.id, name: companies.name, logo: companies.logo },
};

export async function insertInvitation(
  db: Conn,
  companyId: number,
  values: Omit<typeof invitations.$inferInsert, 'company_id'>,
) {
  const [row] = await tenant(db, companyId).insertInto(invitations, values).returning();
  return row!;
}

/** Closes the open invitations of an e-mail to a company (a newer one replaces them). */
export async function revokeOpenInvitations(db: Conn, companyId: number, email: string): Promise<void> {
  await tenant(db, companyId)
    .updateSet(invitations, { revoked_at: new Date() })
    .where(and(eq(invitations.email, email), isOpenInvitation()));
}

/** Takes the company's row lock, so concurrent invitations of one company are counted one at a time. */
export async function lockCompany(tx: Tx, companyId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return rows.length === 1;
}

/** How many invitations were sent since `since` (whatever became of them), and the oldest one's time. */
export async function countInvitationsSince(
  db: Conn,
  by: { companyId: number } | { invitedBy: number },
  since: Date,
): Promise<{ n: number; oldest: Date | null }> {
  const fields = { n: count(), oldest: min(invitations.created_at) };
  const sent = gte(invitations.created_at, since);
  const [row] =
    'companyId' in by
      ? await tenant(db, by.companyId).selectFrom(invitations, fields).where(sent)
      : // What one person sent, to whichever company: the limit is theirs.
        await acrossCompanies(db)
          .selectFrom(invitations, fields)
          .where(and(eq(invitations.invited_by, by.invitedBy), sent));
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
}

export function listOpenCompanyInvitations(db: Conn, companyId: number, query: TListPageQuery) {
  const company = tenant(db, companyId);
  return listPage(
    {
      rows: company
        .selectFrom(invitations, invitationColumns)
        .leftJoin(users, eq(users.id, invitations.invited_by))
        .$dynamic(),
      count: company.selectFrom(invitations, countAll()).$dynamic(),
      where: [isOpenInvitation()],
      defaultOrder: [asc(invitations.email)],
      tiebreaker: invitations.id,
    },
    query,
  );
}

/** Withdraws an open invitation of the company; false when there is none with that id. */
export async function revokeCompanyInvitation(db: Conn, companyId: number, id: number): Promise<boolean> {
  const rows = await tenant(db, companyId)
    .updateSet(invitations, { revoked_at: new Date() })
    .where(and(eq(invitations.id, id), isOpenInvitation()))
    .returning({ id: invitations.id });
  return rows.length === 1;
}

/** An open invitation by id and token hash (the mailed link); null when used, expired or wrong. */
export async function findOpenInvitationByToken(db: Conn, id: number, tokenHash: string) {
  // Found by its link, by someone who is not a member yet: the link names the company.
  const [row] = await acrossCompanies(db)
    .selectFrom(invitations, withCompany)
    .innerJoin(companies, eq(companies.id, invitations.company_id))
    .leftJoin(users, eq(users.id, invitations.invited_by))
    .where(and(eq(invitations.id, id), eq(invitations.token_hash, tokenHash), isOpenInvitation()));
  return row ?? null;
}

/** The open invitations addressed to an e-mail, newest first. */
export async function listOpenInvitationsFor(db: Conn, email: string) {
  // What a person is invited to, by any company.
  return acrossCompanies(db)
    .selectFrom(invitations, withCompany)
    .innerJoin(companies, eq(companies.id, invitations.company_id))
    .leftJoin(users, eq(users.id, invitations.invited_by))
    .where(and(eq(invitations.email, email), isOpenInvitation()))
    .orderBy(sql`${invitations.created_at} desc`);
}

/**
 * Closes an open invitation addressed to `email` as accepted or declined; answers its company and
 * role, or null when it is not open (or not addressed to that e-mail). It works once.
 */
export async function closeInvitation(
  db: Conn,
  id: number,
  email: string,
  outcome: { accepted_by: number } | { declined: true },
) {
  const now = new Date();
  // The invited person answers by the invitation's id, before being a member: its row names the company.
  const [row] = await acrossCompanies(db)
    .updateSet(
      invitations,
      'accepted_by' in outcome
        ? { accepted_at: now, accepted_by: outcome.accepted_by }
        : { declined_at: now },
    )
    .where(and(eq(invitations.id, id), eq(invitations.email, email), isOpenInvitation()))
    .returning({ company_id: invitations.company_id, role: invitations.role });
  return row ?? null;
}
