import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { one_time_codes, users } from '../../db/schema/index.ts';
import { createUser, latestCode } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * The code screens answer the same whether or not an e-mail has an account, whatever state its
 * code is in: nobody learns from them who uses Huella.
 */
describe('code answers reveal no account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'loopback' });
  });
  afterAll(async () => t?.close());

  // Each test asks from an address of its own, so one test's attempts do not spend the next one's.
  let tests = 0;
  let address = '';
  beforeEach(() => {
    tests += 1;
    address = `198.51.100.${tests}`;
  });
  const post = async (path: string, json: unknown) => {
    const headers = { 'accept-language': 'en', 'x-forwarded-for': address };
    const res = await t.request(path, { method: 'POST', json, headers });
    return { status: res.status, body: await res.json() };
  };
  const PASSWORD = { password: 'Nueva-2026x', password_confirmation: 'Nueva-2026x' };

  async function answersFor(email: string, code: string) {
    return [
      await post('/api/sign-up/verify-account', { email, code }),
      await post('/api/auth/recovery-password/verify-code', { email, code }),
      await post('/api/auth/recovery-password/reset-password', { email, code, ...PASSWORD }),
    ];
  }

  it('answers an unknown e-mail as it answers every refused code of a real account', async () => {
    const unknown = await answersFor('nobody-here@example.com', '123456');
    expect(unknown.map((a) => a.status)).toEqual([422, 422, 422]);
    expect(unknown[0]!.body).toEqual({
      message: 'Please check the data sent.',
      code: 'VALIDATION',
      errors: { code: ['The code is not correct or no longer valid. Request a new one if needed.'] },
    });

    // A verified account with no open code.
    const verified = await createUser(t);
    expect(await answersFor(verified.email, '123456')).toEqual(unknown);

    // An unverified account with an open, expired code, and one whose code is worn out.
    const pending = await createUser(t, { verified: false });
    await post('/api/sign-up/send-verification-email', { email: pending.email });
    await post('/api/auth/recovery-password/send-code', { email: pending.email });
    const code = await latestCode(t, pending.email);
    const wrong = code === '123456' ? '654321' : '123456';
    expect(await answersFor(pending.email, wrong)).toEqual(unknown);
    for (let i = 0; i < 5; i += 1) await answersFor(pending.email, wrong);
    expect(await answersFor(pending.email, code)).toEqual(unknown);

    const expired = await createUser(t, { verified: false });
    await post('/api/sign-up/send-verification-email', { email: expired.email });
    await t.database.db
      .update(one_time_codes)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(one_time_codes.user_id, expired.id));
    expect((await answersFor(expired.email, await latestCode(t, expired.email)))[0]).toEqual(unknown[0]);
  });

  it('answers simultaneous sign-ups of one new address alike, making one account', async () => {
    const email = 'at-once@example.com';
    const body = {
      name: 'Ana',
      last_name: 'Pérez',
      email,
      phone: '+57 300 555 0101',
      address: 'Calle 10 # 20-30',
      password: 'Secreta-2026',
      password_confirmation: 'Secreta-2026',
      polices: true,
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('/api/sign-up', body)));
    expect(answers).toEqual(Array.from({ length: 5 }, () => ({ status: 201, body: { email } })));
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('answers verifying an already verified e-mail as any refused code', async () => {
    const verified = await createUser(t);
    const answer = await post('/api/sign-up/verify-account', { email: verified.email, code: '123456' });
    const unknown = await post('/api/sign-up/verify-account', { email: 'ghost@example.com', code: '123456' });
    expect(answer.status).toBe(422);
    expect(answer).toEqual(unknown);
  });
});
