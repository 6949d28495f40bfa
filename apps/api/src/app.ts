import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { databasePlugin } from './plugins/database.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { languagePlugin } from './plugins/language.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { webPlugin } from './plugins/web.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { standardsRoutes } from './modules/standards/standards.routes.ts';
import { typesRoutes } from './modules/types/types.routes.ts';

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
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(openapiPlugin, { config });
  await app.register(databasePlugin, { config, database: options.database });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { version: config.version });
      await api.register(standardsRoutes);
      await api.register(typesRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin, { config });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
