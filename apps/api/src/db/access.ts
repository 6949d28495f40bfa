import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { companies, company_users, refresh_tokens, users } from './schema/index.ts';
import { tenant } from './tenant.ts';

// The look-ups of every request's access check (plugins/auth.ts).

/**
 * The signed-in user as access rules need them, read fresh on each request, while the session the
 * token was issued in stands: once it is signed out (its refresh family revoked), its access
 * tokens are refused at once, not when they expire.
 */
export async function findSessionUser(db: Db, id: number, sessionId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      status: users.status,
      email_verified_at: users.email_verified_at,
    })
    .from(users)
    .where(
      and(
        eq(users.id, id),
        exists(
          db
            .select({ one: sql`1` })
            .from(refresh_tokens)
            .where(
              and(
                eq(refresh_tokens.family_id, sessionId),
                eq(refresh_tokens.user_id, id),
                isNull(refresh_tokens.revoked_at),
              ),
            ),
        ),
      ),
    );
  return row ?? null;
}

/** The user's role in the company, or null when they are not a member. */
export async function findMembership(db: Db, companyId: number, userId: number) {
  const [row] = await tenant(db, companyId)
    .selectFrom(company_users, { role: company_users.role })
    .where(eq(company_users.user_id, userId));
  return row ?? null;
}

export async function companyExists(db: Db, companyId: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return row !== undefined;
}
