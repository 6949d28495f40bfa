import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { companies, company_users, users } from '../../db/schema/index.ts';
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
