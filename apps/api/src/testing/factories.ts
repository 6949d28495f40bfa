import type { TCompanyRole, TSession, TUserRole, TUserStatus } from '@huella/shared';
import { hashPassword } from '../lib/crypto.ts';
import { insertUser, type UserRow } from '../modules/auth/auth.repository.ts';
import { insertMembership } from '../modules/company-users/company-users.repository.ts';
import { insertCompanyWithAdministrator } from '../modules/companies/companies.repository.ts';
import type { TestApp } from './test-app.ts';

export const TEST_PASSWORD = 'Huella-test-2026';
let sequence = 0;

/** A user written straight to the database (verified and active unless told otherwise). */
export async function createUser(
  t: TestApp,
  overrides: {
    email?: string;
    role?: TUserRole;
    status?: TUserStatus;
    verified?: boolean;
    password?: string | null;
  } = {},
): Promise<UserRow> {
  sequence += 1;
  const password = overrides.password === undefined ? TEST_PASSWORD : overrides.password;
  return insertUser(t.database.db, {
    name: `User${sequence}`,
    last_name: 'Test',
    email: overrides.email ?? `user${sequence}-${Date.now()}@huella.test`,
    password_hash: password ? await hashPassword(password) : null,
    role: overrides.role ?? 'member',
    status: overrides.status ?? 'ACTIVE',
    email_verified_at: overrides.verified === false ? null : new Date(),
  });
}

export async function createCompany(t: TestApp, administrator: UserRow, name = `Company ${++sequence}`) {
  return insertCompanyWithAdministrator(
    t.database.db,
    {
      name,
      nit: `900${sequence}`,
      address: 'Calle 1 # 2-3, Bogotá',
      phone: '6015550000',
      email: 'info@example.com',
    },
    administrator.id,
  );
}

export async function addMember(t: TestApp, companyId: number, user: UserRow, role: TCompanyRole = 'member') {
  await insertMembership(t.database.db, companyId, user.id, role);
}

export async function signIn(t: TestApp, email: string, password = TEST_PASSWORD): Promise<TSession> {
  const res = await t.request('/api/auth/sign-in', { method: 'POST', json: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as TSession;
}

/** Headers of a signed-in call. */
export const bearer = (session: TSession | string, lang?: string): Record<string, string> => ({
  authorization: `Bearer ${typeof session === 'string' ? session : session.access_token}`,
  ...(lang ? { 'accept-language': lang } : {}),
});

/** A signed-in user, with or without a company of their own. */
export async function signedInUser(t: TestApp, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t, overrides);
  const session = await signIn(t, user.email, overrides.password ?? TEST_PASSWORD);
  return { user, session, headers: bearer(session) };
}

/** The latest mail to `email` in the development outbox, read over HTTP as a developer would. */
export async function latestMail(t: TestApp, email: string) {
  const res = await t.request(`/api/dev/outbox?to=${encodeURIComponent(email)}&limit=1`);
  const body = (await res.json()) as { data: { subject: string; text: string; template: string }[] };
  const mail = body.data[0];
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

export async function latestCode(t: TestApp, email: string): Promise<string> {
  const mail = await latestMail(t, email);
  const code = mail.text.match(/^\d{6}$/m)?.[0];
  if (!code) throw new Error(`no code in the mail to ${email}`);
  return code;
}
