import type { Redis } from 'ioredis';

/** How one kind of counter slows down. */
export type AttemptRule = {
  /** Failures allowed without waiting: the failure that reaches it waits `firstDelayMs`. */
  threshold: number;
  /** Each further failure doubles the wait, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
  /**
   * A counter is forgotten after this long without a failure, counted from the end of its wait: were
   * it counted from the failure, a wait as long as this would hand out fresh free tries as it ends.
   */
  quietMs: number;
};

export type AttemptCounter = { key: string; rule: AttemptRule };

/**
 * Failed-attempt counters that slow a key down with growing waits instead of locking it. Kept in
 * Redis when REDIS_URL is set, so every API process shares them; in memory otherwise.
 *
 * An attempt is counted as a failure when it begins, atomically with the check that no counter must
 * wait, and taken back when it succeeds: attempts sent all at once cannot slip through together
 * while the outcome of the first is still unknown.
 */
export type AttemptLimiter = {
  /**
   * Seconds the longest-waiting counter must still wait; when none must, counts one failure on each
   * counter and answers 0.
   */
  begin(counters: AttemptCounter[]): Promise<number>;
  /** Forgets these counters altogether. */
  clear(keys: string[]): Promise<void>;
  /**
   * Takes back the failure `begin` counted for an attempt that succeeded. A wait that failure began
   * stays: a right password arriving just as an address reaches its threshold costs it one short wait.
   */
  refund(keys: string[]): Promise<void>;
};

/** The wait after a key's `failures`-th failure in a row, in milliseconds. */
export function delayAfter(rule: AttemptRule, failures: number): number {
  if (failures < rule.threshold) return 0;
  return Math.min(rule.firstDelayMs * 2 ** (failures - rule.threshold), rule.maxDelayMs);
}

type MemoryState = { failures: number; blockedUntil: number; expiresAt: number };

/** Counters of one process (development and tests); `now` is injectable for tests of time. */
export function memoryAttemptLimiter(now: () => number = Date.now): AttemptLimiter {
  const states = new Map<string, MemoryState>();
  const current = (key: string, at: number) => {
    const state = states.get(key);
    if (state && state.expiresAt > at) return state;
    states.delete(key);
    return null;
  };
  return {
    async begin(counters) {
      const at = now();
      const waits = counters.map(({ key }) => Math.max(0, (current(key, at)?.blockedUntil ?? 0) - at));
      const longest = Math.max(0, ...waits);
      if (longest > 0) return Math.ceil(longest / 1000);
      for (const { key, rule } of counters) {
        const failures = (current(key, at)?.failures ?? 0) + 1;
        const blockedUntil = at + delayAfter(rule, failures);
        states.set(key, { failures, blockedUntil, expiresAt: blockedUntil + rule.quietMs });
      }
      if (states.size > 100_000) {
        for (const [key, state] of states) if (state.expiresAt <= at) states.delete(key);
      }
      return 0;
    },
    async clear(keys) {
      for (const key of keys) states.delete(key);
    },
    async refund(keys) {
      const at = now();
      for (const key of keys) {
        const state = current(key, at);
        if (state && state.failures > 0) state.failures -= 1;
      }
    },
  };
}

/**
 * Checks every counter and, when none must wait, counts a failure on each, in one step on the
 * server. KEYS are the counters; ARGV is the time, then each counter's threshold, first delay, most
 * delay and quiet period. Times are the caller's clock; the key's own expiry only frees memory.
 */
const BEGIN_SCRIPT = `
local now = tonumber(ARGV[1])
local longest = 0
for _, key in ipairs(KEYS) do
  local state = redis.call('HMGET', key, 'blocked_until', 'expires_at')
  local blocked, expires = tonumber(state[1]), tonumber(state[2])
  if expires and expires > now and blocked and blocked - now > longest then longest = blocked - now end
end
if longest > 0 then return longest end
for i, key in ipairs(KEYS) do
  local at = 1 + (i - 1) * 4
  local threshold, first, most, quiet =
    tonumber(ARGV[at + 1]), tonumber(ARGV[at + 2]), tonumber(ARGV[at + 3]), tonumber(ARGV[at + 4])
  local state = redis.call('HMGET', key, 'failures', 'expires_at')
  local failures = 0
  if tonumber(state[2]) and tonumber(state[2]) > now then failures = tonumber(state[1]) or 0 end
  failures = failures + 1
  local wait = 0
  if failures >= threshold then wait = math.min(first * 2 ^ (failures - threshold), most) end
  redis.call('HSET', key, 'failures', failures,
    'blocked_until', string.format('%d', now + wait), 'expires_at', string.format('%d', now + wait + quiet))
  redis.call('PEXPIRE', key, string.format('%d', wait + quiet))
end
return 0
`;

/** Takes one failure back from each counter that still counts any. */
const REFUND_SCRIPT = `
for _, key in ipairs(KEYS) do
  if (tonumber(redis.call('HGET', key, 'failures')) or 0) > 0 then redis.call('HINCRBY', key, 'failures', -1) end
end
return 0
`;

/** Counters shared by every API process through Redis, under `prefix`. */
export function redisAttemptLimiter(
  redis: Redis,
  { prefix = 'huella:attempts:', now = Date.now }: { prefix?: string; now?: () => number } = {},
): AttemptLimiter {
  const name = (key: string) => `${prefix}${key}`;
  return {
    async begin(counters) {
      const args = counters.flatMap(({ rule }) => [
        rule.threshold,
        rule.firstDelayMs,
        rule.maxDelayMs,
        rule.quietMs,
      ]);
      const keys = counters.map(({ key }) => name(key));
      const longest = await redis.eval(BEGIN_SCRIPT, keys.length, ...keys, now(), ...args);
      return Math.ceil(Number(longest) / 1000);
    },
    async clear(keys) {
      if (keys.length > 0) await redis.del(...keys.map(name));
    },
    async refund(keys) {
      if (keys.length > 0) await redis.eval(REFUND_SCRIPT, keys.length, ...keys.map(name));
    },
  };
}
