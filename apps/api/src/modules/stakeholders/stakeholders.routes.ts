import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApiError,
  ZBulkDestroyResult,
  ZCompanyScoped,
  ZDependents,
  ZId,
  ZImportCreated,
  ZImportFailure,
  ZStakeholder,
  ZStakeholderBulkDestroy,
  ZStakeholderDependentsQuery,
  ZStakeholderDestroy,
  ZStakeholderGroups,
  ZStakeholderImportFields,
  ZStakeholderInput,
  ZStakeholdersQuery,
} from '@huella/shared';
import { readMultipart } from '../../lib/multipart.ts';
import { asFile, created, CSV_TYPE, noContent, refused, XLSX_TYPE } from '../../lib/replies.ts';
import { access, scopedCompany } from '../../plugins/auth.ts';
import { importStakeholders, stakeholderTemplate } from './stakeholders.import.ts';
import {
  createStakeholder,
  destroyStakeholders,
  exportStakeholders,
  listStakeholderDependents,
  listStakeholderGroups,
  updateStakeholder,
} from './stakeholders.service.ts';

const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError };
const ZStakeholderParams = z.object({ stakeholder: ZId });
const tags = ['stakeholders'];

// Members read a company's stakeholders; creating, changing, deleting and importing them is a
// setting of the company, for its administrators.

export const stakeholdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stakeholders',
    {
      config: { access: access.companyMember('query', 'company_id') },
      schema: {
        tags,
        summary: 'The company’s stakeholders of the types asked (all four when none), by name',
        querystring: ZStakeholdersQuery,
        response: { 200: ZStakeholderGroups, ...errors },
      },
    },
    async (request) => listStakeholderGroups(app.ctx, scopedCompany(request), request.query),
  );

  app.get(
    '/stakeholders/dependents',
    {
      config: { access: access.companyAdmin('query', 'company_id') },
      schema: {
        tags,
        summary: 'What deleting these stakeholders would do: the emission sources that keep a headquarter',
        querystring: ZStakeholderDependentsQuery,
        response: { 200: ZDependents, ...errors },
      },
    },
    async (request) => listStakeholderDependents(app.ctx, scopedCompany(request), request.query.ids),
  );

  app.post(
    '/stakeholders',
    {
      config: { access: access.companyAdmin('body', 'company_id') },
      schema: {
        tags,
        summary: 'Create a stakeholder (its name unique within its type, whatever the case)',
        body: ZStakeholderInput,
        response: { 201: ZStakeholder, ...errors },
      },
    },
    async (request, reply) =>
      created(reply, await createStakeholder(app.ctx, scopedCompany(request), request.body)),
  );

  app.put(
    '/stakeholders/:stakeholder',
    {
      config: { access: access.companyAdmin('body', 'company_id') },
      schema: {
        tags,
        summary: 'Update a stakeholder of the type named (another type answers 404)',
        params: ZStakeholderParams,
        body: ZStakeholderInput,
        response: { 200: ZStakeholder, ...errors },
      },
    },
    async (request) =>
      updateStakeholder(app.ctx, scopedCompany(request), request.params.stakeholder, request.body),
  );

  app.delete(
    '/stakeholders/bulk/destroy',
    {
      config: { access: access.companyAdmin('body', 'company_id') },
      schema: {
        tags,
        summary:
          'Delete stakeholders of a type, all or none (409 naming the emission sources at a headquarter)',
        body: ZStakeholderBulkDestroy,
        response: { 200: ZBulkDestroyResult, ...errors },
      },
    },
    async (request) =>
      destroyStakeholders(app.ctx, scopedCompany(request), request.body.type, request.body.ids),
  );

  app.delete(
    '/stakeholders/:stakeholder',
    {
      config: { access: access.companyAdmin('body', 'company_id') },
      schema: {
        tags,
        summary: 'Delete a stakeholder of the type named (409 naming the emission sources at a headquarter)',
        params: ZStakeholderParams,
        body: ZStakeholderDestroy,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await destroyStakeholders(app.ctx, scopedCompany(request), request.body.type, [
        request.params.stakeholder,
      ]);
      return noContent(reply);
    },
  );

  app.post(
    '/stakeholders/import',
    {
      config: { access: access.companyAdmin('query', 'company_id') },
      schema: {
        tags,
        summary:
          'Import stakeholders of a type from the template filled in, as xlsx, xls or csv (multipart: type, file; the company in the query); all or none',
        querystring: ZCompanyScoped,
        consumes: ['multipart/form-data'],
        response: { 200: ZImportCreated, ...errors, 413: ZApiError, 422: ZImportFailure },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readMultipart(request, ZStakeholderImportFields, 'file');
      const outcome = await importStakeholders(app.ctx, scopedCompany(request), fields, file, request.lang);
      return outcome.ok ? outcome.result : refused(reply, 422, outcome.failure);
    },
  );

  app.get(
    '/formats/stakeholders.xlsx',
    {
      config: { access: access.companyMember('query', 'company_id') },
      schema: {
        tags,
        summary: 'The xlsx template of the stakeholder import, in the language of the request',
        querystring: ZCompanyScoped,
        produces: [XLSX_TYPE],
      },
    },
    async (request, reply) => {
      const bytes = await stakeholderTemplate(request.lang);
      return asFile(reply, XLSX_TYPE, 'stakeholders.xlsx').send(bytes);
    },
  );

  app.post(
    '/stakeholders/export',
    {
      config: { access: access.companyMember('body', 'company_id') },
      schema: {
        tags,
        summary:
          'The company’s stakeholders as CSV (type, name, description), in the language of the request',
        body: ZCompanyScoped,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const bytes = await exportStakeholders(app.ctx, scopedCompany(request), request.lang);
      asFile(reply, CSV_TYPE, 'stakeholders.csv');
      return bytes;
    },
  );
};
