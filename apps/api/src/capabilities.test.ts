import { ZAccount, ZCompany } from '@huella/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createCompany, signedInUser } from './testing/factories.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';

/**
 * The web's menu and route guards read what a user may do from the API's answers (never a copy of
 * the roles): the account says it for the platform and for each of its companies, a company for
 * its caller. They follow the same rights the endpoints' access rules check.
 */
describe('what the API tells the web its user may do', () => {
  let t: TestApp;
  let companyId: number;
  const headers: Record<'administrator' | 'member' | 'superAdmin', Record<string, string>> = {
    administrator: {},
    member: {},
    superAdmin: {},
  };

  beforeAll(async () => {
    t = await startTestApp();
    const administrator = await signedInUser(t);
    const member = await signedInUser(t);
    const superAdmin = await signedInUser(t, { role: 'super-admin' });
    companyId = (await createCompany(t, administrator.user)).id;
    await addMember(t, companyId, member.user, 'member');
    headers.administrator = administrator.headers;
    headers.member = member.headers;
    headers.superAdmin = superAdmin.headers;
  });
  afterAll(async () => t?.close());

  const account = async (who: keyof typeof headers) =>
    ZAccount.parse(await (await t.request('/api/account', { headers: headers[who] })).json());
  const company = async (who: keyof typeof headers) =>
    ZCompany.parse(await (await t.request(`/api/companies/${companyId}`, { headers: headers[who] })).json());

  it('tells an administrator and a member what each may do in their company, and nothing on the platform', async () => {
    const administrator = await account('administrator');
    expect(administrator.capabilities).toEqual([]);
    expect(administrator.companies.find((c) => c.id === companyId)?.capabilities).toEqual([
      'work_in_company',
      'administer_company',
    ]);
    expect((await company('administrator')).capabilities).toEqual(['work_in_company', 'administer_company']);

    const member = await account('member');
    expect(member.capabilities).toEqual([]);
    expect(member.companies.find((c) => c.id === companyId)?.capabilities).toEqual(['work_in_company']);
    expect((await company('member')).capabilities).toEqual(['work_in_company']);
  });

  it('tells a super-admin they administer the platform, and act as administrators in a company they enter', async () => {
    expect((await account('superAdmin')).capabilities).toEqual(['administer_platform']);
    expect((await company('superAdmin')).capabilities).toEqual(['work_in_company', 'administer_company']);
  });

  it('refuses what it does not grant: a member may not change the company', async () => {
    const res = await t.request(`/api/companies/${companyId}`, {
      method: 'PUT',
      headers: headers.member,
      json: { name: 'Renamed', nit: '900123456' },
    });
    expect(res.status).toBe(403);
  });
});
