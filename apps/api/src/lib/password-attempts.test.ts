import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { delayAfter, memoryAttemptLimiter } from './attempt-limiter.ts';
import { hashPassword } from './crypto.ts';
import {
  addressOf,
  PASSWORD_ATTEMPT_RULES,
  passwordAttemptCounters,
  verifyPasswordAttempt,
} from './password-attempts.ts';
import { manualClock } from '../testing/clock.ts';

describe('the wrong-password rule', () => {
  it('gives a pair five free tries, then 1 s, 2 s, 4 s … up to 15 minutes', () => {
    const waits = Array.from({ length: 17 }, (_, i) => delayAfter(PASSWORD_ATTEMPT_RULES.pair, i + 1) / 1000);
    expect(waits).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);
  });

  it('gives an address thirty, then the same waits', () => {
    expect(delayAfter(PASSWORD_ATTEMPT_RULES.address, 29)).toBe(0);
    expect(delayAfter(PASSWORD_ATTEMPT_RULES.address, 30)).toBe(1000);
    expect(delayAfter(PASSWORD_ATTEMPT_RULES.address, 31)).toBe(2000);
  });

  it('keys a pair by account and address, and never an account alone', () => {
    const { pair, address } = passwordAttemptCounters('ana@huella.test', '198.51.100.7');
    expect(pair.key).toBe('account:ana@huella.test|ip:198.51.100.7');
    expect(address.key).toBe('ip:198.51.100.7');
  });

  it('keeps IPv4 addresses whole and IPv6 ones by their /64', () => {
    expect(addressOf('203.0.113.9')).toBe('203.0.113.9');
    expect(addressOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressOf('2001:0db8:0001:0002:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(addressOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressOf('::1')).toBe('0:0:0:0::/64');
  });
});

describe('verifyPasswordAttempt', () => {
  let hash: string;
  beforeAll(async () => {
    hash = await hashPassword('Correcta-2026');
  });
  const setup = () => {
    const clock = manualClock();
    return { clock, limiter: memoryAttemptLimiter(clock.now) };
  };
  const ana = { account: 'ana@huella.test', ip: '198.51.100.7' };
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );

  it('answers whether the password is right; without a hash, never', async () => {
    const { limiter } = setup();
    expect(await verifyPasswordAttempt(limiter, ana, hash, 'Correcta-2026')).toBe(true);
    expect(await verifyPasswordAttempt(limiter, ana, hash, 'Otra-2026')).toBe(false);
    expect(await verifyPasswordAttempt(limiter, ana, null, 'Correcta-2026')).toBe(false);
  });

  it('refuses with RATE_LIMITED and Retry-After while the pair waits, even the right password', async () => {
    const { clock, limiter } = setup();
    for (let i = 0; i < 5; i += 1)
      expect(await verifyPasswordAttempt(limiter, ana, hash, 'Otra-2026')).toBe(false);
    const error = await refusal(verifyPasswordAttempt(limiter, ana, hash, 'Correcta-2026'));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'RATE_LIMITED', status: 429, retryAfter: 1, params: { count: 1 } });
    // Another address, and the same address for another account, go on at once.
    expect(await verifyPasswordAttempt(limiter, { ...ana, ip: '203.0.113.1' }, hash, 'Correcta-2026')).toBe(
      true,
    );
    expect(
      await verifyPasswordAttempt(limiter, { ...ana, account: 'beto@huella.test' }, hash, 'Correcta-2026'),
    ).toBe(true);
    clock.advance(1000);
    expect(await verifyPasswordAttempt(limiter, ana, hash, 'Correcta-2026')).toBe(true);
  });

  it('clears the pair on a right password, and leaves the address its earlier failures', async () => {
    const { limiter } = setup();
    for (let i = 0; i < 4; i += 1) await verifyPasswordAttempt(limiter, ana, hash, 'Otra-2026');
    expect(await verifyPasswordAttempt(limiter, ana, hash, 'Correcta-2026')).toBe(true);
    // The pair starts again at zero: four more misses are free, the fifth sets the first wait.
    for (let i = 0; i < 5; i += 1)
      expect(await verifyPasswordAttempt(limiter, ana, hash, 'Otra-2026')).toBe(false);
    expect(await refusal(verifyPasswordAttempt(limiter, ana, hash, 'Otra-2026'))).toMatchObject({
      retryAfter: 1,
    });
    // The address holds nine failures, not zero and not ten: twenty-one more from other accounts reach thirty.
    for (let i = 0; i < 21; i += 1) {
      const other = { ...ana, account: `other${i}@huella.test` };
      expect(await verifyPasswordAttempt(limiter, other, null, 'Otra-2026')).toBe(false);
    }
    const colleague = { ...ana, account: 'carla@huella.test' };
    expect(await refusal(verifyPasswordAttempt(limiter, colleague, hash, 'Correcta-2026'))).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfter: 1,
    });
  });
});
