import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { bearer, createUser, signIn } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

/** The mail outbox hands out codes and links: it must never be a way into someone's account. */
describe('development mail outbox', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const outbox = (app: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress, headers });

  it('is on for the embedded database and off for a server database, unless MAIL_OUTBOX says otherwise', () => {
    expect(loadConfig({}).mailOutbox).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/huella' }).mailOutbox).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/huella', MAIL_OUTBOX: 'true' }).mailOutbox).toBe(true);
    expect(loadConfig({ MAIL_OUTBOX: 'false' }).mailOutbox).toBe(false);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' }).mailOutbox).toBe(false);
    // Without NODE_ENV a server database still keeps it off: that was the way in.
    expect(loadConfig({ NODE_ENV: 'production' }).mailOutbox).toBe(false);
  });

  it('answers 404 over HTTP on a server database without MAIL_OUTBOX, even from this machine', async () => {
    t = await startTestApp({ DATABASE_URL: 'postgres://127.0.0.1:5432/unused' });
    const res = await t.request('/api/dev/outbox');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('on the embedded default answers the loopback socket and a super-admin only', async () => {
    t = await startTestApp();
    expect((await t.request('/api/dev/outbox')).status).toBe(200);
    expect((await outbox(t, '127.0.0.1')).statusCode).toBe(200);
    expect((await outbox(t, '::1')).statusCode).toBe(200);

    const stranger = await outbox(t, '203.0.113.9', { 'x-forwarded-for': '127.0.0.1' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'NOT_FOUND' });

    const member = await createUser(t);
    const memberHeaders = bearer(await signIn(t, member.email));
    expect((await outbox(t, '203.0.113.9', memberHeaders)).statusCode).toBe(404);

    const superAdmin = await createUser(t, { role: 'super-admin' });
    const superHeaders = bearer(await signIn(t, superAdmin.email));
    expect((await outbox(t, '203.0.113.9', superHeaders)).statusCode).toBe(200);
  });

  it('with MAIL_OUTBOX=true on a server database it follows the same rule', async () => {
    t = await startTestApp({ DATABASE_URL: 'postgres://127.0.0.1:5432/unused', MAIL_OUTBOX: 'true' });
    expect((await t.request('/api/dev/outbox')).status).toBe(200);
    expect((await outbox(t, '198.51.100.4')).statusCode).toBe(404);
  });
});
