import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { companies, company_users } from '../../db/schema/index.ts';
import { tenant } from '../../db/tenant.ts';

export type CompanyRow = typeof companies.$inferSelect;
type Conn = Db | Tx;

export async function insertCompanyWithAdministrator(
  db: Db,
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

export async function findCompany(db: Conn, id: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row ?? null;
}

export async function updateCompanyRow(db: Conn, id: number, values: Partial<typeof companies.$inferInsert>) {
  const [row] = await db.update(companies).set(values).where(eq(companies.id, id)).returning();
  return row ?? null;
}
