import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config.ts';
import { memoryAttemptLimiter, redisAttemptLimiter, type AttemptLimiter } from '../lib/attempt-limiter.ts';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    passwordAttempts: AttemptLimiter;
  }
}

/**
 * Rate limits: routes opt in with `config.rateLimit`; wrong passwords are counted apart (their rule is
 * in lib/password-attempts.ts). Counters live in Redis when REDIS_URL is set (shared by every API
 * process), in memory otherwise.
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
    app.decorate('passwordAttempts', redis ? redisAttemptLimiter(redis) : memoryAttemptLimiter());
  },
  { name: 'rate-limit' },
);
