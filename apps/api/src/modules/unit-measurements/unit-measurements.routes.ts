import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApiError,
  ZBulkDestroyResult,
  ZBulkDestroy,
  ZDependents,
  ZDependentsQuery,
  ZId,
  ZUnitMeasurement,
  ZUnitMeasurementInput,
  ZListQuery,
  listEnvelope,
} from '@huella/shared';
import { created, noContent } from '../../lib/replies.ts';
import { access } from '../../plugins/auth.ts';
import {
  bulkDestroyUnitMeasurements,
  createUnitMeasurement,
  destroyUnitMeasurement,
  listUnitMeasurementDependents,
  listUnitMeasurements,
  showUnitMeasurement,
  updateUnitMeasurement,
} from './unit-measurements.service.ts';

const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError };
const ZUnitMeasurementParams = z.object({ unit_measurement: ZId });
const tags = ['unit measurements'];

export const unitMeasurementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/unit-measurements',
    {
      config: { access: access.verified() },
      schema: {
        tags,
        summary: 'Unit measurements (search on name, abbreviation and group)',
        querystring: ZListQuery,
        response: { 200: listEnvelope(ZUnitMeasurement), ...errors },
      },
    },
    async (request) => listUnitMeasurements(app.ctx, request.query),
  );

  app.get(
    '/unit-measurements/:unit_measurement',
    {
      config: { access: access.verified() },
      schema: {
        tags,
        summary: 'One unit',
        params: ZUnitMeasurementParams,
        response: { 200: ZUnitMeasurement, ...errors },
      },
    },
    async (request) => showUnitMeasurement(app.ctx, request.params.unit_measurement),
  );

  app.post(
    '/unit-measurements',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Create a unit',
        body: ZUnitMeasurementInput,
        response: { 201: ZUnitMeasurement, ...errors },
      },
    },
    async (request, reply) => created(reply, await createUnitMeasurement(app.ctx, request.body)),
  );

  app.put(
    '/unit-measurements/:unit_measurement',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Update a unit; a changed conversion factor is queued for recalculation',
        params: ZUnitMeasurementParams,
        body: ZUnitMeasurementInput,
        response: { 200: ZUnitMeasurement, ...errors },
      },
    },
    async (request) => updateUnitMeasurement(app.ctx, request.params.unit_measurement, request.body),
  );

  app.get(
    '/unit-measurements/dependents',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary:
          'What deleting these units would do: the gas values and key indicators that keep each one (asked before a delete)',
        querystring: ZDependentsQuery,
        response: { 200: ZDependents, ...errors },
      },
    },
    async (request) => listUnitMeasurementDependents(app.ctx, request.query.ids),
  );

  app.delete(
    '/unit-measurements/bulk/destroy',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Delete units, all or none (409 when one is in use)',
        body: ZBulkDestroy,
        response: { 200: ZBulkDestroyResult, ...errors },
      },
    },
    async (request) => bulkDestroyUnitMeasurements(app.ctx, request.body),
  );

  app.delete(
    '/unit-measurements/:unit_measurement',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Delete a unit (409 naming what uses it)',
        params: ZUnitMeasurementParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await destroyUnitMeasurement(app.ctx, request.params.unit_measurement);
      return noContent(reply);
    },
  );
};
