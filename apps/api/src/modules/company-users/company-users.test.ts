import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEnvelope, ZApiError, ZCompanyUser } from '@huella/shared';
import { addMember, bearer, createCompany, createUser, signIn } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

describe('company members', () => {
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

  it('removes a member, who then no longer reaches the company', async () => {
    const member = await createUser(t);
    await addMember(t, companyId, member);
    const headers = bearer(await signIn(t, member.email));
    expect((await t.request(`/api/companies/${companyId}`, { headers })).status).toBe(200);
    const res = await t.request(`/api/companies/${companyId}/users/${member.id}`, {
      method: 'DELETE',
      headers: admin,
    });
    expect(res.status).toBe(204);
    expect((await t.request(`/api/companies/${companyId}`, { headers })).status).toBe(404);
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
});
