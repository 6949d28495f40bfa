import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { afterCommit, requestScoped } from './db/request-transaction.ts';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { resolveSecret } from './lib/secrets.ts';
import { createStorage } from './lib/storage.ts';
import { createRequestCounter } from './lib/request-load.ts';
import { auditPlugin } from './plugins/audit.ts';
import { authPlugin } from './plugins/auth.ts';
import { databasePlugin } from './plugins/database.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { answerClientError, answerFrameworkError, errorsPlugin } from './plugins/errors.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { languagePlugin } from './plugins/language.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { webPlugin } from './plugins/web.ts';
import { handlerOf, routeOptions } from './lib/endpoint.ts';
import { API_MODULES } from './modules/index.ts';

export type BuildAppOptions = {
  /** An open database to use instead of the configured one (tests). */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
};

function loggerFor(config: AppConfig): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false;
  const pretty = config.LOG_PRETTY ?? false;
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:standard' } } } : {}),
  };
}

/** Assembles the API from a validated configuration: what the server runs and what tests start. */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? loggerFor(config),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // Forwarded headers are believed only from the proxies the operator names (DESIGN §6).
    trustProxy: config.TRUST_PROXY ?? false,
    bodyLimit: 1024 * 1024,
    // A request must arrive whole in time (Node answers 408): a backstop behind each upload's own
    // timeout, which answers sooner and in the caller's language. Idle connections are closed.
    requestTimeout: (config.UPLOAD_TIMEOUT_SECONDS + 30) * 1000,
    connectionTimeout: 5 * 60_000,
    keepAliveTimeout: 65_000,
    // Migrations and the seed run inside the database plugin; a busy machine needs more than 10 s.
    pluginTimeout: 120_000,
    routerOptions: { ignoreTrailingSlash: true },
    // Unroutable paths and unparsable requests answer in the one error shape too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const requests = createRequestCounter();
  app.addHook('onRequest', async (_request, reply) => {
    const ended = requests.started();
    // Answered, or its client went away: either way it waits for nothing more.
    reply.raw.once('finish', ended).once('close', ended);
  });

  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(openapiPlugin, { config });
  await app.register(databasePlugin, { config, database: options.database });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 40 } });
  await app.register(rateLimitPlugin, { config });
  await app.register(authPlugin, { secret: await resolveSecret(config) });
  await app.register(mailerPlugin, { config });
  await app.register(auditPlugin);
  await app.register(jobsPlugin, { config });
  app.decorate('ctx', {
    db: requestScoped(app.db),
    embedded: app.database.driver === 'pglite',
    config,
    secret: app.secret,
    mailer: app.mailer,
    storage: await createStorage(config.dataDir),
    passwordAttempts: app.passwordAttempts,
    log: app.log,
    jobs: app.jobs,
    afterCommit,
    requests,
  });

  await app.register(
    async (api) => {
      for (const module of API_MODULES) {
        await api.register(async (scope) => {
          for (const ep of module.endpoints) {
            const options = routeOptions(ep, module.name, { checkAnswers: config.NODE_ENV !== 'production' });
            scope.route({
              ...options,
              config: { ...options.config, data: module.data },
              handler: handlerOf(ep, app),
            });
          }
          for (const [queue, work] of Object.entries(module.workers ?? {}))
            app.jobs.work(queue, () => work(app.ctx));
          const onReady = module.onReady;
          if (onReady) scope.addHook('onReady', () => onReady(app));
        });
      }
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin, { config });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
