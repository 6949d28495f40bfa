import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSession } from '@huella/shared';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser } from '../../testing/factories.ts';

const CLIENT_ID = 'huella-test.apps.googleusercontent.com';

/** A local double of Google's published signing keys (the JWKS document at /oauth2/v3/certs). */
async function startGoogleKeys() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((req, res) => {
    if (req.url === '/oauth2/v3/certs') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const sign = (
    claims: Record<string, unknown>,
    options: { aud?: string; iss?: string; key?: Parameters<SignJWT['sign']>[0] } = {},
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(options.iss ?? 'https://accounts.google.com')
      .setAudience(options.aud ?? CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime('5m')
      .setSubject('1234567890')
      .sign(options.key ?? privateKey);
  return {
    url: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    sign,
    close: () => new Promise((r) => server.close(r)),
  };
}

describe('Google sign-in', () => {
  let t: TestApp;
  let google: Awaited<ReturnType<typeof startGoogleKeys>>;
  beforeAll(async () => {
    google = await startGoogleKeys();
    t = await startTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: google.url });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  const signInWith = (token: string) =>
    t.request('/api/auth/sign-in/social/google', {
      method: 'POST',
      headers: { 'accept-language': 'en' },
      json: { token },
    });

  it('creates a verified account from a valid ID token and signs it in', async () => {
    const token = await google.sign({
      email: 'Ana.Perez@gmail.com',
      email_verified: true,
      given_name: 'Ana',
      family_name: 'Pérez',
    });
    const res = await signInWith(token);
    expect(res.status).toBe(200);
    const session = ZSession.parse(await res.json());
    expect(session.user).toMatchObject({
      email: 'ana.perez@gmail.com',
      name: 'Ana',
      last_name: 'Pérez',
      status: 'ACTIVE',
    });
    expect(session.user.email_verified_at).not.toBeNull();
    // A second sign-in finds the same account.
    const again = ZSession.parse(await (await signInWith(token)).json());
    expect(again.user.id).toBe(session.user.id);
  });

  it('signs an existing password account in', async () => {
    const user = await createUser(t, { email: 'existing@gmail.com' });
    const res = await signInWith(await google.sign({ email: user.email, email_verified: true }));
    expect(ZSession.parse(await res.json()).user.id).toBe(user.id);
  });

  it.each([
    ['another audience', { aud: 'someone-else.apps.googleusercontent.com' }, /could not be verified/],
    ['another issuer', { iss: 'https://evil.example' }, /could not be verified/],
  ])('refuses a token for %s', async (_, options, message) => {
    const res = await signInWith(await google.sign({ email: 'x@gmail.com', email_verified: true }, options));
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toMatch(message);
  });

  it('refuses a token signed by another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const res = await signInWith(
      await google.sign({ email: 'x@gmail.com', email_verified: true }, { key: privateKey }),
    );
    expect(res.status).toBe(401);
  });

  it('refuses an unverified Google e-mail', async () => {
    const res = await signInWith(await google.sign({ email: 'x@gmail.com', email_verified: false }));
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Your Google e-mail address is not verified.',
    );
  });

  it('publishes the client id for the web button', async () => {
    expect(await (await t.request('/api/configuration')).json()).toMatchObject({
      google_client_id: CLIENT_ID,
    });
  });
});

describe('Google sign-in without GOOGLE_CLIENT_ID', () => {
  it('is unavailable and the web app is told to hide the button', async () => {
    const t = await startTestApp();
    try {
      expect(await (await t.request('/api/configuration')).json()).toMatchObject({ google_client_id: null });
      const res = await t.request('/api/auth/sign-in/social/google', {
        method: 'POST',
        json: { token: 'a'.repeat(40) },
      });
      expect(res.status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
