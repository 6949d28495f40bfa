import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApiError,
  ZBulkDestroyResult,
  ZBulkDestroy,
  ZDependents,
  ZDependentsQuery,
  ZId,
  ZSource,
  ZSourceInput,
  ZListQuery,
  ZSourceForm,
  ZFormId,
  listEnvelope,
} from '@huella/shared';
import { created, noContent } from '../../lib/replies.ts';
import { access } from '../../plugins/auth.ts';
import {
  bulkDestroySources,
  createSource,
  destroySource,
  listSourceDependents,
  listSources,
  showSource,
  showSourceForm,
  updateSource,
} from './sources.service.ts';

const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError };
const ZSourceParams = z.object({ source: ZId });
const tags = ['sources'];

export const sourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sources',
    {
      config: { access: access.verified() },
      schema: {
        tags,
        summary: 'Emission-source kinds (search on name)',
        querystring: ZListQuery,
        response: { 200: listEnvelope(ZSource), ...errors },
      },
    },
    async (request) => listSources(app.ctx, request.query),
  );

  app.get(
    '/sources/:source',
    {
      config: { access: access.verified() },
      schema: {
        tags,
        summary: 'One source with its category ids',
        params: ZSourceParams,
        response: { 200: ZSource, ...errors },
      },
    },
    async (request) => showSource(app.ctx, request.params.source),
  );

  app.get(
    '/sources/:source/form',
    {
      config: { access: access.verified() },
      schema: {
        tags,
        summary: 'The source form: the source (null for 0), its categories per standard, standards and types',
        params: z.object({ source: ZFormId }),
        response: { 200: ZSourceForm, ...errors },
      },
    },
    async (request) => showSourceForm(app.ctx, request.params.source, request.lang),
  );

  app.post(
    '/sources',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Create a source with categories of either standard',
        body: ZSourceInput,
        response: { 201: ZSource, ...errors },
      },
    },
    async (request, reply) => created(reply, await createSource(app.ctx, request.body)),
  );

  app.put(
    '/sources/:source',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Update a source and its categories',
        params: ZSourceParams,
        body: ZSourceInput,
        response: { 200: ZSource, ...errors },
      },
    },
    async (request) => updateSource(app.ctx, request.params.source, request.body),
  );

  app.get(
    '/sources/dependents',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary:
          'What deleting these sources would do: the factors and key indicators that keep each one (asked before a delete)',
        querystring: ZDependentsQuery,
        response: { 200: ZDependents, ...errors },
      },
    },
    async (request) => listSourceDependents(app.ctx, request.query.ids),
  );

  app.delete(
    '/sources/bulk/destroy',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Delete sources, all or none (409 when one is in use)',
        body: ZBulkDestroy,
        response: { 200: ZBulkDestroyResult, ...errors },
      },
    },
    async (request) => bulkDestroySources(app.ctx, request.body),
  );

  app.delete(
    '/sources/:source',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Delete a source (409 naming what uses it)',
        params: ZSourceParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await destroySource(app.ctx, request.params.source);
      return noContent(reply);
    },
  );
};
