import type {
  TCompanyRole,
  TCompanyUser,
  TCompanyUserInput,
  TInvitation,
  TList,
  TListQuery,
  TSession,
  TSignUpMember,
} from '@huella/shared';
import { AppError } from '../../lib/app-error.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { hashPassword, hashToken, randomToken } from '../../lib/crypto.ts';
import {
  countAdministrators,
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  updateUser,
} from '../auth/auth.repository.ts';
import { issueSession } from '../auth/auth.service.ts';
import { findCompany } from '../companies/companies.repository.ts';
import { addedToCompanyMail, invitationMail } from '../mail/templates.ts';
import {
  acceptInvitation,
  countMemberships,
  deleteMembership,
  findMember,
  findOpenInvitation,
  insertInvitation,
  insertMembership,
  listMembers,
  setMemberRole,
} from './company-users.repository.ts';

export const INVITATION_TTL_DAYS = 7;

type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;
const toCompanyUser = (row: MemberRow): TCompanyUser => ({
  ...row,
  created_at: row.created_at.toISOString(),
});

export async function listCompanyUsers(
  ctx: ServiceContext,
  companyId: number,
  query: TListQuery,
): Promise<TList<TCompanyUser>> {
  const { rows, total } = await listMembers(
    ctx.db,
    companyId,
    query.per_page,
    (query.page - 1) * query.per_page,
  );
  return { data: rows.map(toCompanyUser), meta: { total, page: query.page, per_page: query.per_page } };
}

export async function showCompanyUser(
  ctx: ServiceContext,
  companyId: number,
  userId: number,
): Promise<TCompanyUser> {
  const row = await findMember(ctx.db, companyId, userId);
  if (!row) throw new AppError('NOT_FOUND');
  return toCompanyUser(row);
}

/**
 * Adds a member. An existing account joins at once (and is told by e-mail); an unknown e-mail gets
 * an INVITED account and a link carrying a random, expiring, single-use token.
 */
export async function addCompanyUser(
  ctx: ServiceContext,
  companyId: number,
  inviterId: number,
  input: TCompanyUserInput,
): Promise<TCompanyUser> {
  const company = await findCompany(ctx.db, companyId);
  if (!company) throw new AppError('NOT_FOUND');
  const inviter = await findUserById(ctx.db, inviterId);
  const inviterName = [inviter?.name, inviter?.last_name].filter(Boolean).join(' ') || 'Huella';
  const existing = await findUserByEmail(ctx.db, input.email);
  if (existing && (await findMember(ctx.db, companyId, existing.id))) {
    throw new AppError('CONFLICT', {
      message: 'errors.ALREADY_MEMBER',
      errors: { email: ['errors.ALREADY_MEMBER'] },
    });
  }
  await ctx.db.transaction(async (tx) => {
    const lang = existing?.language === 'en' ? 'en' : 'es';
    if (existing) {
      await insertMembership(tx, companyId, existing.id, input.role);
      await ctx.mailer.queue(
        tx,
        existing.email,
        addedToCompanyMail(lang, company.name, inviterName, `${ctx.config.publicUrl}/sign-in`),
      );
      return;
    }
    const invited = await insertUser(tx, {
      name: input.email.split('@')[0]!.slice(0, 80),
      email: input.email,
      status: 'INVITED',
      language: inviter?.language ?? 'es',
    });
    await insertMembership(tx, companyId, invited.id, input.role);
    const token = randomToken();
    await insertInvitation(tx, {
      company_id: companyId,
      user_id: invited.id,
      role: input.role,
      token_hash: hashToken(token),
      invited_by: inviterId,
      expires_at: new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000),
    });
    const link = `${ctx.config.publicUrl}/sign-up/company/${companyId}/user/${invited.id}?token=${token}`;
    await ctx.mailer.queue(
      tx,
      invited.email,
      invitationMail(
        invited.language === 'en' ? 'en' : 'es',
        company.name,
        inviterName,
        link,
        INVITATION_TTL_DAYS,
      ),
    );
  });
  ctx.mailer.kick();
  const user = await findUserByEmail(ctx.db, input.email);
  return showCompanyUser(ctx, companyId, user!.id);
}

async function assertKeepsAnAdministrator(ctx: ServiceContext, companyId: number, member: MemberRow) {
  if (member.role === 'administrator' && (await countAdministrators(ctx.db, companyId)) <= 1) {
    throw new AppError('CONFLICT', { message: 'errors.LAST_ADMIN' });
  }
}

export async function assignCompanyUserRole(
  ctx: ServiceContext,
  companyId: number,
  userId: number,
  role: TCompanyRole,
): Promise<TCompanyUser> {
  const member = await findMember(ctx.db, companyId, userId);
  if (!member) throw new AppError('NOT_FOUND');
  if (role !== 'administrator') await assertKeepsAnAdministrator(ctx, companyId, member);
  await setMemberRole(ctx.db, companyId, userId, role);
  return showCompanyUser(ctx, companyId, userId);
}

export async function removeCompanyUser(
  ctx: ServiceContext,
  companyId: number,
  userId: number,
): Promise<void> {
  const member = await findMember(ctx.db, companyId, userId);
  if (!member) throw new AppError('NOT_FOUND');
  await assertKeepsAnAdministrator(ctx, companyId, member);
  await ctx.db.transaction(async (tx) => {
    await deleteMembership(tx, companyId, userId);
    // An invitation never accepted leaves no account behind.
    if (member.status === 'INVITED' && (await countMemberships(tx, userId)) === 0)
      await deleteUser(tx, userId);
  });
}

export async function showInvitation(
  ctx: ServiceContext,
  companyId: number,
  userId: number,
  token: string,
): Promise<TInvitation> {
  const invitation = await findOpenInvitation(ctx.db, companyId, userId, hashToken(token));
  if (!invitation || invitation.user_status !== 'INVITED')
    throw new AppError('NOT_FOUND', { message: 'errors.INVITATION_INVALID' });
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    expires_at: invitation.expires_at.toISOString(),
    company: invitation.company,
  };
}

/** Completes an invitation: sets the password, proves the e-mail (the link was mailed to it), signs in. */
export async function signUpMember(ctx: ServiceContext, input: TSignUpMember): Promise<TSession> {
  const invitation = await findOpenInvitation(
    ctx.db,
    input.company_id,
    input.user_id,
    hashToken(input.token),
  );
  if (!invitation || invitation.user_status !== 'INVITED')
    throw new AppError('NOT_FOUND', { message: 'errors.INVITATION_INVALID' });
  const password_hash = await hashPassword(input.password);
  const user = await ctx.db.transaction(async (tx) => {
    if (!(await acceptInvitation(tx, invitation.id)))
      throw new AppError('NOT_FOUND', { message: 'errors.INVITATION_INVALID' });
    return updateUser(tx, input.user_id, {
      password_hash,
      status: 'ACTIVE',
      email_verified_at: new Date(),
      ...(input.name ? { name: input.name } : {}),
      ...(input.last_name ? { last_name: input.last_name } : {}),
    });
  });
  return issueSession(ctx, user);
}
