import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApiError,
  ZBulkDestroyResult,
  ZBulkDestroy,
  ZDependents,
  ZDependentsQuery,
  ZId,
  ZEmissionFactor,
  ZEmissionFactorInput,
  ZEmissionFactorListQuery,
  ZFactorOption,
  ZFactorOptionsQuery,
  listEnvelope,
} from '@huella/shared';
import { created, noContent } from '../../lib/replies.ts';
import { access } from '../../plugins/auth.ts';
import {
  bulkDestroyEmissionFactors,
  createEmissionFactor,
  destroyEmissionFactor,
  listEmissionFactorDependents,
  listEmissionFactors,
  listFactorOptions,
  showEmissionFactor,
  updateEmissionFactor,
} from './emission-factors.service.ts';

const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError };
const ZEmissionFactorParams = z.object({ emission_factor: ZId });
const tags = ['emission factors'];

export const emissionFactorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/emission-factors',
    {
      config: { access: access.verified() },
      schema: {
        tags,
        summary: 'Emission factors with their parts (search on name; filter source_id)',
        querystring: ZEmissionFactorListQuery,
        response: { 200: listEnvelope(ZEmissionFactor), ...errors },
      },
    },
    async (request) => listEmissionFactors(app.ctx, request.query),
  );

  app.get(
    '/factors',
    {
      config: { access: access.verified() },
      schema: {
        tags,
        summary: 'Factors for selectors: id, name, source_id, derives (filters source_id, derives)',
        querystring: ZFactorOptionsQuery,
        response: { 200: listEnvelope(ZFactorOption), ...errors },
      },
    },
    async (request) => listFactorOptions(app.ctx, request.query),
  );

  app.get(
    '/emission-factors/:emission_factor',
    {
      config: { access: access.verified() },
      schema: {
        tags,
        summary: 'One emission factor with its parts',
        params: ZEmissionFactorParams,
        response: { 200: ZEmissionFactor, ...errors },
      },
    },
    async (request) => showEmissionFactor(app.ctx, request.params.emission_factor),
  );

  app.post(
    '/emission-factors',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Create an emission factor (derived: parts summing to exactly 100)',
        body: ZEmissionFactorInput,
        response: { 201: ZEmissionFactor, ...errors },
      },
    },
    async (request, reply) => created(reply, await createEmissionFactor(app.ctx, request.body)),
  );

  app.put(
    '/emission-factors/:emission_factor',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Update an emission factor; changed parts are queued for recalculation',
        params: ZEmissionFactorParams,
        body: ZEmissionFactorInput,
        response: { 200: ZEmissionFactor, ...errors },
      },
    },
    async (request) => updateEmissionFactor(app.ctx, request.params.emission_factor, request.body),
  );

  app.get(
    '/emission-factors/dependents',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary:
          'What deleting these factors would do: their gas values go too; a blend using one keeps it (asked before a delete)',
        querystring: ZDependentsQuery,
        response: { 200: ZDependents, ...errors },
      },
    },
    async (request) => listEmissionFactorDependents(app.ctx, request.query.ids),
  );

  app.delete(
    '/emission-factors/bulk/destroy',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Delete emission factors, all or none (409 when one is a part of a derived factor)',
        body: ZBulkDestroy,
        response: { 200: ZBulkDestroyResult, ...errors },
      },
    },
    async (request) => bulkDestroyEmissionFactors(app.ctx, request.body),
  );

  app.delete(
    '/emission-factors/:emission_factor',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Delete an emission factor (409 naming the derived factors using it)',
        params: ZEmissionFactorParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await destroyEmissionFactor(app.ctx, request.params.emission_factor);
      return noContent(reply);
    },
  );
};
