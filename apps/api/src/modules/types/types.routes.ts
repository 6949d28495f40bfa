import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../plugins/auth.ts';
import { z } from 'zod';
import { ZApiError, ZType, ZTypeGroup, listEnvelope } from '@huella/shared';
import { listTypes } from './types.service.ts';

export const typesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/types/:group',
    {
      config: { access: access.verified() },
      schema: {
        tags: ['catalogue'],
        summary: 'Types of a group (emission_source: operational, embedded)',
        params: z.object({ group: ZTypeGroup }),
        response: { 200: listEnvelope(ZType), 401: ZApiError, 422: ZApiError },
      },
    },
    async (request) => listTypes(app.db, request.params.group, request.lang),
  );
};
