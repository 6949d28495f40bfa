import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TCompanyRole } from '@huella/shared';
import type { Db, Tx } from '../../db/client.ts';
import { companies, company_users, one_time_codes, refresh_tokens, users } from '../../db/schema/index.ts';
import { acrossCompanies, tenant } from '../../db/tenant.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
type Conn = Db | Tx;

export async function findUserByEmail(db: Conn, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row ?? null;
}

export async function findUserById(db: Conn, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function insertUser(db: Conn, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: Conn, id: number, values: Partial<NewUser>): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row!;
}

export async function deleteUser(db: Conn, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export async function listUserCompanies(db: Conn, userId: number) {
  // The user's memberships, in every company they belong to.
  return acrossCompanies(db)
    .selectFrom(company_users, {
      id: companies.id,
      name: companies.name,
      logo: companies.logo,
      role: company_users.role,
    })
    .innerJoin(companies, eq(companies.id, company_users.company_id))
    .where(eq(company_users.user_id, userId))
    .orderBy(companies.name);
}

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

export async function insertRefreshToken(
  db: Conn,
  values: { user_id: number; family_id: string; token_hash: string; expires_at: Date },
): Promise<void> {
  await db.insert(refresh_tokens).values(values);
}

export async function findRefreshToken(db: Conn, tokenHash: string) {
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

export async function countAdministrators(db: Conn, companyId: number): Promise<number> {
  const [row] = await tenant(db, companyId)
    .selectFrom(company_users, { n: sql<number>`count(*)::int` })
    .where(eq(company_users.role, 'administrator' satisfies TCompanyRole));
  return row?.n ?? 0;
}
