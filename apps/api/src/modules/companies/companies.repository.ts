import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { companies, company_users } from '../../db/schema/index.ts';

export type CompanyRow = typeof companies.$inferSelect;
type Conn = Db | Tx;

export async function insertCompanyWithAdministrator(
  db: Db,
  values: typeof companies.$inferInsert,
  administratorId: number,
): Promise<CompanyRow> {
  return db.transaction(async (tx) => {
    const [company] = await tx.insert(companies).values(values).returning();
    await tx
      .insert(company_users)
      .values({ company_id: company!.id, user_id: administratorId, role: 'administrator' });
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
