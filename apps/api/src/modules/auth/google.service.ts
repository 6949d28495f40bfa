import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { isBlockedStatus, type TSession } from '@huella/shared';
import { AppError } from '../../lib/app-error.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { findUserByEmail, insertUser, updateUser } from '../account/account.service.ts';
import { issueSession } from './auth.service.ts';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
const keySets = new Map<string, JWTVerifyGetKey>();

function keySet(url: string): JWTVerifyGetKey {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    keySets.set(url, set);
  }
  return set;
}

type GoogleClaims = {
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  name?: unknown;
};

/**
 * Signs in with a Google ID token: its signature is checked against Google's published keys
 * (GOOGLE_JWKS_URL), its audience must be our GOOGLE_CLIENT_ID, its issuer Google, and the e-mail
 * verified. An unknown e-mail gets a new, verified account.
 */
export async function signInWithGoogle(ctx: ServiceContext, idToken: string): Promise<TSession> {
  const clientId = ctx.config.GOOGLE_CLIENT_ID;
  if (!clientId) throw new AppError('NOT_FOUND', { message: 'errors.GOOGLE_DISABLED' });
  let claims: GoogleClaims;
  try {
    const { payload } = await jwtVerify(idToken, keySet(ctx.config.GOOGLE_JWKS_URL), {
      audience: clientId,
      issuer: GOOGLE_ISSUERS,
      algorithms: ['RS256'],
    });
    claims = payload as GoogleClaims;
  } catch (error) {
    ctx.log.info({ err: error instanceof Error ? error.message : error }, 'google token refused');
    throw new AppError('UNAUTHENTICATED', { message: 'errors.GOOGLE_TOKEN_INVALID' });
  }
  if (typeof claims.email !== 'string' || claims.email_verified !== true) {
    throw new AppError('UNAUTHENTICATED', { message: 'errors.GOOGLE_EMAIL_UNVERIFIED' });
  }
  const email = claims.email.toLowerCase();
  let user = await findUserByEmail(ctx.db, email);
  if (!user) {
    const fallbackName = typeof claims.name === 'string' ? claims.name : email.split('@')[0]!;
    user = await insertUser(ctx.db, {
      name: typeof claims.given_name === 'string' ? claims.given_name : fallbackName,
      last_name: typeof claims.family_name === 'string' ? claims.family_name : null,
      email,
      status: 'ACTIVE',
      email_verified_at: new Date(),
    });
  } else if (!user.email_verified_at || user.status === 'APPROVAL_PENDING' || user.status === 'INVITED') {
    // Google proved the address: an unverified or invited account becomes active.
    user = await updateUser(ctx.db, user.id, {
      email_verified_at: user.email_verified_at ?? new Date(),
      status: ['APPROVAL_PENDING', 'INVITED'].includes(user.status) ? 'ACTIVE' : user.status,
    });
  }
  if (isBlockedStatus(user.status)) {
    throw new AppError('FORBIDDEN', { message: `errors.ACCOUNT_${user.status}` });
  }
  return issueSession(ctx, user);
}
