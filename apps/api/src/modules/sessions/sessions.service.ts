import type { Db, Tx } from '../../db/client.ts';
import { hashToken } from '../../lib/crypto.ts';
import { REFRESH_TOKEN_TTL_DAYS } from '../../lib/tokens.ts';
import {
  findRefreshTokenByHash,
  insertRefreshToken,
  revokeAllForUser,
  revokeFamily,
  type RefreshTokenRow,
} from './sessions.repository.ts';

// A session is a family of refresh tokens descended by rotation from one sign-in (DESIGN §3), each
// stored hashed and used once. Auth opens, rotates and closes sessions; a changed or reset password
// signs every session of the account out. Both reach the tokens here, so neither imports the other.

type Conn = Db | Tx;

export type { RefreshTokenRow };
export { markRefreshTokenUsed } from './sessions.repository.ts';

/** Stores a refresh token of the family: hashed, for REFRESH_TOKEN_TTL_DAYS. */
export async function storeRefreshToken(
  db: Conn,
  userId: number,
  familyId: string,
  token: string,
): Promise<void> {
  await insertRefreshToken(db, {
    user_id: userId,
    family_id: familyId,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * 86_400_000),
  });
}

/** The stored row of a refresh token (found by its hash); null when it was never issued. */
export function findRefreshToken(db: Conn, token: string): Promise<RefreshTokenRow | null> {
  return findRefreshTokenByHash(db, hashToken(token));
}

/** Signs out every session descended from the same sign-in. */
export function revokeSessionFamily(db: Conn, familyId: string): Promise<void> {
  return revokeFamily(db, familyId);
}

/** Signs the user out everywhere: every open session of theirs is revoked. */
export function revokeAllSessions(db: Conn, userId: number): Promise<void> {
  return revokeAllForUser(db, userId);
}
