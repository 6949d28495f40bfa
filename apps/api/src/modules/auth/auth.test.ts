import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZApiError, ZSession, type TSession } from '@huella/shared';
import { refresh_tokens } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/crypto.ts';
import { findUserByEmail, updateUser } from './auth.repository.ts';
import { REFRESH_REUSE_GRACE_SECONDS } from './tokens.ts';
import {
  bearer,
  createUser,
  latestCode,
  latestMail,
  signIn,
  TEST_PASSWORD,
} from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

const signUpBody = (email: string) => ({
  name: 'Lucía',
  last_name: 'Gómez',
  email,
  phone: '+57 300 123 4567',
  address: 'Calle 10 # 20-30, Bogotá',
  password: 'Secreta-2026',
  password_confirmation: 'Secreta-2026',
  polices: true,
});

describe('accounts and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
    t.request(path, { method: 'POST', json, headers });

  it('signs up, verifies the e-mail with the mailed code, and answers a session', async () => {
    const email = 'new.user@example.com';
    const res = await post('/api/sign-up', signUpBody(email), { 'accept-language': 'en' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ email });

    const user = await findUserByEmail(t.database.db, email);
    expect(user?.status).toBe('APPROVAL_PENDING');
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
    expect(user?.language).toBe('en');

    const mail = await latestMail(t, email);
    expect(mail.subject).toBe('Your Huella verification code');

    // Signed in but unverified: account readable, company data refused until verified.
    const early = await signIn(t, email, 'Secreta-2026');
    expect((await t.request('/api/account', { headers: bearer(early) })).status).toBe(200);
    const refused = await t.request('/api/companies', {
      method: 'POST',
      headers: bearer(early, 'en'),
      json: {
        name: 'Acme SAS',
        nit: '900123',
        address: 'Calle 10 # 20-30',
        phone: '6015551234',
        email: 'a@acme.co',
      },
    });
    expect(refused.status).toBe(403);
    expect(ZApiError.parse(await refused.json()).message).toBe('Verify your e-mail address to continue.');

    const wrong = await post('/api/sign-up/verify-account', {
      email,
      code: '000000' === (await latestCode(t, email)) ? '111111' : '000000',
    });
    expect(wrong.status).toBe(422);
    expect(ZApiError.parse(await wrong.json()).errors?.code).toEqual([
      'El código no es correcto o ya no es válido. Si hace falta, solicita uno nuevo.',
    ]);

    const verified = await post('/api/sign-up/verify-account', { email, code: await latestCode(t, email) });
    expect(verified.status).toBe(200);
    const session = ZSession.parse(await verified.json());
    expect(session.user.email).toBe(email);
    expect(session.user.status).toBe('ACTIVE');
    expect(session.user.email_verified_at).not.toBeNull();
    expect(
      (
        await t.request('/api/companies', {
          method: 'POST',
          headers: bearer(session),
          json: {
            name: 'Acme SAS',
            nit: '900123',
            address: 'Calle 10 # 20-30',
            phone: '6015551234',
            email: 'a@acme.co',
          },
        })
      ).status,
    ).toBe(201);
  });

  it('refuses a second account with the same e-mail, naming the field', async () => {
    await post('/api/sign-up', signUpBody('twice@example.com'));
    const res = await post('/api/sign-up', signUpBody('TWICE@example.com'));
    expect(res.status).toBe(409);
    expect(ZApiError.parse(await res.json()).errors?.email).toEqual([
      'Ya existe una cuenta con este correo electrónico.',
    ]);
  });

  it('refuses a sign-up whose confirmation differs, with field errors and nothing stored', async () => {
    const res = await post('/api/sign-up', {
      ...signUpBody('mismatch@example.com'),
      password_confirmation: 'Other-2026',
    });
    expect(res.status).toBe(422);
    expect(ZApiError.parse(await res.json()).errors).toEqual({
      password_confirmation: ['Las contraseñas no coinciden.'],
    });
    expect(await findUserByEmail(t.database.db, 'mismatch@example.com')).toBeNull();
  });

  it('locks a code after five wrong attempts', async () => {
    const email = 'attempts@example.com';
    await post('/api/sign-up', signUpBody(email));
    const code = await latestCode(t, email);
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1) await post('/api/sign-up/verify-account', { email, code: wrongCode });
    const res = await post('/api/sign-up/verify-account', { email, code }, { 'accept-language': 'en' });
    expect(res.status).toBe(422);
    expect(ZApiError.parse(await res.json()).errors?.code).toEqual([
      'The code is not correct or no longer valid. Request a new one if needed.',
    ]);
    // A new code works.
    expect((await post('/api/sign-up/send-verification-email', { email })).status).toBe(200);
    expect(
      (await post('/api/sign-up/verify-account', { email, code: await latestCode(t, email) })).status,
    ).toBe(200);
  });

  it('tells a blocked user why they cannot sign in', async () => {
    for (const status of ['BANNED', 'SUSPENDED', 'INACTIVE', 'CANCELLED', 'EXPIRED'] as const) {
      const user = await createUser(t, { status });
      const res = await post(
        '/api/auth/sign-in',
        { email: user.email, password: TEST_PASSWORD },
        { 'accept-language': 'en' },
      );
      expect(res.status, status).toBe(403);
      expect(ZApiError.parse(await res.json()).message).toMatch(status === 'BANNED' ? /banned/ : /./);
    }
  });

  it('cuts off a session as soon as the user is banned', async () => {
    const user = await createUser(t);
    const session = await signIn(t, user.email);
    await updateUser(t.database.db, user.id, { status: 'BANNED' });
    expect((await t.request('/api/account', { headers: bearer(session) })).status).toBe(401);
  });

  describe('refresh tokens', () => {
    let session: TSession;
    beforeAll(async () => {
      const user = await createUser(t);
      session = await signIn(t, user.email);
    });

    it('work once; a replay answers 401 and signs the whole family out', async () => {
      const first = await post('/api/auth/refresh', { refresh_token: session.refresh_token });
      expect(first.status).toBe(200);
      const rotated = ZSession.parse(await first.json());
      expect(rotated.refresh_token).not.toBe(session.refresh_token);
      // Past the few seconds in which a second tab may present the same token.
      await t.database.db
        .update(refresh_tokens)
        .set({ used_at: new Date(Date.now() - (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000) })
        .where(eq(refresh_tokens.token_hash, hashToken(session.refresh_token)));

      const replay = await post(
        '/api/auth/refresh',
        { refresh_token: session.refresh_token },
        { 'accept-language': 'en' },
      );
      expect(replay.status).toBe(401);
      expect(ZApiError.parse(await replay.json()).message).toMatch(/closed for security/);

      // The rotated token belonged to the same family: it is revoked too.
      expect((await post('/api/auth/refresh', { refresh_token: rotated.refresh_token })).status).toBe(401);
    });

    it('are set as an httpOnly SameSite=Strict cookie that refresh accepts', async () => {
      const user = await createUser(t);
      const res = await post('/api/auth/sign-in', { email: user.email, password: TEST_PASSWORD });
      const cookie = res.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/huella_refresh=/);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
      const refreshed = await t.request('/api/auth/refresh', {
        method: 'POST',
        headers: { cookie: cookie.split(';')[0]! },
      });
      expect(refreshed.status).toBe(200);
    });

    it('stop working after sign-out', async () => {
      const user = await createUser(t);
      const s = await signIn(t, user.email);
      expect((await post('/api/auth/sign-out', { refresh_token: s.refresh_token })).status).toBe(200);
      expect((await post('/api/auth/refresh', { refresh_token: s.refresh_token })).status).toBe(401);
    });
  });

  it('resets a forgotten password end to end and signs out open sessions', async () => {
    const user = await createUser(t);
    const before = await signIn(t, user.email);
    expect((await post('/api/auth/recovery-password/send-code', { email: user.email })).status).toBe(200);
    const code = await latestCode(t, user.email);
    expect((await post('/api/auth/recovery-password/verify-code', { email: user.email, code })).status).toBe(
      200,
    );
    const reset = await post('/api/auth/recovery-password/reset-password', {
      email: user.email,
      code,
      password: 'Nueva-clave-9',
      password_confirmation: 'Nueva-clave-9',
    });
    expect(reset.status).toBe(200);
    expect((await post('/api/auth/refresh', { refresh_token: before.refresh_token })).status).toBe(401);
    expect((await post('/api/auth/sign-in', { email: user.email, password: TEST_PASSWORD })).status).toBe(
      401,
    );
    expect((await post('/api/auth/sign-in', { email: user.email, password: 'Nueva-clave-9' })).status).toBe(
      200,
    );
    // The code worked once.
    const again = await post('/api/auth/recovery-password/reset-password', {
      email: user.email,
      code,
      password: 'Otra-clave-99',
      password_confirmation: 'Otra-clave-99',
    });
    expect(again.status).toBe(422);
  });

  it('answers recovery requests for unknown e-mails exactly like known ones', async () => {
    const known = await createUser(t);
    const a = await post('/api/auth/recovery-password/send-code', { email: known.email });
    const b = await post('/api/auth/recovery-password/send-code', { email: 'nobody@example.com' });
    expect(a.status).toBe(b.status);
    expect(await a.json()).toEqual(await b.json());
  });
});

describe('failed sign-ins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());
  const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
    t.request(path, { method: 'POST', json, headers });

  it('answers 401 for a wrong password and 429 with Retry-After on the sixth failure within a minute', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 5; i += 1) {
      const res = await post('/api/auth/sign-in', { email: user.email, password: 'Wrong-pass-1' });
      expect(res.status).toBe(401);
    }
    const sixth = await post(
      '/api/auth/sign-in',
      { email: user.email, password: 'Wrong-pass-1' },
      { 'accept-language': 'en' },
    );
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(ZApiError.parse(await sixth.json()).message).toMatch(/^Too many attempts/);
    // Even the right password waits until the window passes.
    expect((await post('/api/auth/sign-in', { email: user.email, password: TEST_PASSWORD })).status).toBe(
      429,
    );
  });
});
