import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApiError,
  ZBulkDestroyResult,
  ZCompanyScoped,
  ZDependents,
  ZEmissionSource,
  ZEmissionSourceBulkDestroy,
  ZEmissionSourceDependentsQuery,
  ZEmissionSourceDestroy,
  ZEmissionSourceImportFields,
  ZEmissionSourceInput,
  ZEmissionSourcesQuery,
  ZId,
  ZImportCreated,
  ZImportFailure,
  listEnvelope,
} from '@huella/shared';
import { readMultipart } from '../../lib/multipart.ts';
import { asFile, created, CSV_TYPE, noContent, refused, XLSX_TYPE } from '../../lib/replies.ts';
import { access, scopedCompany } from '../../plugins/auth.ts';
import {
  emissionSourceTemplate,
  exportEmissionSources,
  importEmissionSources,
} from './emission-sources.import.ts';
import {
  createEmissionSource,
  destroyEmissionSources,
  listEmissionSourceDependents,
  listEmissionSources,
  showEmissionSource,
  updateEmissionSource,
} from './emission-sources.service.ts';

const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError };
const ZEmissionSourceParams = z.object({ emission_source: ZId });
const tags = ['emission sources'];

// The inventory is the company's data: every member keeps it. Reads name the company in the query
// string, writes in the body (an upload in the query string: its form is read after the check).

const member = {
  query: access.companyMember('query', 'company_id'),
  body: access.companyMember('body', 'company_id'),
};

export const emissionSourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/emission-sources',
    {
      config: { access: member.query },
      schema: {
        tags,
        summary:
          'The company’s emission sources (search on code and name; filters by headquarter, source and creation days; sorted by code unless asked)',
        querystring: ZEmissionSourcesQuery,
        response: { 200: listEnvelope(ZEmissionSource), ...errors },
      },
    },
    async (request) => listEmissionSources(app.ctx, scopedCompany(request), request.query, request.lang),
  );

  app.get(
    '/emission-sources/dependents',
    {
      config: { access: member.query },
      schema: {
        tags,
        summary: 'What deleting these emission sources would do (asked before a delete)',
        querystring: ZEmissionSourceDependentsQuery,
        response: { 200: ZDependents, ...errors },
      },
    },
    async (request) => listEmissionSourceDependents(app.ctx, scopedCompany(request), request.query.ids),
  );

  app.get(
    '/emission-sources/:emission_source',
    {
      config: { access: member.query },
      schema: {
        tags,
        summary: 'One emission source of the company',
        params: ZEmissionSourceParams,
        querystring: ZCompanyScoped,
        response: { 200: ZEmissionSource, ...errors },
      },
    },
    async (request) =>
      showEmissionSource(app.ctx, scopedCompany(request), request.params.emission_source, request.lang),
  );

  app.post(
    '/emission-sources',
    {
      config: { access: member.body },
      schema: {
        tags,
        summary:
          'Create an emission source (code unique in the company; a type, a source of the company, a factor of that source, a headquarter)',
        body: ZEmissionSourceInput,
        response: { 201: ZEmissionSource, ...errors },
      },
    },
    async (request, reply) =>
      created(reply, await createEmissionSource(app.ctx, scopedCompany(request), request.body, request.lang)),
  );

  app.put(
    '/emission-sources/:emission_source',
    {
      config: { access: member.body },
      schema: {
        tags,
        summary: 'Update an emission source',
        params: ZEmissionSourceParams,
        body: ZEmissionSourceInput,
        response: { 200: ZEmissionSource, ...errors },
      },
    },
    async (request) =>
      updateEmissionSource(
        app.ctx,
        scopedCompany(request),
        request.params.emission_source,
        request.body,
        request.lang,
      ),
  );

  app.delete(
    '/emission-sources/bulk/destroy',
    {
      config: { access: member.body },
      schema: {
        tags,
        summary: 'Delete emission sources, all or none (409 when activities use one)',
        body: ZEmissionSourceBulkDestroy,
        response: { 200: ZBulkDestroyResult, ...errors },
      },
    },
    async (request) => destroyEmissionSources(app.ctx, scopedCompany(request), request.body.ids),
  );

  app.delete(
    '/emission-sources/:emission_source',
    {
      config: { access: member.body },
      schema: {
        tags,
        summary: 'Delete an emission source (409 when activities use it)',
        params: ZEmissionSourceParams,
        body: ZEmissionSourceDestroy,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await destroyEmissionSources(app.ctx, scopedCompany(request), [request.params.emission_source]);
      return noContent(reply);
    },
  );

  app.post(
    '/emission-sources/import',
    {
      config: { access: member.query },
      schema: {
        tags,
        summary:
          'Import emission sources from the company’s template filled in, as xlsx, xls or csv (multipart: file; the company in the query); all or none',
        querystring: ZCompanyScoped,
        consumes: ['multipart/form-data'],
        response: { 200: ZImportCreated, ...errors, 413: ZApiError, 422: ZImportFailure },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readMultipart(request, ZEmissionSourceImportFields, 'file');
      const outcome = await importEmissionSources(
        app.ctx,
        scopedCompany(request),
        fields,
        file,
        request.lang,
      );
      return outcome.ok ? outcome.result : refused(reply, 422, outcome.failure);
    },
  );

  app.get(
    '/formats/emission_sources.xlsx',
    {
      config: { access: member.query },
      schema: {
        tags,
        summary:
          'The xlsx template of the emission-source import, with dropdowns of the company’s types, sources, factors and headquarters',
        querystring: ZCompanyScoped,
        produces: [XLSX_TYPE],
      },
    },
    async (request, reply) => {
      const bytes = await emissionSourceTemplate(app.ctx, scopedCompany(request), request.lang);
      return asFile(reply, XLSX_TYPE, 'emission_sources.xlsx').send(bytes);
    },
  );

  app.post(
    '/emission-sources/export',
    {
      config: { access: member.body },
      schema: {
        tags,
        summary:
          'The company’s emission sources as CSV (the columns of the import), in the language of the request',
        body: ZCompanyScoped,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const bytes = await exportEmissionSources(app.ctx, scopedCompany(request), request.lang);
      asFile(reply, CSV_TYPE, 'emission_sources.csv');
      return bytes;
    },
  );
};
