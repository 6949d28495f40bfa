import { ZHealth, ZLiveness } from '@huella/shared';
import { defineModule, endpoint } from '../../lib/endpoint.ts';
import { access } from '../../plugins/auth.ts';
import { checkReadiness } from './health.service.ts';

export const healthModule = defineModule({
  name: 'health',
  data: 'platform',
  endpoints: [
    endpoint({
      method: 'GET',
      path: '/health',
      access: access.public(),
      summary: 'Liveness: the process answers (no database connection is taken)',
      response: ZLiveness,
      handle: ({ ctx }) => Promise.resolve({ status: 'ok' as const, version: ctx.config.version }),
    }),
    endpoint({
      method: 'GET',
      path: '/health/ready',
      access: access.public(),
      summary: 'Readiness: the database is reachable',
      response: ZHealth,
      errors: { 503: ZHealth },
      handle: async ({ app, ctx, reply }) => {
        const health = await checkReadiness(app.database, ctx.config.version);
        void reply.code(health.db === 'ok' ? 200 : 503);
        return health;
      },
    }),
  ],
});
