import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { ServiceContext } from './lib/context.ts';
import { resolveSecret } from './lib/secrets.ts';
import { createStorage } from './lib/storage.ts';
import { auditPlugin } from './plugins/audit.ts';
import { authPlugin } from './plugins/auth.ts';
import { databasePlugin } from './plugins/database.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { answerClientError, answerFrameworkError, errorsPlugin } from './plugins/errors.ts';
import { languagePlugin } from './plugins/language.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { webPlugin } from './plugins/web.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { standardsRoutes } from './modules/standards/standards.routes.ts';
import { typesRoutes } from './modules/types/types.routes.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { companiesRoutes } from './modules/companies/companies.routes.ts';
import { companyUsersRoutes } from './modules/company-users/company-users.routes.ts';
import { invitationsRoutes } from './modules/invitations/invitations.routes.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import { emissionFactorsRoutes } from './modules/emission-factors/emission-factors.routes.ts';
import { gasEmissionsRoutes } from './modules/gas-emissions/gas-emissions.routes.ts';
import { gasesRoutes } from './modules/gases/gases.routes.ts';
import { keyIndicatorsRoutes } from './modules/key-indicators/key-indicators.routes.ts';
import { sectorsRoutes } from './modules/sectors/sectors.routes.ts';
import { sourcesRoutes } from './modules/sources/sources.routes.ts';
import { unitMeasurementsRoutes } from './modules/unit-measurements/unit-measurements.routes.ts';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    ctx: ServiceContext;
  }
}

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
  app.decorate('ctx', {
    db: app.db,
    config,
    secret: app.secret,
    mailer: app.mailer,
    storage: await createStorage(config.dataDir),
    passwordAttempts: app.passwordAttempts,
    log: app.log,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { version: config.version });
      await api.register(standardsRoutes);
      await api.register(typesRoutes);
      await api.register(authRoutes);
      await api.register(accountRoutes);
      await api.register(companiesRoutes);
      await api.register(companyUsersRoutes);
      await api.register(invitationsRoutes);
      await api.register(auditRoutes);
      await api.register(devRoutes);
      await api.register(sourcesRoutes);
      await api.register(gasesRoutes);
      await api.register(unitMeasurementsRoutes);
      await api.register(emissionFactorsRoutes);
      await api.register(gasEmissionsRoutes);
      await api.register(sectorsRoutes);
      await api.register(keyIndicatorsRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin, { config });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
