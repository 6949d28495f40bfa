import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApiError,
  ZBulkDestroyResult,
  ZBulkDestroy,
  ZDependents,
  ZDependentsQuery,
  ZId,
  ZGas,
  ZGasInput,
  ZListQuery,
  listEnvelope,
} from '@huella/shared';
import { created, noContent } from '../../lib/replies.ts';
import { access } from '../../plugins/auth.ts';
import {
  bulkDestroyGases,
  createGas,
  destroyGas,
  listGasDependents,
  listGases,
  showGas,
  updateGas,
} from './gases.service.ts';

const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError };
const ZGasParams = z.object({ gas: ZId });
const tags = ['gases'];

export const gasesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gases',
    {
      config: { access: access.verified() },
      schema: {
        tags,
        summary: 'Gases (search on name and formula)',
        querystring: ZListQuery,
        response: { 200: listEnvelope(ZGas), ...errors },
      },
    },
    async (request) => listGases(app.ctx, request.query),
  );

  app.get(
    '/gases/:gas',
    {
      config: { access: access.verified() },
      schema: { tags, summary: 'One gas', params: ZGasParams, response: { 200: ZGas, ...errors } },
    },
    async (request) => showGas(app.ctx, request.params.gas),
  );

  app.post(
    '/gases',
    {
      config: { access: access.superAdmin() },
      schema: { tags, summary: 'Create a gas', body: ZGasInput, response: { 201: ZGas, ...errors } },
    },
    async (request, reply) => created(reply, await createGas(app.ctx, request.body)),
  );

  app.put(
    '/gases/:gas',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Update a gas; a changed GWP (pc) is queued for recalculation',
        params: ZGasParams,
        body: ZGasInput,
        response: { 200: ZGas, ...errors },
      },
    },
    async (request) => updateGas(app.ctx, request.params.gas, request.body),
  );

  app.get(
    '/gases/dependents',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary:
          'What deleting these gases would do: the gas values that keep each one (asked before a delete)',
        querystring: ZDependentsQuery,
        response: { 200: ZDependents, ...errors },
      },
    },
    async (request) => listGasDependents(app.ctx, request.query.ids),
  );

  app.delete(
    '/gases/bulk/destroy',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Delete gases, all or none (409 when one is in use)',
        body: ZBulkDestroy,
        response: { 200: ZBulkDestroyResult, ...errors },
      },
    },
    async (request) => bulkDestroyGases(app.ctx, request.body),
  );

  app.delete(
    '/gases/:gas',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Delete a gas (409 naming what uses it)',
        params: ZGasParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await destroyGas(app.ctx, request.params.gas);
      return noContent(reply);
    },
  );
};
