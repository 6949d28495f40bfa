import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEnvelope, ZApiError, ZCompanyUser, ZInvitation, ZSession } from '@huella/shared';
import { eq } from 'drizzle-orm';
import { invitations } from '../../db/schema/index.ts';
import { addMember, bearer, createCompany, createUser, latestMail, signIn } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

describe('company members and invitations', () => {
  let t: TestApp;
  let companyId: number;
  let admin: Record<string, string>;
  let adminId: number;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://app.huella.test' });
    const user = await createUser(t);
    adminId = user.id;
    companyId = (await createCompany(t, user, 'Verde SAS')).id;
    admin = bearer(await signIn(t, user.email));
  });
  afterAll(async () => t?.close());

  const invite = (email: string, role = 'member') =>
    t.request(`/api/companies/${companyId}/users`, { method: 'POST', headers: admin, json: { email, role } });

  function linkOf(text: string) {
    const link = text.match(
      /https:\/\/app\.huella\.test\/sign-up\/company\/(\d+)\/user\/(\d+)\?token=([\w-]+)/,
    );
    if (!link) throw new Error('no invitation link');
    return { company: Number(link[1]), user: Number(link[2]), token: link[3]! };
  }

  it('adds an existing account at once and tells them by e-mail', async () => {
    const existing = await createUser(t);
    const res = await invite(existing.email, 'administrator');
    expect(res.status).toBe(201);
    expect(ZCompanyUser.parse(await res.json())).toMatchObject({
      email: existing.email,
      role: 'administrator',
      status: 'ACTIVE',
    });
    expect((await latestMail(t, existing.email)).template).toBe('added-to-company');
    expect((await invite(existing.email)).status).toBe(409);
  });

  it('invites an unknown e-mail; the link works once, only with its token', async () => {
    const email = 'invitee@example.com';
    const res = await invite(email);
    expect(res.status).toBe(201);
    expect(ZCompanyUser.parse(await res.json()).status).toBe('INVITED');
    const mail = await latestMail(t, email);
    expect(mail.template).toBe('invitation');
    const link = linkOf(mail.text);
    expect(link.company).toBe(companyId);

    // Ids alone are never enough.
    expect(
      (await t.request(`/api/invitations/${link.company}/${link.user}?token=wrong-token-value`)).status,
    ).toBe(404);
    const shown = await t.request(`/api/invitations/${link.company}/${link.user}?token=${link.token}`);
    expect(shown.status).toBe(200);
    expect(ZInvitation.parse(await shown.json())).toMatchObject({
      email,
      company: { id: companyId, name: 'Verde SAS' },
    });

    const body = {
      company_id: link.company,
      user_id: link.user,
      token: link.token,
      password: 'Invitada-2026',
      password_confirmation: 'Invitada-2026',
      polices: true,
    };
    const wrongToken = await t.request('/api/sign-up-member', {
      method: 'POST',
      json: { ...body, token: 'x'.repeat(43) },
    });
    expect(wrongToken.status).toBe(404);

    const done = await t.request('/api/sign-up-member', { method: 'POST', json: body });
    expect(done.status).toBe(200);
    const session = ZSession.parse(await done.json());
    expect(session.user).toMatchObject({ email, status: 'ACTIVE' });
    expect(session.user.companies.map((c) => c.id)).toEqual([companyId]);

    const replay = await t.request('/api/sign-up-member', { method: 'POST', json: body });
    expect(replay.status).toBe(404);
    expect(
      (await t.request(`/api/invitations/${link.company}/${link.user}?token=${link.token}`)).status,
    ).toBe(404);
  });

  it('refuses an expired invitation', async () => {
    const email = 'late@example.com';
    await invite(email);
    const link = linkOf((await latestMail(t, email)).text);
    await t.database.db
      .update(invitations)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(invitations.user_id, link.user));
    const res = await t.request('/api/sign-up-member', {
      method: 'POST',
      headers: { 'accept-language': 'en' },
      json: {
        company_id: link.company,
        user_id: link.user,
        token: link.token,
        password: 'Tarde-2026x',
        password_confirmation: 'Tarde-2026x',
        polices: true,
      },
    });
    expect(res.status).toBe(404);
    expect(ZApiError.parse(await res.json()).message).toBe('The invitation is not valid or has expired.');
  });

  it('lists members, changes a role and never removes or demotes the last administrator', async () => {
    const list = listEnvelope(ZCompanyUser).parse(
      await (await t.request(`/api/companies/${companyId}/users?per_page=100`, { headers: admin })).json(),
    );
    expect(list.data.some((m) => m.user_id === adminId && m.role === 'administrator')).toBe(true);

    const other = await createUser(t);
    const lone = (await createCompany(t, other, 'Solo SAS')).id;
    const otherHeaders = bearer(await signIn(t, other.email));
    const demote = await t.request(`/api/companies/${lone}/users/${other.id}/assign-role`, {
      method: 'PUT',
      headers: { ...otherHeaders, 'accept-language': 'en' },
      json: { role: 'member' },
    });
    expect(demote.status).toBe(409);
    expect(ZApiError.parse(await demote.json()).message).toBe(
      'The company must keep at least one administrator.',
    );
    expect(
      (
        await t.request(`/api/companies/${lone}/users/${other.id}`, {
          method: 'DELETE',
          headers: otherHeaders,
        })
      ).status,
    ).toBe(409);

    const member = await createUser(t);
    await addMember(t, lone, member);
    const promote = await t.request(`/api/companies/${lone}/users/${member.id}/assign-role`, {
      method: 'PUT',
      headers: otherHeaders,
      json: { role: 'administrator' },
    });
    expect(promote.status).toBe(200);
    // With a second administrator, the first may step down.
    expect(
      (
        await t.request(`/api/companies/${lone}/users/${other.id}/assign-role`, {
          method: 'PUT',
          headers: otherHeaders,
          json: { role: 'member' },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses member management to a member with 403', async () => {
    const member = await createUser(t);
    await addMember(t, companyId, member);
    const headers = bearer(await signIn(t, member.email));
    expect((await t.request(`/api/companies/${companyId}/users`, { headers })).status).toBe(200);
    const res = await t.request(`/api/companies/${companyId}/users`, {
      method: 'POST',
      headers,
      json: { email: 'x@example.com', role: 'member' },
    });
    expect(res.status).toBe(403);
  });

  it('removes an invited member together with the unused account', async () => {
    const email = 'gone@example.com';
    const created = ZCompanyUser.parse(await (await invite(email)).json());
    expect(
      (
        await t.request(`/api/companies/${companyId}/users/${created.user_id}`, {
          method: 'DELETE',
          headers: admin,
        })
      ).status,
    ).toBe(204);
    expect(
      (await t.request(`/api/companies/${companyId}/users/${created.user_id}`, { headers: admin })).status,
    ).toBe(404);
    // The address can be invited again.
    expect((await invite(email)).status).toBe(201);
  });
});
