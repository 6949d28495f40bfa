import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { manualClock } from '../testing/clock.ts';
import { connectTestRedis, deleteKeys, TEST_REDIS_URL } from '../testing/redis.ts';
import {
  delayAfter,
  memoryAttemptLimiter,
  redisAttemptLimiter,
  type AttemptLimiter,
  type AttemptRule,
} from './attempt-limiter.ts';

const rule: AttemptRule = { threshold: 3, firstDelayMs: 1000, maxDelayMs: 8000, quietMs: 60_000 };
const wide: AttemptRule = { ...rule, threshold: 10 };

const redis = await connectTestRedis();
/** Every key of this run lives under its own prefix, removed at the end. */
const prefix = `huella:test:${randomUUID()}:`;

afterAll(async () => {
  await deleteKeys(redis, prefix);
  await redis.quit();
});

describe('delayAfter', () => {
  it('waits from the failure that reaches the threshold, doubling up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((failures) => delayAfter(rule, failures))).toEqual([
      0, 0, 1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });
});

const implementations: [string, (now: () => number) => AttemptLimiter][] = [
  ['in memory', (now) => memoryAttemptLimiter(now)],
  [
    `in Redis at ${TEST_REDIS_URL}`,
    (now) => redisAttemptLimiter(redis, { prefix: `${prefix}${randomUUID()}:`, now }),
  ],
];

describe.each(implementations)('attempt limiter %s', (_name, create) => {
  const setup = () => {
    const clock = manualClock();
    return { clock, limiter: create(clock.now) };
  };
  const counter = (key: string, r = rule) => ({ key, rule: r });

  it('lets failures under the threshold through, then waits longer after each', async () => {
    const { clock, limiter } = setup();
    const tries = [counter('a')];
    expect(await limiter.begin(tries)).toBe(0);
    expect(await limiter.begin(tries)).toBe(0);
    expect(await limiter.begin(tries)).toBe(0); // the third failure sets a 1 s wait
    const waits: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const wait = await limiter.begin(tries);
      waits.push(wait);
      clock.advance(wait * 1000);
      expect(await limiter.begin(tries)).toBe(0);
    }
    expect(waits).toEqual([1, 2, 4, 8, 8]);
  });

  it('counts nothing while a key waits, and answers the time left', async () => {
    const { clock, limiter } = setup();
    for (let i = 0; i < 3; i += 1) await limiter.begin([counter('a')]);
    clock.advance(1000);
    expect(await limiter.begin([counter('a')])).toBe(0); // the fourth failure sets a 2 s wait
    clock.advance(500);
    expect(await limiter.begin([counter('a')])).toBe(2);
    clock.advance(1000);
    expect(await limiter.begin([counter('a')])).toBe(1);
    clock.advance(500);
    // The refusals were not counted: the fifth failure waits 4 s, not more.
    expect(await limiter.begin([counter('a')])).toBe(0);
    expect(await limiter.begin([counter('a')])).toBe(4);
  });

  it('keeps each key apart', async () => {
    const { limiter } = setup();
    for (let i = 0; i < 3; i += 1) await limiter.begin([counter('a')]);
    expect(await limiter.begin([counter('a')])).toBe(1);
    expect(await limiter.begin([counter('b')])).toBe(0);
  });

  it('checks several counters at once and counts on none while one waits', async () => {
    const { clock, limiter } = setup();
    for (let i = 0; i < 3; i += 1) await limiter.begin([counter('pair'), counter('address', wide)]);
    expect(await limiter.begin([counter('pair'), counter('address', wide)])).toBe(1);
    expect(await limiter.begin([counter('pair'), counter('address', wide)])).toBe(1);
    // The address counted three failures, not five: seven more reach its threshold of ten.
    clock.advance(1000);
    for (let i = 0; i < 6; i += 1)
      expect(await limiter.begin([counter(`other${i}`), counter('address', wide)])).toBe(0);
    expect(await limiter.begin([counter('other'), counter('address', wide)])).toBe(0);
    expect(await limiter.begin([counter('pair2'), counter('address', wide)])).toBe(1);
  });

  it('lets only as many concurrent attempts through as the threshold allows', async () => {
    const { limiter } = setup();
    const waits = await Promise.all(Array.from({ length: 12 }, () => limiter.begin([counter('a')])));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(rule.threshold);
  });

  it('forgets a key after a quiet period counted from the end of its wait', async () => {
    const { clock, limiter } = setup();
    for (let i = 0; i < 3; i += 1) await limiter.begin([counter('a')]);
    clock.advance(1000 + rule.quietMs - 1);
    expect(await limiter.begin([counter('a')])).toBe(0); // still counted: the fourth failure
    expect(await limiter.begin([counter('a')])).toBe(2);
    clock.advance(2000 + rule.quietMs);
    // Forgotten: three free failures again.
    expect(await limiter.begin([counter('a')])).toBe(0);
    expect(await limiter.begin([counter('a')])).toBe(0);
    expect(await limiter.begin([counter('a')])).toBe(0);
    expect(await limiter.begin([counter('a')])).toBe(1);
  });

  it('clears a key, and refunds one failure of another', async () => {
    const { limiter } = setup();
    for (let i = 0; i < 2; i += 1) await limiter.begin([counter('pair'), counter('address')]);
    await limiter.clear(['pair']);
    await limiter.refund(['address']);
    // pair: 0 failures, address: 1.
    expect(await limiter.begin([counter('pair'), counter('address')])).toBe(0);
    expect(await limiter.begin([counter('pair'), counter('address')])).toBe(0); // address reaches 3
    expect(await limiter.begin([counter('pair'), counter('address')])).toBe(1);
    await limiter.refund(['never-seen']);
    expect(await limiter.begin([counter('never-seen')])).toBe(0);
  });
});

describe('attempt limiter in Redis, shared', () => {
  it('shares counters between processes and lets Redis free them after the quiet period', async () => {
    const shared = `${prefix}shared:`;
    const other = new Redis(TEST_REDIS_URL);
    try {
      const first = redisAttemptLimiter(redis, { prefix: shared });
      const second = redisAttemptLimiter(other, { prefix: shared });
      for (let i = 0; i < 3; i += 1) expect(await first.begin([{ key: 'k', rule }])).toBe(0);
      expect(await second.begin([{ key: 'k', rule }])).toBe(1);
      const ttl = await redis.pttl(`${shared}k`);
      expect(ttl).toBeGreaterThan(rule.quietMs);
      expect(ttl).toBeLessThanOrEqual(rule.quietMs + rule.firstDelayMs);
    } finally {
      await other.quit();
    }
  });
});
