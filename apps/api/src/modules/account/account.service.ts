import type { TAccount, TAccountUpdate, TPasswordChange } from '@huella/shared';
import { AppError } from '../../lib/app-error.ts';
import { companyRights, platformRights } from '../../lib/rights.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { verifyPasswordAttempt } from '../../lib/password-attempts.ts';
import { sniffImage } from '../../lib/storage.ts';
import { revokeAllSessions } from '../sessions/sessions.service.ts';
import {
  companiesLeftWithoutAdministrator,
  deleteUser,
  findUserById,
  listUserCompanies,
  updateUser,
  type UserRow,
} from './account.repository.ts';

// The user record is the account's: signing in (auth) and inviting (invitations) find, create and
// update users through the account.
export type { UserRow };
export { findUserByEmail, findUserById, insertUser, updateUser } from './account.repository.ts';

export async function loadAccount(
  ctx: Pick<ServiceContext, 'db'>,
  userOrId: number | UserRow,
): Promise<TAccount> {
  const user = typeof userOrId === 'number' ? await findUserById(ctx.db, userOrId) : userOrId;
  if (!user) throw new AppError('NOT_FOUND');
  const companies = await listUserCompanies(ctx.db, user.id);
  return {
    id: user.id,
    name: user.name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    address: user.address,
    dni: user.dni,
    avatar: user.avatar,
    role: user.role,
    status: user.status,
    language: user.language === 'en' ? 'en' : 'es',
    email_verified_at: user.email_verified_at?.toISOString() ?? null,
    capabilities: platformRights(user.role),
    companies: companies.map((company) => ({ ...company, capabilities: companyRights(company.role) })),
  };
}

export async function updateAccount(
  ctx: ServiceContext,
  userId: number,
  input: TAccountUpdate,
): Promise<TAccount> {
  const user = await updateUser(ctx.db, userId, input);
  return loadAccount(ctx, user);
}

/** Changes the password; a wrong current one counts like a wrong sign-in from `ip`. */
export async function changePassword(
  ctx: ServiceContext,
  userId: number,
  input: TPasswordChange,
  ip: string,
): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('NOT_FOUND');
  const account = { account: user.email, ip };
  if (!(await verifyPasswordAttempt(ctx.passwordAttempts, account, user.password_hash, input.old_password))) {
    throw new AppError('VALIDATION', { errors: { old_password: ['errors.OLD_PASSWORD_WRONG'] } });
  }
  const password_hash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, userId, { password_hash });
    await revokeAllSessions(tx, userId);
  });
}

/** Replaces the avatar with an uploaded image, its type told by its content. */
export async function replaceAvatar(
  ctx: ServiceContext,
  userId: number,
  bytes: Buffer | null,
): Promise<TAccount> {
  if (!bytes) throw new AppError('VALIDATION', { errors: { avatar: ['errors.FILE_REQUIRED'] } });
  const kind = sniffImage(bytes);
  if (!kind) throw new AppError('VALIDATION', { errors: { avatar: ['errors.FILE_TYPE'] } });
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('NOT_FOUND');
  const updated = await ctx.storage.storeImage('avatars', bytes, kind, (avatar) =>
    updateUser(ctx.db, userId, { avatar }),
  );
  await ctx.storage.remove(user.avatar);
  return loadAccount(ctx, updated);
}

/**
 * Deletes the account; a password account must confirm with its password, and a wrong one counts
 * like a wrong sign-in from `ip`.
 */
export async function deleteAccount(
  ctx: ServiceContext,
  userId: number,
  password: string | undefined,
  ip: string,
) {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('NOT_FOUND');
  if (user.password_hash) {
    if (!password) throw new AppError('VALIDATION', { errors: { password: ['errors.PASSWORD_REQUIRED'] } });
    const account = { account: user.email, ip };
    if (!(await verifyPasswordAttempt(ctx.passwordAttempts, account, user.password_hash, password))) {
      throw new AppError('VALIDATION', { errors: { password: ['errors.OLD_PASSWORD_WRONG'] } });
    }
  }
  await ctx.db.transaction(async (tx) => {
    const orphaned = await companiesLeftWithoutAdministrator(tx, userId);
    if (orphaned.length > 0) throw new AppError('CONFLICT', { message: 'errors.LAST_ADMIN' });
    await deleteUser(tx, userId);
  });
  await ctx.storage.remove(user.avatar);
}
