import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { one_time_codes } from '../../db/schema/index.ts';

type Conn = Db | Tx;

export type CodePurpose = (typeof one_time_codes.$inferSelect)['purpose'];

/** Replaces any open code of the purpose with a new one. */
export async function replaceCode(
  db: Conn,
  userId: number,
  purpose: CodePurpose,
  codeHash: string,
  expiresAt: Date,
) {
  await db
    .update(one_time_codes)
    .set({ consumed_at: new Date() })
    .where(
      and(
        eq(one_time_codes.user_id, userId),
        eq(one_time_codes.purpose, purpose),
        isNull(one_time_codes.consumed_at),
      ),
    );
  await db
    .insert(one_time_codes)
    .values({ user_id: userId, purpose, code_hash: codeHash, expires_at: expiresAt });
}

export async function findOpenCode(db: Conn, userId: number, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(one_time_codes)
    .where(
      and(
        eq(one_time_codes.user_id, userId),
        eq(one_time_codes.purpose, purpose),
        isNull(one_time_codes.consumed_at),
      ),
    )
    .orderBy(desc(one_time_codes.id))
    .limit(1);
  return row ?? null;
}

export async function countCodeAttempt(db: Conn, codeId: number): Promise<void> {
  await db
    .update(one_time_codes)
    .set({ attempts: sql`${one_time_codes.attempts} + 1` })
    .where(eq(one_time_codes.id, codeId));
}

export async function consumeCode(db: Conn, codeId: number): Promise<void> {
  await db.update(one_time_codes).set({ consumed_at: new Date() }).where(eq(one_time_codes.id, codeId));
}
