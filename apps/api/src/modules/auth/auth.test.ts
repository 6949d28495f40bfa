import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZApiError, ZSession, type TSession } from '@huella/shared';
import { refresh_tokens } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/crypto.ts';
import { findUserByEmail, updateUser } from '../account/account.repository.ts';
import { REFRESH_REUSE_GRACE_SECONDS } from '../../lib/tokens.ts';
import {
  bearer,
  createUser,
  latestCode,
  latestMail,
  mailsTo,
  signIn,
  TEST_PASSWORD,
} from '../../testing/factories.ts';
import { memoryAttemptLimiter } from '../../lib/attempt-limiter.ts';
import { addressOf } from '../../lib/password-attempts.ts';
import { manualClock } from '../../testing/clock.ts';
import { connectTestRedis, TEST_REDIS_URL } from '../../testing/redis.ts';
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

  it('answers a sign-up with a taken e-mail as a new one, changes nothing, and mails the owner', async () => {
    const owner = await createUser(t, { language: 'en' });
    const before = await findUserByEmail(t.database.db, owner.email);
    const fresh = await post('/api/sign-up', signUpBody('nobody.yet@example.com'));
    const taken = await post('/api/sign-up', { ...signUpBody(owner.email.toUpperCase()), name: 'Intruso' });
    expect(taken.status).toBe(fresh.status);
    expect(await taken.json()).toEqual({ email: owner.email });
    expect(await findUserByEmail(t.database.db, owner.email)).toEqual(before);
    const mail = await latestMail(t, owner.email);
    expect(mail.subject).toBe('Someone tried to sign up to Huella with your e-mail');
    expect(mail.text).toContain(`Hello ${owner.name},`);
    expect(mail.text).toContain('No account was created and nothing of yours changed.');
    expect(mail.text).toMatch(/^https?:\/\/\S+\/forgot-password$/m);
    expect(mail.text).not.toMatch(/^\d{6}$/m);

    // An address signed up but never verified gets a new code instead, its password unchanged.
    await post('/api/sign-up', signUpBody('unverified@example.com'));
    const pending = await findUserByEmail(t.database.db, 'unverified@example.com');
    const first = await latestCode(t, 'unverified@example.com');
    expect(
      (
        await post('/api/sign-up', {
          ...signUpBody('unverified@example.com'),
          password: 'Otra-clave-2026',
          password_confirmation: 'Otra-clave-2026',
        })
      ).status,
    ).toBe(201);
    expect((await findUserByEmail(t.database.db, 'unverified@example.com'))?.password_hash).toBe(
      pending?.password_hash,
    );
    const second = await latestCode(t, 'unverified@example.com');
    expect((await latestMail(t, 'unverified@example.com')).subject).toBe(
      'Tu código de verificación de Huella',
    );
    expect(second === first ? 'same' : 'new').toBe('new');
  });

  it('answers a recovery request for any address the same, mailing why no code came when none can', async () => {
    const ask = (email: string) =>
      post('/api/auth/recovery-password/send-code', { email }, { 'accept-language': 'en' }).then(
        async (res) => ({
          status: res.status,
          body: await res.json(),
        }),
      );
    const member = await createUser(t);
    const known = await ask(member.email);
    const unknown = await ask('ghost.recovery@example.com');
    expect(unknown).toEqual(known);
    expect((await latestMail(t, member.email)).template).toBe('recovery-code');
    const notice = await latestMail(t, 'ghost.recovery@example.com');
    expect(notice.template).toBe('recovery-without-account');
    expect(notice.text).toContain('No Huella account uses this address');
    expect(notice.text).toMatch(/^https?:\/\/\S+\/sign-up$/m);
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

    it('stop working after sign-out, the access token of that session at once, other sessions on', async () => {
      const user = await createUser(t);
      const s = await signIn(t, user.email);
      const other = await signIn(t, user.email);
      expect((await t.request('/api/account', { headers: bearer(s) })).status).toBe(200);
      expect((await post('/api/auth/sign-out', { refresh_token: s.refresh_token })).status).toBe(200);
      expect((await post('/api/auth/refresh', { refresh_token: s.refresh_token })).status).toBe(401);
      const after = await t.request('/api/account', { headers: bearer(s, 'en') });
      expect(after.status).toBe(401);
      expect(ZApiError.parse(await after.json()).code).toBe('UNAUTHENTICATED');
      expect((await t.request('/api/account', { headers: bearer(other) })).status).toBe(200);
      // A rotated session keeps its tokens working until it is signed out.
      const rotated = ZSession.parse(
        await (await post('/api/auth/refresh', { refresh_token: other.refresh_token })).json(),
      );
      expect((await t.request('/api/account', { headers: bearer(other) })).status).toBe(200);
      expect((await t.request('/api/account', { headers: bearer(rotated) })).status).toBe(200);
      expect((await post('/api/auth/sign-out', { refresh_token: rotated.refresh_token })).status).toBe(200);
      expect((await t.request('/api/account', { headers: bearer(other) })).status).toBe(401);
      expect((await t.request('/api/account', { headers: bearer(rotated) })).status).toBe(401);
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
    expect((await t.request('/api/account', { headers: bearer(before) })).status).toBe(401);
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

/**
 * Wrong passwords slow down the account at one address and the address, with growing waits; nobody
 * can slow an owner down from elsewhere. The app trusts the loopback proxy, so each call names its
 * client address in X-Forwarded-For, and its counters run on a clock the test moves by hand.
 */
describe('failed sign-ins', () => {
  let t: TestApp;
  const clock = manualClock();
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'loopback' }, (app) => {
      app.ctx.passwordAttempts = memoryAttemptLimiter(clock.now);
    });
  });
  afterAll(async () => t?.close());
  const signInFrom = (address: string, email: string, password: string, lang = 'en') =>
    t.request('/api/auth/sign-in', {
      method: 'POST',
      json: { email, password },
      headers: { 'x-forwarded-for': address, 'accept-language': lang },
    });
  const WRONG = 'Wrong-pass-1';

  it('lets the owner in at once from their own address after ten wrong passwords from elsewhere', async () => {
    const owner = await createUser(t);
    for (let i = 1; i <= 5; i += 1)
      expect((await signInFrom(`198.51.100.${i}`, owner.email, WRONG)).status).toBe(401);
    const attacker = [];
    for (let i = 0; i < 10; i += 1)
      attacker.push((await signInFrom('198.51.100.66', owner.email, WRONG)).status);
    expect(attacker).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    expect((await signInFrom('203.0.113.10', owner.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("slows the attacker's own pair with growing waits, and refuses even the right password meanwhile", async () => {
    const user = await createUser(t);
    const attacker = '198.51.100.77';
    for (let i = 0; i < 5; i += 1) expect((await signInFrom(attacker, user.email, WRONG)).status).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const refused = await signInFrom(attacker, user.email, WRONG);
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('retry-after'));
      expect(await refused.json()).toEqual({
        code: 'RATE_LIMITED',
        message: `Too many attempts. Try again in ${wait} ${wait === 1 ? 'second' : 'seconds'}.`,
      });
      // No oracle: the right password is not even checked while the pair waits.
      const right = await signInFrom(attacker, user.email, TEST_PASSWORD, 'es');
      expect(right.status).toBe(429);
      expect(right.headers.get('retry-after')).toBe(String(wait));
      expect(ZApiError.parse(await right.json()).message).toMatch(/^Demasiados intentos/);
      waits.push(wait);
      clock.advance(wait * 1000);
      expect((await signInFrom(attacker, user.email, WRONG)).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    expect((await signInFrom('203.0.113.11', user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('clears the pair on a successful sign-in', async () => {
    const user = await createUser(t);
    const home = '198.51.100.88';
    for (let i = 0; i < 4; i += 1) expect((await signInFrom(home, user.email, WRONG)).status).toBe(401);
    expect((await signInFrom(home, user.email, TEST_PASSWORD)).status).toBe(200);
    const after = [];
    for (let i = 0; i < 6; i += 1) after.push((await signInFrom(home, user.email, WRONG)).status);
    expect(after).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("keeps one person's typos from stopping colleagues behind the same office address, up to thirty", async () => {
    const office = '198.51.100.99';
    const [ana, beto, carla] = [await createUser(t), await createUser(t), await createUser(t)];
    for (let i = 0; i < 5; i += 1) expect((await signInFrom(office, ana.email, WRONG)).status).toBe(401);
    expect((await signInFrom(office, ana.email, WRONG)).status).toBe(429);
    expect((await signInFrom(office, beto.email, TEST_PASSWORD)).status).toBe(200);
    // Twenty-five more misses by other people make thirty at the address (Beto's sign-in counted
    // none and cleared none of them): only then does the address wait.
    for (let i = 0; i < 25; i += 1) {
      expect((await signInFrom(office, `typo${i}@huella.test`, WRONG)).status).toBe(401);
    }
    const refused = await signInFrom(office, carla.email, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    // Elsewhere nothing changed; and after the wait Carla gets in.
    expect((await signInFrom('203.0.113.12', carla.email, TEST_PASSWORD)).status).toBe(200);
    clock.advance(1000);
    expect((await signInFrom(office, carla.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('answers an account without a password exactly like a wrong password or an unknown e-mail', async () => {
    const googleOnly = await createUser(t, { password: null });
    const withPassword = await createUser(t);
    const answers = await Promise.all(
      [googleOnly.email, withPassword.email, 'nobody@huella.test'].map(async (email, i) => {
        const res = await signInFrom(`198.51.100.${120 + i}`, email, WRONG);
        return { status: res.status, body: (await res.json()) as unknown };
      }),
    );
    expect(answers[0]).toEqual({
      status: 401,
      body: { code: 'UNAUTHENTICATED', message: expect.any(String) as unknown },
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });
});

const redis = await connectTestRedis();

describe('failed sign-ins with REDIS_URL', () => {
  let first: TestApp;
  let second: TestApp;
  const email = `shared-${randomBytes(6).toString('hex')}@huella.test`;
  // A documentation /64 of its own, so parallel runs never share a counter.
  const address = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::7`;
  const keys = [
    `huella:attempts:account:${email}|ip:${addressOf(address)}`,
    `huella:attempts:ip:${addressOf(address)}`,
  ];
  beforeAll(async () => {
    const config = { TRUST_PROXY: 'loopback', REDIS_URL: TEST_REDIS_URL } as const;
    [first, second] = await Promise.all([startTestApp(config), startTestApp(config)]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await redis.del(...keys);
    await redis.quit();
  });
  const signInOn = (app: TestApp, password: string) =>
    app.request('/api/auth/sign-in', {
      method: 'POST',
      json: { email, password },
      headers: { 'x-forwarded-for': address },
    });

  it('shares the counters between API processes', async () => {
    for (let i = 0; i < 3; i += 1) expect((await signInOn(first, 'Wrong-pass-1')).status).toBe(401);
    expect((await signInOn(second, 'Wrong-pass-1')).status).toBe(401);
    const [pair, perAddress] = keys.map((key) => redis.hget(key, 'failures'));
    expect([await pair, await perAddress]).toEqual(['4', '4']);
    expect(await redis.pttl(keys[0]!)).toBeGreaterThan(0);
    // The account exists on the second process's database: signing in there clears the pair for both.
    await createUser(second, { email });
    expect((await signInOn(second, TEST_PASSWORD)).status).toBe(200);
    expect(await redis.exists(keys[0]!)).toBe(0);
    expect(await redis.hget(keys[1]!, 'failures')).toBe('4');
  });
});

// A sign-up with a taken address and a resend agree on who gets a code. A test app of its own: the
// sign-ups of the tests above spend this client's per-minute allowance.
describe('verification codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  const post = (path: string, json: unknown) => t.request(path, { method: 'POST', json });

  it('sends a verification code on a sign-up with a taken address exactly when a resend would', async () => {
    const accounts = [
      await createUser(t, { status: 'APPROVAL_PENDING', verified: false }),
      await createUser(t, { status: 'ACTIVE', verified: false }),
      await createUser(t, { status: 'INVITED', verified: false }),
      await createUser(t, { status: 'ACTIVE' }),
    ];
    /** What a request mailed the address, latest first: whether each mail holds a code. */
    const codeMailed = async (email: string, send: () => Promise<Response>) => {
      const before = (await mailsTo(t, email)).length;
      expect((await send()).ok).toBe(true);
      const after = await mailsTo(t, email);
      return after.slice(0, after.length - before).map((mail) => /^\d{6}$/m.test(mail.text));
    };
    const bySignUp: boolean[][] = [];
    const byResend: boolean[][] = [];
    for (const { email } of accounts) {
      bySignUp.push(await codeMailed(email, () => post('/api/sign-up', signUpBody(email))));
      byResend.push(await codeMailed(email, () => post('/api/sign-up/send-verification-email', { email })));
    }
    // The unverified ones get a code either way; a sign-up tells the others' owners it was tried.
    expect(bySignUp).toEqual([[true], [true], [false], [false]]);
    expect(byResend).toEqual([[true], [true], [], []]);
  });
});
