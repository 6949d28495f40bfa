import { TRIAL_DAYS } from '@huella/shared';
import { hashPassword } from '../lib/crypto.ts';
import type { Db } from './client.ts';
import { companies, company_users, users } from './schema/index.ts';
import { eq } from 'drizzle-orm';

export const DEMO_PASSWORD = 'Huella-demo-2026';
export const DEMO_ACCOUNTS = [
  {
    email: 'superadmin@huella.test',
    name: 'Sofía',
    last_name: 'Administradora',
    role: 'super-admin',
    company: null,
  },
  {
    email: 'admin@huella.test',
    name: 'Andrés',
    last_name: 'Gerente',
    role: 'member',
    company: 'administrator',
  },
  { email: 'member@huella.test', name: 'Marta', last_name: 'Analista', role: 'member', company: 'member' },
] as const;
export const DEMO_COMPANY = {
  name: 'Andina Verde SAS',
  nit: '900123456-7',
  address: 'Carrera 7 # 71-21, Bogotá',
  phone: '+57 601 555 0101',
  email: 'sostenibilidad@andinaverde.co',
  website: 'https://andinaverde.co',
};

/**
 * The demo: three accounts and one company. Only for the embedded default and `npm run seed:demo`,
 * never on a production database. Idempotent: existing rows are left as they are.
 */
export async function seedDemo(db: Db): Promise<{ created: boolean }> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@huella.test'));
    if (existing.length > 0) return { created: false };
    const [company] = await tx
      .insert(companies)
      .values({ ...DEMO_COMPANY, trial_ends_at: new Date(Date.now() + TRIAL_DAYS * 86_400_000) })
      .returning({ id: companies.id });
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await tx
        .insert(users)
        .values({
          email: account.email,
          name: account.name,
          last_name: account.last_name,
          role: account.role,
          status: 'ACTIVE',
          email_verified_at: new Date(),
          password_hash: passwordHash,
          phone: '+57 300 555 0000',
          address: 'Carrera 7 # 71-21, Bogotá',
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (user && account.company) {
        await tx
          .insert(company_users)
          .values({ company_id: company!.id, user_id: user.id, role: account.company });
      }
    }
    return { created: true };
  });
}
