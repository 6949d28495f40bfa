import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApiError,
  ZBulkDestroyResult,
  ZBulkDestroy,
  ZId,
  ZKeyIndicator,
  ZKeyIndicatorInput,
  ZKeyIndicatorListQuery,
  listEnvelope,
} from '@huella/shared';
import { created, noContent } from '../../lib/replies.ts';
import { access } from '../../plugins/auth.ts';
import {
  bulkDestroyKeyIndicators,
  createKeyIndicator,
  destroyKeyIndicator,
  listKeyIndicators,
  showKeyIndicator,
  updateKeyIndicator,
} from './key-indicators.service.ts';

const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError };
const ZKeyIndicatorParams = z.object({ key_indicator: ZId });
const tags = ['key indicators'];

export const keyIndicatorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/key-indicators',
    {
      config: { access: access.verified() },
      schema: {
        tags,
        summary: 'Key indicators (search on name; filters source_id, sector_id)',
        querystring: ZKeyIndicatorListQuery,
        response: { 200: listEnvelope(ZKeyIndicator), ...errors },
      },
    },
    async (request) => listKeyIndicators(app.ctx, request.query),
  );

  app.get(
    '/key-indicators/:key_indicator',
    {
      config: { access: access.verified() },
      schema: {
        tags,
        summary: 'One key indicator',
        params: ZKeyIndicatorParams,
        response: { 200: ZKeyIndicator, ...errors },
      },
    },
    async (request) => showKeyIndicator(app.ctx, request.params.key_indicator),
  );

  app.post(
    '/key-indicators',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Create a key indicator',
        body: ZKeyIndicatorInput,
        response: { 201: ZKeyIndicator, ...errors },
      },
    },
    async (request, reply) => created(reply, await createKeyIndicator(app.ctx, request.body)),
  );

  app.put(
    '/key-indicators/:key_indicator',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Update a key indicator and its sources',
        params: ZKeyIndicatorParams,
        body: ZKeyIndicatorInput,
        response: { 200: ZKeyIndicator, ...errors },
      },
    },
    async (request) => updateKeyIndicator(app.ctx, request.params.key_indicator, request.body),
  );

  app.delete(
    '/key-indicators/bulk/destroy',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Delete key indicators, all or none',
        body: ZBulkDestroy,
        response: { 200: ZBulkDestroyResult, ...errors },
      },
    },
    async (request) => bulkDestroyKeyIndicators(app.ctx, request.body),
  );

  app.delete(
    '/key-indicators/:key_indicator',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Delete a key indicator',
        params: ZKeyIndicatorParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await destroyKeyIndicator(app.ctx, request.params.key_indicator);
      return noContent(reply);
    },
  );
};
