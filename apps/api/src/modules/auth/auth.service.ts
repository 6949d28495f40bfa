import { randomUUID } from 'node:crypto';
import {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MINUTES,
  maySignIn,
  type TLanguage,
  type TResetPassword,
  type TSession,
  type TSignIn,
  type TSignUp,
} from '@huella/shared';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { hashCode, hashPassword, randomCode, randomToken, successorToken } from '../../lib/crypto.ts';
import { verifyPasswordAttempt } from '../../lib/password-attempts.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  loadAccount,
  updateUser,
  type UserRow,
} from '../account/account.service.ts';
import {
  recoveryCodeMail,
  recoveryWithoutAccountMail,
  signUpAttemptMail,
  verificationCodeMail,
} from '../mail/templates.ts';
import {
  findRefreshToken,
  markRefreshTokenUsed,
  revokeAllSessions,
  revokeSessionFamily,
  storeRefreshToken,
  type RefreshTokenRow,
} from '../sessions/sessions.service.ts';
import {
  consumeCode,
  countCodeAttempt,
  findOpenCode,
  replaceCode,
  type CodePurpose,
} from './auth.repository.ts';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_REUSE_GRACE_SECONDS, signAccessToken } from '../../lib/tokens.ts';

type Conn = ServiceContext['db'];
const languageOf = (user: UserRow): TLanguage => (user.language === 'en' ? 'en' : 'es');

function assertMaySignIn(user: UserRow): void {
  if (maySignIn(user.status)) return;
  throw new AppError('FORBIDDEN', { message: `errors.ACCOUNT_${user.status}` });
}

/** A new access token and refresh token (in the given family, or a new one) with the account. */
export async function issueSession(
  ctx: ServiceContext,
  user: UserRow,
  familyId: string = randomUUID(),
): Promise<TSession> {
  const refresh = randomToken();
  await storeRefreshToken(ctx.db, user.id, familyId, refresh);
  return sessionWith(ctx, user, refresh, familyId);
}

/** The session answer: a fresh access token beside the given refresh token, and the account. */
async function sessionWith(
  ctx: ServiceContext,
  user: UserRow,
  refresh: string,
  familyId: string,
): Promise<TSession> {
  return {
    access_token: await signAccessToken(ctx.secret, user.id, familyId),
    refresh_token: refresh,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    user: await loadAccount(ctx, user),
  };
}

async function queueCode(ctx: ServiceContext, tx: Conn, user: UserRow, purpose: CodePurpose): Promise<void> {
  const code = randomCode();
  await replaceCode(
    tx,
    user.id,
    purpose,
    hashCode(ctx.secret, code),
    new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
  );
  const lang = languageOf(user);
  const mail =
    purpose === 'verify_email'
      ? verificationCodeMail(lang, user.name, code)
      : recoveryCodeMail(lang, user.name, code);
  await ctx.mailer.queue(tx, user.email, mail);
}

/**
 * Checks a code; a wrong one counts an attempt. Consumes it when `consume` is set. Every failure
 * (no such account, no open code, expired, too many attempts, wrong) gets the same answer, so the
 * code screens never tell whether an e-mail has an account.
 */
async function checkCode(
  ctx: ServiceContext,
  user: UserRow | null,
  purpose: CodePurpose,
  code: string,
  consume: boolean,
) {
  const codeHash = hashCode(ctx.secret, code);
  const open = user ? await findOpenCode(ctx.db, user.id, purpose) : null;
  if (!open || open.expires_at.getTime() <= Date.now() || open.attempts >= CODE_MAX_ATTEMPTS)
    throw codeRefused();
  if (open.code_hash !== codeHash) {
    await countCodeAttempt(ctx.db, open.id);
    throw codeRefused(true);
  }
  if (consume) await consumeCode(ctx.db, open.id);
}

/** A refused code; `counted` when the wrong attempt was counted, which must stand. */
const codeRefused = (counted = false) =>
  new AppError('VALIDATION', { errors: { code: ['errors.CODE_INVALID'] }, keepsWrites: counted });

/**
 * Creates an account and mails its verification code. An address that already has an account
 * gets the same answer, after the same work (the password hashed, one mail queued in one
 * transaction): its owner is mailed instead (a new code while it is unverified, otherwise a notice
 * with a link to recover the password), so sign-up never tells who uses Huella.
 */
export async function signUp(
  ctx: ServiceContext,
  input: TSignUp,
  lang: TLanguage,
): Promise<{ email: string }> {
  const password_hash = await hashPassword(input.password);
  const register = () =>
    ctx.db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, input.email);
      if (existing) return mailExistingOwner(ctx, tx, existing);
      const user = await insertUser(tx, {
        name: input.name,
        last_name: input.last_name,
        email: input.email,
        phone: input.phone,
        address: input.address,
        password_hash,
        role: 'member',
        status: 'APPROVAL_PENDING',
        language: input.language ?? lang,
      });
      await queueCode(ctx, tx, user, 'verify_email');
    });
  try {
    await register();
  } catch (error) {
    // The same address signed up at the same moment: it now has its account.
    if (!isUniqueViolation(error)) throw error;
    await register();
  }
  ctx.mailer.kick();
  return { email: input.email };
}

/**
 * Whether an account is sent a verification code, by a resend or by a sign-up with its address:
 * while its e-mail is unverified, unless it was invited (its invitation's link verifies it).
 */
const mayGetVerificationCode = (user: UserRow) => !user.email_verified_at && user.status !== 'INVITED';

/** What a sign-up with an address that has an account mails its owner. */
async function mailExistingOwner(ctx: ServiceContext, tx: Conn, user: UserRow): Promise<void> {
  if (mayGetVerificationCode(user)) return queueCode(ctx, tx, user, 'verify_email');
  await ctx.mailer.queue(
    tx,
    user.email,
    signUpAttemptMail(languageOf(user), user.name, `${ctx.config.publicUrl}/forgot-password`),
  );
}

/** Sends a new verification code. Answers the same whether or not the account exists. */
export async function sendVerificationEmail(ctx: ServiceContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || !mayGetVerificationCode(user)) return;
  await ctx.db.transaction((tx) => queueCode(ctx, tx, user, 'verify_email'));
  ctx.mailer.kick();
}

export async function verifyAccount(ctx: ServiceContext, email: string, code: string): Promise<TSession> {
  const found = await findUserByEmail(ctx.db, email);
  // An address already verified has no open code: the same answer as any other refused code.
  const user = found?.email_verified_at ? null : found;
  await checkCode(ctx, user, 'verify_email', code, true);
  if (!user) throw codeRefused();
  const verified = await updateUser(ctx.db, user.id, {
    email_verified_at: new Date(),
    status: user.status === 'APPROVAL_PENDING' ? 'ACTIVE' : user.status,
  });
  assertMaySignIn(verified);
  return issueSession(ctx, verified);
}

/**
 * Signs in with e-mail and password. Wrong passwords slow down the account at this address and the
 * address, never the account everywhere (lib/password-attempts.ts).
 */
export async function signIn(ctx: ServiceContext, input: TSignIn, ip: string): Promise<TSession> {
  const user = await findUserByEmail(ctx.db, input.email);
  const isValid = await verifyPasswordAttempt(
    ctx.passwordAttempts,
    { account: input.email, ip },
    user?.password_hash ?? null,
    input.password,
  );
  if (!user || !isValid) throw new AppError('UNAUTHENTICATED', { message: 'errors.INVALID_CREDENTIALS' });
  assertMaySignIn(user);
  return issueSession(ctx, user);
}

/**
 * Rotates a refresh token: each works once. Presented again within a few seconds of its rotation
 * (two tabs refreshing at once) it answers the same successor, so neither tab is signed out. Any
 * later use of a used token (or of a revoked one) is a replay: the whole family is revoked,
 * signing out every session descended from the same sign-in.
 */
export async function refreshSession(ctx: ServiceContext, token: string | undefined): Promise<TSession> {
  if (!token) throw new AppError('UNAUTHENTICATED', { message: 'errors.SESSION_EXPIRED' });
  const row = await findRefreshToken(ctx.db, token);
  if (!row) throw new AppError('UNAUTHENTICATED', { message: 'errors.SESSION_EXPIRED' });
  if (!row.used_at && !row.revoked_at) {
    if (row.expires_at.getTime() <= Date.now())
      throw new AppError('UNAUTHENTICATED', { message: 'errors.SESSION_EXPIRED' });
    const user = await findUserById(ctx.db, row.user_id);
    if (!user) throw new AppError('UNAUTHENTICATED', { message: 'errors.SESSION_EXPIRED' });
    try {
      assertMaySignIn(user);
    } catch (error) {
      await revokeSessionFamily(ctx.db, row.family_id);
      throw new AppError('UNAUTHENTICATED', { message: (error as AppError).message, keepsWrites: true });
    }
    // Marking the token used and storing its successor commit together: a simultaneous rotation
    // waits on the row, then finds the successor already there.
    const successor = successorToken(ctx.secret, token);
    const rotated = await ctx.db.transaction(async (tx) => {
      if (!(await markRefreshTokenUsed(tx, row.id))) return false;
      await storeRefreshToken(tx, user.id, row.family_id, successor);
      return true;
    });
    if (rotated) return sessionWith(ctx, user, successor, row.family_id);
  }
  // Used before, or rotated a moment ago by a simultaneous request: read it again as it is now.
  const current = (await findRefreshToken(ctx.db, token)) ?? row;
  const session = await sameSuccessor(ctx, current, token);
  if (session) return session;
  await revokeSessionFamily(ctx.db, row.family_id);
  ctx.log.warn({ userId: row.user_id, familyId: row.family_id }, 'refresh token replayed: family revoked');
  throw new AppError('UNAUTHENTICATED', { message: 'errors.SESSION_REVOKED', keepsWrites: true });
}

/**
 * The session of a token rotated moments ago whose successor is still unused and open: the same
 * successor again, with a new access token. Null when it is a replay.
 */
async function sameSuccessor(
  ctx: ServiceContext,
  row: RefreshTokenRow,
  token: string,
): Promise<TSession | null> {
  if (!row.used_at || row.revoked_at) return null;
  if (Date.now() - row.used_at.getTime() > REFRESH_REUSE_GRACE_SECONDS * 1000) return null;
  const successor = successorToken(ctx.secret, token);
  const next = await findRefreshToken(ctx.db, successor);
  if (!next || next.family_id !== row.family_id || next.used_at || next.revoked_at) return null;
  const user = await findUserById(ctx.db, row.user_id);
  if (!user) return null;
  return sessionWith(ctx, user, successor, row.family_id);
}

export async function signOut(ctx: ServiceContext, token: string | undefined): Promise<void> {
  if (!token) return;
  const row = await findRefreshToken(ctx.db, token);
  if (row) await revokeSessionFamily(ctx.db, row.family_id);
}

/**
 * Sends a recovery code. Any address gets the same answer after the same work (one mail queued in
 * one transaction): an address without an account that may sign in is told so by mail instead.
 */
export async function sendRecoveryCode(ctx: ServiceContext, email: string, lang: TLanguage): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  await ctx.db.transaction(async (tx) => {
    if (user && maySignIn(user.status)) return queueCode(ctx, tx, user, 'reset_password');
    const mail = recoveryWithoutAccountMail(
      user ? languageOf(user) : lang,
      user ? 'cannot_sign_in' : 'no_account',
      `${ctx.config.publicUrl}/sign-up`,
    );
    await ctx.mailer.queue(tx, email, mail);
  });
  ctx.mailer.kick();
}

export async function verifyRecoveryCode(ctx: ServiceContext, email: string, code: string): Promise<void> {
  await checkCode(ctx, await findUserByEmail(ctx.db, email), 'reset_password', code, false);
}

/** Sets a new password from a recovery code; every open session of the account is signed out. */
export async function resetPassword(ctx: ServiceContext, input: TResetPassword): Promise<void> {
  const user = await findUserByEmail(ctx.db, input.email);
  await checkCode(ctx, user, 'reset_password', input.code, true);
  if (!user) throw codeRefused();
  const password_hash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, {
      password_hash,
      // The code arrived by e-mail, so the address is proven.
      email_verified_at: user.email_verified_at ?? new Date(),
      status: user.status === 'APPROVAL_PENDING' ? 'ACTIVE' : user.status,
    });
    await revokeAllSessions(tx, user.id);
  });
}
