import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZCompany, ZCompanyInput, ZId } from '@huella/shared';
import { readMultipart } from '../../lib/multipart.ts';
import { created } from '../../lib/replies.ts';
import { access, scopedCompany } from '../../plugins/auth.ts';
import { createCompany, getCompany, updateCompany } from './companies.service.ts';

const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 422: ZApiError };
const ZCompanyParams = z.object({ company: ZId });

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/companies',
    {
      config: { access: access.verified() },
      schema: {
        tags: ['companies'],
        summary: 'Create a company; the caller becomes its administrator',
        body: ZCompanyInput,
        response: { 201: ZCompany, ...errors },
      },
    },
    async (request, reply) => created(reply, await createCompany(app.ctx, request.user!.id, request.body)),
  );

  app.get(
    '/companies/:company',
    {
      config: { access: access.companyMember() },
      schema: {
        tags: ['companies'],
        summary: 'A company of the caller',
        params: ZCompanyParams,
        response: { 200: ZCompany, ...errors },
      },
    },
    async (request) => getCompany(app.ctx, scopedCompany(request)),
  );

  app.put(
    '/companies/:company',
    {
      config: { access: access.companyAdmin() },
      schema: {
        tags: ['companies'],
        summary: 'Update a company (JSON)',
        params: ZCompanyParams,
        body: ZCompanyInput,
        response: { 200: ZCompany, ...errors },
      },
    },
    async (request) => updateCompany(app.ctx, scopedCompany(request), request.body, null),
  );

  app.post(
    '/companies/:company',
    {
      config: { access: access.companyAdmin() },
      schema: {
        tags: ['companies'],
        summary: 'Update a company with its logo (multipart/form-data, `_method=PUT`)',
        params: ZCompanyParams,
        consumes: ['multipart/form-data'],
        response: { 200: ZCompany, 413: ZApiError, ...errors },
      },
    },
    async (request) => {
      const { fields, file } = await readMultipart(request, ZCompanyInput, 'logo');
      return updateCompany(app.ctx, scopedCompany(request), fields, file);
    },
  );
};
