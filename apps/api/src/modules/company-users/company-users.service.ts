import { mapList, type TCompanyRole, type TCompanyUser, type TList, type TListQuery } from '@huella/shared';
import { AppError } from '../../lib/app-error.ts';
import type { ScopedCompany, ServiceContext } from '../../lib/context.ts';
import {
  countAdministrators,
  deleteMembership,
  findMember,
  listMembers,
  setMemberRole,
} from './company-users.repository.ts';

// A member is added by invitation: they join when they accept it (DESIGN §6). Invitations read here
// whether someone is a member already, and make them one when they accept.
export { ensureMembership, findMember } from './company-users.repository.ts';

type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;
const toCompanyUser = (row: MemberRow): TCompanyUser => ({
  ...row,
  created_at: row.created_at.toISOString(),
});

export async function listCompanyUsers(
  ctx: ServiceContext,
  company: ScopedCompany,
  query: TListQuery,
): Promise<TList<TCompanyUser>> {
  const companyId = company.id;
  return mapList(await listMembers(ctx.db, companyId, query), toCompanyUser);
}

export async function showCompanyUser(
  ctx: ServiceContext,
  company: ScopedCompany,
  userId: number,
): Promise<TCompanyUser> {
  const companyId = company.id;
  const row = await findMember(ctx.db, companyId, userId);
  if (!row) throw new AppError('NOT_FOUND');
  return toCompanyUser(row);
}

async function assertKeepsAnAdministrator(ctx: ServiceContext, companyId: number, member: MemberRow) {
  if (member.role === 'administrator' && (await countAdministrators(ctx.db, companyId)) <= 1) {
    throw new AppError('CONFLICT', { message: 'errors.LAST_ADMIN' });
  }
}

export async function assignCompanyUserRole(
  ctx: ServiceContext,
  company: ScopedCompany,
  userId: number,
  role: TCompanyRole,
): Promise<TCompanyUser> {
  const companyId = company.id;
  const member = await findMember(ctx.db, companyId, userId);
  if (!member) throw new AppError('NOT_FOUND');
  if (role !== 'administrator') await assertKeepsAnAdministrator(ctx, companyId, member);
  await setMemberRole(ctx.db, companyId, userId, role);
  return showCompanyUser(ctx, company, userId);
}

export async function removeCompanyUser(
  ctx: ServiceContext,
  company: ScopedCompany,
  userId: number,
): Promise<void> {
  const companyId = company.id;
  const member = await findMember(ctx.db, companyId, userId);
  if (!member) throw new AppError('NOT_FOUND');
  await assertKeepsAnAdministrator(ctx, companyId, member);
  await deleteMembership(ctx.db, companyId, userId);
}
