import type { Redis } from 'ioredis';

/**
 * Counts failed attempts per key in a fixed window (failed sign-ins per e-mail and per IP). Kept in
 * Redis when REDIS_URL is set, so every API process shares the counters; in memory otherwise.
 */
export type AttemptLimiter = {
  /** Seconds until the key may try again, or 0 when it is under the limit. */
  blockedFor(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
};

export function memoryAttemptLimiter(max: number, windowMs: number, now = () => Date.now()): AttemptLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt > now()) return entry;
    windows.delete(key);
    return null;
  };
  return {
    async blockedFor(key) {
      const entry = current(key);
      return entry && entry.count >= max ? Math.ceil((entry.resetAt - now()) / 1000) : 0;
    },
    async recordFailure(key) {
      const entry = current(key);
      if (entry) entry.count += 1;
      else windows.set(key, { count: 1, resetAt: now() + windowMs });
      if (windows.size > 100_000) {
        for (const [k, v] of windows) if (v.resetAt <= now()) windows.delete(k);
      }
    },
  };
}

export function redisAttemptLimiter(redis: Redis, max: number, windowMs: number): AttemptLimiter {
  const name = (key: string) => `huella:attempts:${key}`;
  return {
    async blockedFor(key) {
      const [count, ttl] = await Promise.all([redis.get(name(key)), redis.pttl(name(key))]);
      return Number(count ?? 0) >= max && ttl > 0 ? Math.ceil(ttl / 1000) : 0;
    },
    async recordFailure(key) {
      const count = await redis.incr(name(key));
      if (count === 1) await redis.pexpire(name(key), windowMs);
    },
  };
}
