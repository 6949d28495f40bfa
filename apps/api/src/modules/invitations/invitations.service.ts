import {
  INVITATION_TTL_DAYS,
  INVITATIONS_PER_ADMIN_PER_DAY,
  INVITATIONS_PER_COMPANY_PER_DAY,
  type TAccount,
  type TCompanyInvitation,
  type TCompanyUserInput,
  type TInvitation,
  type TInvitationLink,
  type TList,
  type TListQuery,
  type TSession,
  type TSignUpMember,
  mapList,
} from '@huella/shared';
import { AppError, pastDailyLimit } from '../../lib/app-error.ts';
import type { ScopedCompany, ServiceContext } from '../../lib/context.ts';
import { hashPassword, hashToken, randomToken } from '../../lib/crypto.ts';
import { findUserByEmail, findUserById, insertUser, loadAccount } from '../account/account.service.ts';
import { issueSession } from '../auth/auth.service.ts';
import { findCompany } from '../companies/companies.service.ts';
import { ensureMembership, findMember } from '../company-users/company-users.service.ts';
import { invitationMail } from '../mail/templates.ts';
import { assertWithinLimit } from '../plans/plans.service.ts';
import {
  closeInvitation,
  countInvitationsSince,
  findOpenInvitationByToken,
  insertInvitation,
  listOpenCompanyInvitations,
  listOpenInvitationsFor,
  lockCompany,
  revokeCompanyInvitation,
  revokeOpenInvitations,
} from './invitations.repository.ts';

const DAY_MS = 86_400_000;

type Listed = Awaited<ReturnType<typeof listOpenCompanyInvitations>>['data'][number];
type WithCompany = Awaited<ReturnType<typeof listOpenInvitationsFor>>[number];

const toCompanyInvitation = (row: Listed): TCompanyInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invited_by: row.invited_by,
  expires_at: row.expires_at.toISOString(),
  created_at: row.created_at.toISOString(),
});

const toInvitation = (row: WithCompany): TInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invited_by: row.invited_by,
  expires_at: row.expires_at.toISOString(),
  company: row.company,
});

/** The link of an invitation mail: the web page that lets its holder accept it. */
export const invitationLink = (publicUrl: string, id: number, token: string) =>
  `${publicUrl}/invitations/${id}?token=${token}`;

/** Refuses a new invitation past the daily limits of the administrator and of the company. */
async function assertUnderDailyLimits(
  conn: Parameters<typeof countInvitationsSince>[0],
  companyId: number,
  inviterId: number,
) {
  const since = new Date(Date.now() - DAY_MS);
  for (const [by, limit, message] of [
    [{ invitedBy: inviterId }, INVITATIONS_PER_ADMIN_PER_DAY, 'errors.INVITATION_LIMIT_ADMIN'],
    [{ companyId }, INVITATIONS_PER_COMPANY_PER_DAY, 'errors.INVITATION_LIMIT_COMPANY'],
  ] as const) {
    const { n, oldest } = await countInvitationsSince(conn, by, since);
    if (n >= limit) throw pastDailyLimit(message, limit, oldest);
  }
}

/**
 * Invites an e-mail to the company. Nobody joins without consenting: the person accepts in the
 * app (signed in as that e-mail) or creates their account from the mailed link. The answer is the
 * same whether or not the e-mail has an account, so it tells the administrator nothing about it;
 * only the mail itself, read by the address's owner, words it for their case. A new invitation to
 * the same e-mail replaces the open one. An open invitation holds a seat of the plan's users.
 */
export async function inviteToCompany(
  ctx: ServiceContext,
  scoped: ScopedCompany,
  inviterId: number,
  input: TCompanyUserInput,
): Promise<TCompanyInvitation> {
  const companyId = scoped.id;
  const company = await findCompany(ctx.db, companyId);
  if (!company) throw new AppError('NOT_FOUND');
  const existing = await findUserByEmail(ctx.db, input.email);
  // Members are listed to the administrator already: saying so reveals nothing new.
  if (existing && (await findMember(ctx.db, companyId, existing.id))) {
    throw new AppError('CONFLICT', {
      message: 'errors.ALREADY_MEMBER',
      errors: { email: ['errors.ALREADY_MEMBER'] },
    });
  }
  const inviter = await findUserById(ctx.db, inviterId);
  const inviterName = [inviter?.name, inviter?.last_name].filter(Boolean).join(' ') || 'Huella';
  const token = randomToken();
  const invitation = await ctx.db.transaction(async (tx) => {
    if (!(await lockCompany(tx, companyId))) throw new AppError('NOT_FOUND');
    await assertUnderDailyLimits(tx, companyId, inviterId);
    await revokeOpenInvitations(tx, companyId, input.email);
    // Counted once the replaced invitation no longer holds its seat.
    await assertWithinLimit({ ...ctx, db: tx }, scoped, 'num_users');
    const row = await insertInvitation(tx, companyId, {
      email: input.email,
      role: input.role,
      token_hash: hashToken(token),
      invited_by: inviterId,
      expires_at: new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS),
    });
    const lang = (existing?.language ?? inviter?.language) === 'en' ? 'en' : 'es';
    await ctx.mailer.queue(
      tx,
      input.email,
      invitationMail(lang, {
        companyName: company.name,
        inviterName,
        link: invitationLink(ctx.config.publicUrl, row.id, token),
        expiresDays: INVITATION_TTL_DAYS,
        hasAccount: existing !== null,
      }),
    );
    return row;
  });
  ctx.mailer.kick();
  return toCompanyInvitation({ ...invitation, invited_by: inviterName });
}

export async function listCompanyInvitations(
  ctx: ServiceContext,
  company: ScopedCompany,
  query: TListQuery,
): Promise<TList<TCompanyInvitation>> {
  const companyId = company.id;
  return mapList(await listOpenCompanyInvitations(ctx.db, companyId, query), toCompanyInvitation);
}

/** Withdraws an open invitation: its link stops working and the e-mail is as if never invited. */
export async function withdrawCompanyInvitation(ctx: ServiceContext, company: ScopedCompany, id: number) {
  const companyId = company.id;
  if (!(await revokeCompanyInvitation(ctx.db, companyId, id))) throw new AppError('NOT_FOUND');
}

/** What the mailed link shows (only with its token): the invitation, and whether to sign in or sign up. */
export async function showInvitationLink(
  ctx: ServiceContext,
  id: number,
  token: string,
): Promise<TInvitationLink> {
  const row = await findOpenInvitationByToken(ctx.db, id, hashToken(token));
  if (!row) throw new AppError('NOT_FOUND', { message: 'errors.INVITATION_INVALID' });
  return { ...toInvitation(row), has_account: (await findUserByEmail(ctx.db, row.email)) !== null };
}

/**
 * Creates the account of an invited e-mail from the mailed link and joins the company: the token
 * came by mail to that address, so the address is proven. An e-mail that has an account meanwhile
 * signs in and accepts instead.
 */
export async function signUpMember(ctx: ServiceContext, input: TSignUpMember): Promise<TSession> {
  const invitation = await findOpenInvitationByToken(ctx.db, input.invitation_id, hashToken(input.token));
  if (!invitation) throw new AppError('NOT_FOUND', { message: 'errors.INVITATION_INVALID' });
  if (await findUserByEmail(ctx.db, invitation.email))
    throw new AppError('CONFLICT', { message: 'errors.INVITATION_HAS_ACCOUNT' });
  const password_hash = await hashPassword(input.password);
  const user = await ctx.db.transaction(async (tx) => {
    const created = await insertUser(tx, {
      name: input.name ?? invitation.email.split('@')[0]!.slice(0, 80),
      last_name: input.last_name ?? null,
      email: invitation.email,
      password_hash,
      role: 'member',
      status: 'ACTIVE',
      email_verified_at: new Date(),
      language: 'es',
    });
    const closed = await closeInvitation(tx, invitation.id, invitation.email, { accepted_by: created.id });
    if (!closed) throw new AppError('NOT_FOUND', { message: 'errors.INVITATION_INVALID' });
    await ensureMembership(tx, closed.company_id, created.id, closed.role);
    return created;
  });
  return issueSession(ctx, user);
}

type Invitee = { id: number; email: string };

/** The open invitations addressed to the signed-in person's (verified) e-mail. */
export async function listMyInvitations(ctx: ServiceContext, user: Invitee): Promise<TInvitation[]> {
  return (await listOpenInvitationsFor(ctx.db, user.email)).map(toInvitation);
}

/** Accepts an invitation addressed to the signed-in person: they join the company now. */
export async function acceptMyInvitation(ctx: ServiceContext, user: Invitee, id: number): Promise<TAccount> {
  await ctx.db.transaction(async (tx) => {
    const closed = await closeInvitation(tx, id, user.email, { accepted_by: user.id });
    if (!closed) throw new AppError('NOT_FOUND', { message: 'errors.INVITATION_INVALID' });
    await ensureMembership(tx, closed.company_id, user.id, closed.role);
  });
  const row = await findUserById(ctx.db, user.id);
  if (!row) throw new AppError('UNAUTHENTICATED');
  return loadAccount(ctx, row);
}

export async function declineMyInvitation(ctx: ServiceContext, user: Invitee, id: number): Promise<void> {
  if (!(await closeInvitation(ctx.db, id, user.email, { declined: true })))
    throw new AppError('NOT_FOUND', { message: 'errors.INVITATION_INVALID' });
}
