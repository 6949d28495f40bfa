import type { TCompanyRole, TCompanyUser, TList, TListQuery } from '@huella/shared';
import { AppError } from '../../lib/app-error.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { countAdministrators } from '../auth/auth.repository.ts';
import { deleteMembership, findMember, listMembers, setMemberRole } from './company-users.repository.ts';
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
  await deleteMembership(ctx.db, companyId, userId);
}
