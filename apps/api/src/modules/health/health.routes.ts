import { ZHealth } from '@huella/shared';
import { defineModule, endpoint } from '../../lib/endpoint.ts';
import { access } from '../../plugins/auth.ts';
import { checkHealth } from './health.service.ts';

export const healthModule = defineModule({
  name: 'health',
  data: 'platform',
  endpoints: [
    endpoint({
      method: 'GET',
      path: '/health',
      access: access.public(),
      summary: 'Liveness and database reachability',
      response: ZHealth,
      errors: { 503: ZHealth },
      handle: async ({ app, ctx, reply }) => {
        const health = await checkHealth(app.database, ctx.config.version);
        void reply.code(health.db === 'ok' ? 200 : 503);
        return health;
      },
    }),
  ],
});
