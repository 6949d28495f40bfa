import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApiError,
  ZBulkDestroyResult,
  ZBulkDestroy,
  ZDependents,
  ZDependentsQuery,
  ZId,
  ZSector,
  ZSectorInput,
  ZListQuery,
  listEnvelope,
} from '@huella/shared';
import { created, noContent } from '../../lib/replies.ts';
import { access } from '../../plugins/auth.ts';
import {
  bulkDestroySectors,
  createSector,
  destroySector,
  listSectorDependents,
  listSectors,
  showSector,
  updateSector,
} from './sectors.service.ts';

const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError };
const ZSectorParams = z.object({ sector: ZId });
const tags = ['sectors'];

export const sectorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sectors',
    {
      config: { access: access.verified() },
      schema: {
        tags,
        summary: 'Sectors (search on name)',
        querystring: ZListQuery,
        response: { 200: listEnvelope(ZSector), ...errors },
      },
    },
    async (request) => listSectors(app.ctx, request.query),
  );

  app.get(
    '/sectors/:sector',
    {
      config: { access: access.verified() },
      schema: { tags, summary: 'One sector', params: ZSectorParams, response: { 200: ZSector, ...errors } },
    },
    async (request) => showSector(app.ctx, request.params.sector),
  );

  app.post(
    '/sectors',
    {
      config: { access: access.superAdmin() },
      schema: { tags, summary: 'Create a sector', body: ZSectorInput, response: { 201: ZSector, ...errors } },
    },
    async (request, reply) => created(reply, await createSector(app.ctx, request.body)),
  );

  app.put(
    '/sectors/:sector',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Update a sector',
        params: ZSectorParams,
        body: ZSectorInput,
        response: { 200: ZSector, ...errors },
      },
    },
    async (request) => updateSector(app.ctx, request.params.sector, request.body),
  );

  app.get(
    '/sectors/dependents',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary:
          'What deleting these sectors would do: the key indicators that keep each one (asked before a delete)',
        querystring: ZDependentsQuery,
        response: { 200: ZDependents, ...errors },
      },
    },
    async (request) => listSectorDependents(app.ctx, request.query.ids),
  );

  app.delete(
    '/sectors/bulk/destroy',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Delete sectors, all or none (409 when one has key indicators)',
        body: ZBulkDestroy,
        response: { 200: ZBulkDestroyResult, ...errors },
      },
    },
    async (request) => bulkDestroySectors(app.ctx, request.body),
  );

  app.delete(
    '/sectors/:sector',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Delete a sector (409 naming its key indicators)',
        params: ZSectorParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await destroySector(app.ctx, request.params.sector);
      return noContent(reply);
    },
  );
};
