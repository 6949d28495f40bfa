import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError, ZRecomputeState } from '@huella/shared';
import { RECOMPUTE_EMISSIONS_QUEUE } from '../../lib/jobs.ts';
import { access } from '../../plugins/auth.ts';
import { recomputePendingEmissions, recomputeState } from './emissions.service.ts';

// The recalculation after catalogue changes runs as a background job (plugins/jobs.ts); a
// super-admin sees how far it is.

export const emissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.work(RECOMPUTE_EMISSIONS_QUEUE, async () => {
    await recomputePendingEmissions(app.ctx);
  });

  app.get(
    '/emissions/recompute',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags: ['emissions'],
        summary:
          'How far the recalculation after catalogue changes is: changes waiting, and activities flagged for having no valid value',
        response: { 200: ZRecomputeState, 401: ZApiError, 403: ZApiError },
      },
    },
    async () => recomputeState(app.ctx),
  );
};
