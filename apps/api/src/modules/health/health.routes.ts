import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../plugins/auth.ts';
import { ZHealth } from '@huella/shared';
import { checkHealth } from './health.service.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: access.public() },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: ZHealth, 503: ZHealth },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(app.database, app.ctx.config.version);
      return reply.status(health.db === 'ok' ? 200 : 503).send(health);
    },
  );
};
