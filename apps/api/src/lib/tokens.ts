import { SignJWT, jwtVerify } from 'jose';
import { webcrypto } from 'node:crypto';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
/**
 * A rotated refresh token presented again this soon after its rotation is the same client asking
 * twice (two tabs refreshing at once), not a replay: it gets the same successor back.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;
const ISSUER = 'huella';

/** Who a token is for, and the session (refresh family) it was issued in: revoked, it ends the token too. */
export type AccessClaims = { userId: number; sessionId: string };

const keys = new Map<string, Promise<webcrypto.CryptoKey>>();

/** The HMAC key of a secret, imported once: importing it again at every request cost more than verifying. */
function key(secret: string): Promise<webcrypto.CryptoKey> {
  let imported = keys.get(secret);
  if (!imported) {
    imported = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, imported);
  }
  return imported;
}

export async function signAccessToken(secret: string, userId: number, sessionId: string): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(await key(secret));
}

/** The claims of a valid, unexpired access token; null for anything else. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), { issuer: ISSUER, algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    const sessionId = payload.sid;
    if (typeof sessionId !== 'string' || sessionId.length === 0 || sessionId.length > 64) return null;
    return Number.isInteger(userId) && userId > 0 ? { userId, sessionId } : null;
  } catch {
    return null;
  }
}
