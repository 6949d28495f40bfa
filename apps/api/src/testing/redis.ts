import { Redis } from 'ioredis';

/** The Redis tests use: TEST_REDIS_URL, or the one on this machine. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A connection to the test Redis. The limiter's Redis counters are what several API processes
 * share, so their tests run everywhere: without a Redis they fail and say how to start one.
 */
export async function connectTestRedis(): Promise<Redis> {
  const redis = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch (error) {
    redis.disconnect();
    throw new Error(
      `The Redis tests need a Redis server at ${TEST_REDIS_URL} (set TEST_REDIS_URL, or start one: ` +
        `redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no)`,
      { cause: error },
    );
  }
}

/** Removes every key under `prefix`. */
export async function deleteKeys(redis: Redis, prefix: string): Promise<void> {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
}
