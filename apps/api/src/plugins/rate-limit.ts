import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config.ts';
import { memoryAttemptLimiter, redisAttemptLimiter, type AttemptLimiter } from '../lib/attempt-limiter.ts';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    signInLimiter: AttemptLimiter;
  }
}

/** At most this many failed sign-ins per minute, per e-mail and per IP. */
export const SIGN_IN_MAX_FAILURES = 5;

/**
 * Rate limits: routes opt in with `config.rateLimit`; failed sign-ins are counted apart. Counters
 * live in Redis when REDIS_URL is set (shared by every API process), in memory otherwise.
 */
export const rateLimitPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const redis = config.REDIS_URL
      ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false })
      : null;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'huella:rl:' } : {}),
      // The error handler words the 429 in the caller's language and keeps the Retry-After header.
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error('rate limited'), { statusCode: context.statusCode }),
    });
    app.decorate(
      'signInLimiter',
      redis
        ? redisAttemptLimiter(redis, SIGN_IN_MAX_FAILURES, 60_000)
        : memoryAttemptLimiter(SIGN_IN_MAX_FAILURES, 60_000),
    );
  },
  { name: 'rate-limit' },
);
