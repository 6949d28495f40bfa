import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApiError,
  ZId,
  ZGasEmission,
  ZGasEmissionImportFields,
  ZGasEmissionImportResult,
  ZGasEmissionInput,
  ZGasEmissionListQuery,
  ZGasEmissionTemplateQuery,
  ZImportFailure,
  listEnvelope,
} from '@huella/shared';
import { readMultipart } from '../../lib/multipart.ts';
import { asFile, created, noContent, refused, XLSX_TYPE } from '../../lib/replies.ts';
import { access } from '../../plugins/auth.ts';
import { gasEmissionTemplate, importGasEmissions } from './gas-emissions.import.ts';
import {
  createGasEmission,
  destroyGasEmission,
  listFactorGasEmissions,
  showGasEmission,
  updateGasEmission,
} from './gas-emissions.service.ts';

const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError };
const ZGasEmissionParams = z.object({ gas_emission: ZId });
const tags = ['gas emissions'];

export const gasEmissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/factors/:factor/gases',
    {
      config: { access: access.verified() },
      schema: {
        tags,
        summary: 'The gas values of a factor (search on gas and reference)',
        params: z.object({ factor: ZId }),
        querystring: ZGasEmissionListQuery,
        response: { 200: listEnvelope(ZGasEmission), ...errors },
      },
    },
    async (request) => listFactorGasEmissions(app.ctx, request.params.factor, request.query),
  );

  app.get(
    '/gas-emissions/import/template',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'The xlsx import template of a factor, with dropdowns of gases, units and types',
        querystring: ZGasEmissionTemplateQuery,
        produces: [XLSX_TYPE],
      },
    },
    async (request, reply) => {
      const { filename, bytes } = await gasEmissionTemplate(app.ctx, request.query.factor_id, request.lang);
      return asFile(reply, XLSX_TYPE, filename).send(bytes);
    },
  );

  app.post(
    '/gas-emissions/import',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary:
          'Import gas values into a factor from its template filled in, as xlsx, xls or csv (multipart: factor_id, file); all or none',
        consumes: ['multipart/form-data'],
        response: { 200: ZGasEmissionImportResult, ...errors, 413: ZApiError, 422: ZImportFailure },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readMultipart(request, ZGasEmissionImportFields, 'file');
      const outcome = await importGasEmissions(app.ctx, fields.factor_id, file, request.lang);
      return outcome.ok ? outcome.result : refused(reply, 422, outcome.failure);
    },
  );

  app.get(
    '/gas-emissions/:gas_emission',
    {
      config: { access: access.verified() },
      schema: {
        tags,
        summary: 'One gas value',
        params: ZGasEmissionParams,
        response: { 200: ZGasEmission, ...errors },
      },
    },
    async (request) => showGasEmission(app.ctx, request.params.gas_emission),
  );

  app.post(
    '/gas-emissions',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Create a gas value (its validity may not overlap another of the same factor, gas and unit)',
        body: ZGasEmissionInput,
        response: { 201: ZGasEmission, ...errors },
      },
    },
    async (request, reply) => created(reply, await createGasEmission(app.ctx, request.body)),
  );

  app.put(
    '/gas-emissions/:gas_emission',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Update a gas value; a change the calculation reads is queued for recalculation',
        params: ZGasEmissionParams,
        body: ZGasEmissionInput,
        response: { 200: ZGasEmission, ...errors },
      },
    },
    async (request) => updateGasEmission(app.ctx, request.params.gas_emission, request.body),
  );

  app.delete(
    '/gas-emissions/:gas_emission',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Delete a gas value',
        params: ZGasEmissionParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await destroyGasEmission(app.ctx, request.params.gas_emission);
      return noContent(reply);
    },
  );
};
