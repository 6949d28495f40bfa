import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The client address behind every per-address limit and in the audit log is the socket's, unless
 * the socket is a proxy named in TRUST_PROXY: a forged X-Forwarded-For changes nothing.
 */
describe('client address', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const sendVerification = (app: TestApp, forwardedFor: string) =>
    app.request('/api/sign-up/send-verification-email', {
      method: 'POST',
      headers: { 'x-forwarded-for': forwardedFor },
      json: { email: 'nadie@huella.test' },
    });

  async function auditIps(app: TestApp): Promise<string[]> {
    const result = await app.database.db.execute(sql`select ip from audit_log order by id`);
    return (result as unknown as { rows: { ip: string }[] }).rows.map((row) => row.ip);
  }

  async function writeWithForgedAddress(app: TestApp) {
    const user = await createUser(app);
    const headers = { ...bearer(await signIn(app, user.email)), 'x-forwarded-for': '203.0.113.7' };
    const res = await app.request('/api/companies', {
      method: 'POST',
      headers,
      json: {
        name: 'Forjada SAS',
        nit: '900123',
        address: 'Calle 80 # 10-20',
        phone: '6015550000',
        email: 'a@forjada.co',
      },
    });
    expect(res.status).toBe(201);
  }

  it('with TRUST_PROXY unset, a different forged address per call still meets the per-address limit', async () => {
    t = await startTestApp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await sendVerification(t, `198.51.100.${i + 1}`)).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('with TRUST_PROXY unset, a forged address cannot exhaust the limit of the address it names', async () => {
    t = await startTestApp();
    // Five calls "from" 198.51.100.9 are really from the socket; a sixth from that socket is refused,
    // but the named address was never charged: only the socket's counter moved.
    for (let i = 0; i < 5; i += 1) expect((await sendVerification(t, '198.51.100.9')).status).toBe(200);
    expect((await sendVerification(t, '198.51.100.10')).status).toBe(429);
  });

  it('with TRUST_PROXY unset, the audit log records the socket address, not the forged one', async () => {
    t = await startTestApp();
    await writeWithForgedAddress(t);
    const ips = await auditIps(t);
    expect(ips.length).toBeGreaterThan(0);
    for (const ip of ips) expect(ip).toMatch(/^(127\.0\.0\.1|::ffff:127\.0\.0\.1|::1)$/);
  });

  it('behind a proxy named in TRUST_PROXY, the forwarded address is the client', async () => {
    t = await startTestApp({ TRUST_PROXY: 'loopback' });
    await writeWithForgedAddress(t);
    expect(await auditIps(t)).toContain('203.0.113.7');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await sendVerification(t, `198.51.100.${i + 1}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200]);
  });
});
