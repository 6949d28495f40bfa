import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVITATIONS_PER_ADMIN_PER_DAY,
  INVITATIONS_PER_COMPANY_PER_DAY,
  listEnvelope,
  ZAccount,
  ZApiError,
  ZCompanyInvitation,
  ZCompanyUser,
  ZInvitation,
  ZInvitationLink,
  ZSession,
} from '@huella/shared';
import { invitations, users } from '../../db/schema/index.ts';
import {
  bearer,
  createCompany,
  createUser,
  latestCode,
  latestMail,
  setPlan,
  signIn,
} from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

/** Joining a company is always the person's choice: an administrator invites, the person accepts. */
describe('invitations', () => {
  let t: TestApp;
  let companyId: number;
  let admin: Record<string, string>;
  let adminId: number;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://app.huella.test' });
    const user = await createUser(t);
    adminId = user.id;
    companyId = (await createCompany(t, user, 'Verde SAS')).id;
    // These tests invite many people: room for them beyond the trial's three users.
    await setPlan(t, companyId, 'LARGE');
    admin = bearer(await signIn(t, user.email));
  });
  afterAll(async () => t?.close());

  const invite = (email: string, role = 'member', headers = admin, company = companyId) =>
    t.request(`/api/companies/${company}/users`, { method: 'POST', headers, json: { email, role } });

  function linkOf(text: string) {
    const link = text.match(/https:\/\/app\.huella\.test\/invitations\/(\d+)\?token=([\w-]+)/);
    if (!link) throw new Error('no invitation link');
    return { id: Number(link[1]), token: link[2]! };
  }

  const members = async () =>
    listEnvelope(ZCompanyUser).parse(
      await (await t.request(`/api/companies/${companyId}/users?per_page=100`, { headers: admin })).json(),
    ).data;

  const myInvitations = async (headers: Record<string, string>) => {
    const res = await t.request('/api/account/invitations', { headers });
    expect(res.status).toBe(200);
    return (await res.json()) as { data: unknown[] };
  };

  it('answers the same for an e-mail with an account and one without, revealing nothing', async () => {
    const existing = await createUser(t);
    const unknown = `nobody-${Date.now()}@example.com`;
    const a = await invite(existing.email);
    const b = await invite(unknown);
    expect([a.status, b.status]).toEqual([201, 201]);
    const [bodyA, bodyB] = [await a.json(), await b.json()];
    expect(Object.keys(bodyA as object).sort()).toEqual(Object.keys(bodyB as object).sort());
    const strip = (body: unknown) => {
      const {
        id: _id,
        email: _email,
        created_at: _c,
        expires_at: _e,
        ...rest
      } = ZCompanyInvitation.parse(body);
      return rest;
    };
    expect(strip(bodyA)).toEqual(strip(bodyB));
    expect(JSON.stringify(bodyA)).not.toContain(existing.name);
    // No account is created for the unknown address, and nobody joined.
    expect(await t.database.db.select().from(users).where(eq(users.email, unknown))).toEqual([]);
    expect((await members()).map((m) => m.email)).not.toContain(existing.email);
  });

  it('makes an existing account a member only after it accepts in the app', async () => {
    const person = await createUser(t);
    const headers = bearer(await signIn(t, person.email));
    const res = await invite(person.email, 'administrator');
    expect(res.status).toBe(201);
    // Not a member yet: the company is out of reach.
    expect((await t.request(`/api/companies/${companyId}`, { headers })).status).toBe(404);

    const mail = await latestMail(t, person.email);
    expect(mail.template).toBe('invitation-existing-account');
    const link = linkOf(mail.text);
    const shown = await t.request(`/api/invitations/${link.id}?token=${link.token}`);
    expect(ZInvitationLink.parse(await shown.json())).toMatchObject({
      email: person.email,
      role: 'administrator',
      has_account: true,
      company: { id: companyId, name: 'Verde SAS' },
    });

    const mine = (await myInvitations(headers)).data.map((i) => ZInvitation.parse(i));
    expect(mine.map((i) => i.id)).toEqual([link.id]);

    const accepted = await t.request(`/api/account/invitations/${link.id}/accept`, {
      method: 'POST',
      headers,
    });
    expect(accepted.status).toBe(200);
    expect(ZAccount.parse(await accepted.json()).companies).toEqual([
      expect.objectContaining({ id: companyId, role: 'administrator' }),
    ]);
    expect((await t.request(`/api/companies/${companyId}`, { headers })).status).toBe(200);
    expect((await myInvitations(headers)).data).toEqual([]);
    // It works once.
    const again = await t.request(`/api/account/invitations/${link.id}/accept`, { method: 'POST', headers });
    expect(again.status).toBe(404);
    expect((await invite(person.email)).status).toBe(409);
  });

  it('lets nobody else accept it, and a declined invitation joins no one', async () => {
    const person = await createUser(t);
    const other = await createUser(t);
    await invite(person.email);
    const { id } = linkOf((await latestMail(t, person.email)).text);
    const otherHeaders = bearer(await signIn(t, other.email));
    expect(
      (await t.request(`/api/account/invitations/${id}/accept`, { method: 'POST', headers: otherHeaders }))
        .status,
    ).toBe(404);
    expect((await t.request(`/api/companies/${companyId}`, { headers: otherHeaders })).status).toBe(404);

    const headers = bearer(await signIn(t, person.email));
    const declined = await t.request(`/api/account/invitations/${id}/decline`, { method: 'POST', headers });
    expect(declined.status).toBe(204);
    expect(
      (await t.request(`/api/account/invitations/${id}/accept`, { method: 'POST', headers })).status,
    ).toBe(404);
    expect((await t.request(`/api/companies/${companyId}`, { headers })).status).toBe(404);
  });

  it('refuses the invitations of an account whose e-mail is not verified', async () => {
    const unverified = await createUser(t, { verified: false });
    await invite(unverified.email);
    const headers = bearer(await signIn(t, unverified.email));
    expect((await t.request('/api/account/invitations', { headers })).status).toBe(403);
  });

  it('creates the account of an unknown e-mail from the link, once, only with its token', async () => {
    const email = `invitee-${Date.now()}@example.com`;
    expect((await invite(email)).status).toBe(201);
    const mail = await latestMail(t, email);
    expect(mail.template).toBe('invitation');
    const link = linkOf(mail.text);
    expect((await t.request(`/api/invitations/${link.id}?token=wrong-token-value`)).status).toBe(404);
    const shown = await t.request(`/api/invitations/${link.id}?token=${link.token}`);
    expect(ZInvitationLink.parse(await shown.json())).toMatchObject({ email, has_account: false });

    const body = {
      invitation_id: link.id,
      token: link.token,
      password: 'Invitada-2026',
      password_confirmation: 'Invitada-2026',
      polices: true,
    };
    const wrong = await t.request('/api/sign-up-member', {
      method: 'POST',
      json: { ...body, token: 'x'.repeat(43) },
    });
    expect(wrong.status).toBe(404);
    const done = await t.request('/api/sign-up-member', { method: 'POST', json: body });
    expect(done.status).toBe(200);
    const session = ZSession.parse(await done.json());
    expect(session.user).toMatchObject({ email, status: 'ACTIVE' });
    expect(session.user.email_verified_at).not.toBeNull();
    expect(session.user.companies.map((c) => c.id)).toEqual([companyId]);

    expect((await t.request('/api/sign-up-member', { method: 'POST', json: body })).status).toBe(404);
    expect((await t.request(`/api/invitations/${link.id}?token=${link.token}`)).status).toBe(404);
  });

  it('lets an invited address sign up by itself and accept afterwards', async () => {
    const email = `self-${Date.now()}@example.com`;
    await invite(email);
    const { id, token } = linkOf((await latestMail(t, email)).text);
    const signUp = await t.request('/api/sign-up', {
      method: 'POST',
      json: {
        name: 'Sola',
        last_name: 'Registro',
        email,
        phone: '6015550000',
        address: 'Calle 1 # 2-3, Bogotá',
        password: 'Propia-2026',
        password_confirmation: 'Propia-2026',
        polices: true,
      },
    });
    expect(signUp.status).toBe(201);
    const verified = await t.request('/api/sign-up/verify-account', {
      method: 'POST',
      json: { email, code: await latestCode(t, email) },
    });
    const session = ZSession.parse(await verified.json());
    expect(session.user.companies).toEqual([]);
    // The link now asks to sign in instead of creating a second account.
    const link = ZInvitationLink.parse(
      await (await t.request(`/api/invitations/${id}?token=${token}`)).json(),
    );
    expect(link.has_account).toBe(true);
    const conflict = await t.request('/api/sign-up-member', {
      method: 'POST',
      headers: { 'accept-language': 'en' },
      json: {
        invitation_id: id,
        token,
        password: 'Otra-2026x',
        password_confirmation: 'Otra-2026x',
        polices: true,
      },
    });
    expect(conflict.status).toBe(409);
    expect(ZApiError.parse(await conflict.json()).message).toBe(
      'This e-mail already has an account: sign in with it to accept the invitation.',
    );
    const accepted = await t.request(`/api/account/invitations/${id}/accept`, {
      method: 'POST',
      headers: bearer(session),
    });
    expect(accepted.status).toBe(200);
  });

  it('withdraws an invitation: the link stops working and the e-mail signs up as anyone would', async () => {
    const email = `withdrawn-${Date.now()}@example.com`;
    await invite(email);
    const { id, token } = linkOf((await latestMail(t, email)).text);
    const open = listEnvelope(ZCompanyInvitation).parse(
      await (
        await t.request(`/api/companies/${companyId}/invitations?per_page=100`, { headers: admin })
      ).json(),
    );
    expect(open.data.find((i) => i.id === id)).toMatchObject({ email, role: 'member' });

    const withdrawn = await t.request(`/api/companies/${companyId}/invitations/${id}`, {
      method: 'DELETE',
      headers: admin,
    });
    expect(withdrawn.status).toBe(204);
    expect((await t.request(`/api/invitations/${id}?token=${token}`)).status).toBe(404);
    const again = await t.request(`/api/companies/${companyId}/invitations/${id}`, {
      method: 'DELETE',
      headers: admin,
    });
    expect(again.status).toBe(404);
    const signUp = await t.request('/api/sign-up', {
      method: 'POST',
      json: {
        name: 'Libre',
        last_name: 'Registro',
        email,
        phone: '6015550000',
        address: 'Calle 1 # 2-3, Bogotá',
        password: 'Libre-2026x',
        password_confirmation: 'Libre-2026x',
        polices: true,
      },
    });
    expect(signUp.status).toBe(201);
  });

  it('refuses an expired invitation, whose e-mail is then free', async () => {
    const email = `late-${Date.now()}@example.com`;
    await invite(email);
    const { id, token } = linkOf((await latestMail(t, email)).text);
    await t.database.db
      .update(invitations)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, id));
    const res = await t.request('/api/sign-up-member', {
      method: 'POST',
      headers: { 'accept-language': 'en' },
      json: {
        invitation_id: id,
        token,
        password: 'Tarde-2026x',
        password_confirmation: 'Tarde-2026x',
        polices: true,
      },
    });
    expect(res.status).toBe(404);
    expect(ZApiError.parse(await res.json()).message).toBe('The invitation is not valid or has expired.');
    const open = listEnvelope(ZCompanyInvitation).parse(
      await (
        await t.request(`/api/companies/${companyId}/invitations?per_page=100`, { headers: admin })
      ).json(),
    );
    expect(open.data.map((i) => i.id)).not.toContain(id);
  });

  it('replaces the open invitation of an e-mail when it is invited again', async () => {
    const email = `twice-${Date.now()}@example.com`;
    await invite(email);
    const first = linkOf((await latestMail(t, email)).text);
    await invite(email, 'administrator');
    const second = linkOf((await latestMail(t, email)).text);
    expect(second.id).not.toBe(first.id);
    expect((await t.request(`/api/invitations/${first.id}?token=${first.token}`)).status).toBe(404);
    const shown = ZInvitationLink.parse(
      await (await t.request(`/api/invitations/${second.id}?token=${second.token}`)).json(),
    );
    expect(shown.role).toBe('administrator');
  });

  it('limits the invitations of an administrator and of a company per day', async () => {
    const owner = await createUser(t);
    const company = (await createCompany(t, owner, 'Limitada SAS')).id;
    await setPlan(t, company, 'LARGE');
    const headers = { ...bearer(await signIn(t, owner.email)), 'accept-language': 'en' };
    const sent = async (invitedBy: number, n: number, hoursAgo = 0) => {
      for (let i = 0; i < n; i += 1)
        await t.database.db.insert(invitations).values({
          company_id: company,
          email: `earlier-${invitedBy}-${hoursAgo}-${i}@example.com`,
          token_hash: `hash-${company}-${invitedBy}-${hoursAgo}-${i}`,
          invited_by: invitedBy,
          expires_at: new Date(Date.now() + 86_400_000),
          created_at: new Date(Date.now() - hoursAgo * 3_600_000),
        });
    };
    // Invitations older than a day do not count.
    await sent(owner.id, INVITATIONS_PER_ADMIN_PER_DAY, 25);
    await sent(owner.id, INVITATIONS_PER_ADMIN_PER_DAY - 1);
    expect((await invite('last-one@example.com', 'member', headers, company)).status).toBe(201);
    const refused = await invite('one-too-many@example.com', 'member', headers, company);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(ZApiError.parse(await refused.json()).message).toContain(
      `You have sent ${INVITATIONS_PER_ADMIN_PER_DAY} invitations in the last 24 hours`,
    );
    const count = async () =>
      (
        (await t.database.db.execute(
          sql`select count(*)::int as n from invitations where email = 'one-too-many@example.com'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    expect(await count()).toBe(0);

    // Another administrator of the same company meets the company's limit.
    const second = await createUser(t);
    await t.database.db.execute(
      sql`insert into company_users (company_id, user_id, role) values (${company}, ${second.id}, 'administrator')`,
    );
    await sent(adminId, INVITATIONS_PER_COMPANY_PER_DAY - INVITATIONS_PER_ADMIN_PER_DAY);
    const secondHeaders = { ...bearer(await signIn(t, second.email)), 'accept-language': 'en' };
    const full = await invite('company-full@example.com', 'member', secondHeaders, company);
    expect(full.status).toBe(429);
    expect(ZApiError.parse(await full.json()).message).toContain(
      `The company has sent ${INVITATIONS_PER_COMPANY_PER_DAY} invitations`,
    );
  });
});
