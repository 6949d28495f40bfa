import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  TRIAL_DAYS,
  type TCompanyRole,
  type TGasEmissionInput,
  type TPlanCode,
  type TSession,
  type TStakeholderType,
  type TUserRole,
  type TUserStatus,
} from '@huella/shared';
import {
  companies,
  company_sources,
  emission_factors,
  emission_sources,
  plans,
  sources,
  stakeholders,
  types,
} from '../db/schema/index.ts';
import { hashPassword } from '../lib/crypto.ts';
import { insertUser, type UserRow } from '../modules/account/account.repository.ts';
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
    language?: 'es' | 'en';
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
    ...(overrides.language ? { language: overrides.language } : {}),
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
      // As the API creates a person's first company: in its 7-day trial.
      created_by: administrator.id,
      trial_ends_at: new Date(Date.now() + TRIAL_DAYS * 86_400_000),
    },
    administrator.id,
  );
}

/** Puts the company on a seeded plan (a test that adds many rows takes LARGE, past the trial's limits). */
export async function setPlan(t: TestApp, companyId: number, code: TPlanCode) {
  const [plan] = await t.database.db.select({ id: plans.id }).from(plans).where(eq(plans.code, code));
  if (!plan) throw new Error(`no plan ${code}`);
  await t.database.db.update(companies).set({ plan_id: plan.id }).where(eq(companies.id, companyId));
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

/** The mails to `email` in the development outbox, latest first, read over HTTP as a developer would. */
export async function mailsTo(t: TestApp, email: string, limit = 100) {
  const res = await t.request(`/api/dev/outbox?to=${encodeURIComponent(email)}&limit=${limit}`);
  const body = (await res.json()) as { data: { subject: string; text: string; template: string }[] };
  return body.data;
}

/** The latest mail to `email` in the development outbox. */
export async function latestMail(t: TestApp, email: string) {
  const [mail] = await mailsTo(t, email, 1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

export async function latestCode(t: TestApp, email: string): Promise<string> {
  const mail = await latestMail(t, email);
  const code = mail.text.match(/^\d{6}$/m)?.[0];
  if (!code) throw new Error(`no code in the mail to ${email}`);
  return code;
}

/** A catalogue source of the seed, by code, with its factors (by Spanish name); both names of each. */
export async function seededSource(t: TestApp, code: string) {
  const db = t.database.db;
  const [source] = await db.select().from(sources).where(eq(sources.code, code));
  if (!source) throw new Error(`no seeded source ${code}`);
  const factors = await db
    .select({ id: emission_factors.id, name: emission_factors.name, name_en: emission_factors.name_en })
    .from(emission_factors)
    .where(eq(emission_factors.source_id, source.id))
    .orderBy(asc(emission_factors.name));
  return { id: source.id, name: source.name, name_en: source.name_en, icon: source.icon, factors };
}

/** The emission-source types of the seed (operational, embedded), by code. */
export async function emissionSourceTypes(t: TestApp) {
  const rows = await t.database.db.select().from(types).where(eq(types.group, 'emission_source'));
  const byCode = (code: string) => {
    const row = rows.find((type) => type.code === code);
    if (!row) throw new Error(`no emission-source type ${code}`);
    return row;
  };
  return { operational: byCode('operational'), embedded: byCode('embedded') };
}

/** Catalogue sources a company uses (its emission-source categories), written straight to the database. */
export async function addCompanySources(t: TestApp, companyId: number, sourceIds: number[]) {
  await t.database.db
    .insert(company_sources)
    .values(sourceIds.map((source_id) => ({ company_id: companyId, source_id })))
    .onConflictDoNothing();
}

/** A stakeholder of a company, written straight to the database. */
export async function createStakeholder(
  t: TestApp,
  companyId: number,
  type: TStakeholderType,
  name: string,
  description: string | null = null,
) {
  const [row] = await t.database.db
    .insert(stakeholders)
    .values({ company_id: companyId, type, name, description })
    .returning();
  return row!;
}

/** An emission source of a company, written straight to the database. */
export async function createEmissionSource(
  t: TestApp,
  companyId: number,
  values: Omit<typeof emission_sources.$inferInsert, 'id' | 'company_id'>,
) {
  const [row] = await t.database.db
    .insert(emission_sources)
    .values({ company_id: companyId, ...values })
    .returning();
  return row!;
}

/**
 * A company on the LARGE plan that burns fuel (the seed's stationary combustion), with its
 * administrator: where a test of activities, imports and roll-ups starts. `dieselSource` adds an
 * operational emission source of the company burning diesel at one of its headquarters.
 */
export async function companyBurningDiesel(t: TestApp) {
  const owner = await signedInUser(t);
  const id = (await createCompany(t, owner.user)).id;
  await setPlan(t, id, 'LARGE');
  const stationary = await seededSource(t, 'stationary_combustion');
  await addCompanySources(t, id, [stationary.id]);
  const diesel = stationary.factors.find((factor) => factor.name.startsWith('Diésel'))!;
  const operational = (await emissionSourceTypes(t)).operational.id;
  const dieselSource = (code: string, name: string, headquarter_id: number) =>
    createEmissionSource(t, id, {
      code,
      name,
      type_id: operational,
      source_id: stationary.id,
      emission_factor_id: diesel.id,
      headquarter_id,
    });
  return { id, owner, stationary, diesel, operational, dieselSource };
}

/** The stakeholders of a company of one type, by id (what a test checks was or was not written). */
export async function stakeholdersOf(t: TestApp, companyId: number, type: TStakeholderType) {
  return t.database.db
    .select()
    .from(stakeholders)
    .where(and(eq(stakeholders.company_id, companyId), eq(stakeholders.type, type)))
    .orderBy(asc(stakeholders.id));
}

/**
 * An API call the test expects to succeed (`path` after /api): its JSON answer, or null for a 204.
 * A failure names the call and what the API answered.
 */
export async function succeed(
  t: TestApp,
  method: string,
  path: string,
  headers: Record<string, string>,
  json?: object,
): Promise<unknown> {
  const res = await t.request(`/api${path}`, { method, headers, json });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
  return res.status === 204 ? null : ((await res.json()) as unknown);
}

/** A gas of the catalogue without a formula, created by a super-admin: its id. */
export async function createGas(t: TestApp, superAdmin: Record<string, string>, name: string, pc: number) {
  const gas = await succeed(t, 'POST', '/gases', superAdmin, { name, formula: null, pc, description: null });
  return (gas as { id: number }).id;
}

/**
 * A gas value as a super-admin sends it: of a factor and a gas, per unit, valid from 2000 to 2099
 * with no uncertainty and a test source unless told otherwise.
 */
export const gasValueInput = (
  value: Pick<TGasEmissionInput, 'factor_id' | 'gas_id' | 'unit_measurement_id' | 'type_id' | 'value'> &
    Partial<TGasEmissionInput>,
): TGasEmissionInput => ({
  uncertainty: 0,
  date_start: '2000-01-01',
  date_end: '2099-12-31',
  fountain: 'Prueba',
  reference: 'Prueba 2024',
  avoided: false,
  ...value,
});
