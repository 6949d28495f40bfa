import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { refresh_tokens } from '../../db/schema/index.ts';

type Conn = Db | Tx;

export type RefreshTokenRow = typeof refresh_tokens.$inferSelect;

export async function insertRefreshToken(
  db: Conn,
  values: { user_id: number; family_id: string; token_hash: string; expires_at: Date },
): Promise<void> {
  await db.insert(refresh_tokens).values(values);
}

export async function findRefreshTokenByHash(db: Conn, tokenHash: string): Promise<RefreshTokenRow | null> {
  const [row] = await db.select().from(refresh_tokens).where(eq(refresh_tokens.token_hash, tokenHash));
  return row ?? null;
}

/** Marks a refresh token used; false when it already was (a replay, or a concurrent use). */
export async function markRefreshTokenUsed(db: Conn, id: number): Promise<boolean> {
  const rows = await db
    .update(refresh_tokens)
    .set({ used_at: new Date() })
    .where(and(eq(refresh_tokens.id, id), isNull(refresh_tokens.used_at), isNull(refresh_tokens.revoked_at)))
    .returning({ id: refresh_tokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Conn, familyId: string): Promise<void> {
  await db
    .update(refresh_tokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refresh_tokens.family_id, familyId), isNull(refresh_tokens.revoked_at)));
}

export async function revokeAllForUser(db: Conn, userId: number): Promise<void> {
  await db
    .update(refresh_tokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refresh_tokens.user_id, userId), isNull(refresh_tokens.revoked_at)));
}
