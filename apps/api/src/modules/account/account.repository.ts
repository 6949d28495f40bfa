import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { company_users } from '../../db/schema/index.ts';

/** Companies where this user is the only administrator while other members remain. */
export async function companiesLeftWithoutAdministrator(db: Db | Tx, userId: number): Promise<number[]> {
  const mine = await db
    .select({ company_id: company_users.company_id })
    .from(company_users)
    .where(and(eq(company_users.user_id, userId), eq(company_users.role, 'administrator')));
  const blocked: number[] = [];
  for (const { company_id } of mine) {
    const [others] = await db
      .select({
        admins: sql<number>`count(*) filter (where ${company_users.role} = 'administrator')::int`,
        members: sql<number>`count(*)::int`,
      })
      .from(company_users)
      .where(and(eq(company_users.company_id, company_id), ne(company_users.user_id, userId)));
    if (others && others.members > 0 && others.admins === 0) blocked.push(company_id);
  }
  return blocked;
}
