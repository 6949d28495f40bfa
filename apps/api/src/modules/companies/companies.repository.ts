import { and, count, eq, gte, min } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { companies, company_users, users } from '../../db/schema/index.ts';
import { tenant } from '../../db/tenant.ts';

export type CompanyRow = typeof companies.$inferSelect;
type Conn = Db | Tx;

export async function insertCompanyWithAdministrator(
  db: Conn,
  values: typeof companies.$inferInsert,
  administratorId: number,
): Promise<CompanyRow> {
  return db.transaction(async (tx) => {
    const [company] = await tx.insert(companies).values(values).returning();
    await tenant(tx, company!.id).insertInto(company_users, {
      user_id: administratorId,
      role: 'administrator',
    });
    return company!;
  });
}

/**
 * Takes the person's row lock until the transaction ends, so their company creations run one at a
 * time, and answers when their trial began (undefined when the person does not exist).
 */
export async function lockCreator(
  db: Tx,
  userId: number,
): Promise<{ trial_started_at: Date | null } | undefined> {
  const [row] = await db
    .select({ trial_started_at: users.trial_started_at })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return row;
}

export async function startTrialOf(db: Tx, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ trial_started_at: at }).where(eq(users.id, userId));
}

/** How many companies the person created since `since`, and when the oldest of them was. */
export async function countCompaniesCreatedSince(
  db: Conn,
  userId: number,
  since: Date,
): Promise<{ n: number; oldest: Date | null }> {
  const [row] = await db
    .select({ n: count(), oldest: min(companies.created_at) })
    .from(companies)
    .where(and(eq(companies.created_by, userId), gte(companies.created_at, since)));
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
}

export async function findCompany(db: Conn, id: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row ?? null;
}

export async function updateCompanyRow(db: Conn, id: number, values: Partial<typeof companies.$inferInsert>) {
  const [row] = await db.update(companies).set(values).where(eq(companies.id, id)).returning();
  return row ?? null;
}
