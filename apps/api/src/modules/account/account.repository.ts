import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { company_users } from '../../db/schema/index.ts';
import { acrossCompanies, tenant } from '../../db/tenant.ts';

/** Companies where this user is the only administrator while other members remain. */
export async function companiesLeftWithoutAdministrator(db: Db | Tx, userId: number): Promise<number[]> {
  // The user's memberships, in every company they belong to.
  const mine = await acrossCompanies(db)
    .selectFrom(company_users, { company_id: company_users.company_id })
    .where(and(eq(company_users.user_id, userId), eq(company_users.role, 'administrator')));
  const blocked: number[] = [];
  for (const { company_id } of mine) {
    const [others] = await tenant(db, company_id)
      .selectFrom(company_users, {
        admins: sql<number>`count(*) filter (where ${company_users.role} = 'administrator')::int`,
        members: sql<number>`count(*)::int`,
      })
      .where(ne(company_users.user_id, userId));
    if (others && others.members > 0 && others.admins === 0) blocked.push(company_id);
  }
  return blocked;
}
