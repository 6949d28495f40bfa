import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../plugins/auth.ts';
import { ZApiError, ZStandard, listEnvelope } from '@huella/shared';
import { listStandards } from './standards.service.ts';

export const standardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/standards',
    {
      config: { access: access.verified() },
      schema: {
        tags: ['catalogue'],
        summary: 'Standards (1 = ISO 14064-1:2018, 2 = GHG Protocol) with their categories',
        response: { 200: listEnvelope(ZStandard), 401: ZApiError },
      },
    },
    async (request) => listStandards(app.db, request.lang),
  );
};
