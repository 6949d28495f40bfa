import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZCompanySources, ZCompanySourcesInput, ZId } from '@huella/shared';
import { access, scopedCompany } from '../../plugins/auth.ts';
import { listCompanySources, replaceCompanySources } from './company-sources.service.ts';

const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError };
const ZCompanyParams = z.object({ company: ZId });

/** The emission-source categories of the catalogue a company uses (spec/workspace.md §7). */
export const companySourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:company/sources',
    {
      config: { access: access.companyMember() },
      schema: {
        tags: ['company sources'],
        summary: 'The catalogue sources the company uses',
        params: ZCompanyParams,
        response: { 200: ZCompanySources, ...errors },
      },
    },
    async (request) => listCompanySources(app.ctx, scopedCompany(request)),
  );

  app.post(
    '/companies/:company/sources',
    {
      config: { access: access.companyAdmin() },
      schema: {
        tags: ['company sources'],
        summary:
          'Replace the catalogue sources the company uses (at least one; one its emission sources use stays)',
        params: ZCompanyParams,
        body: ZCompanySourcesInput,
        response: { 200: ZCompanySources, ...errors },
      },
    },
    async (request) => replaceCompanySources(app.ctx, scopedCompany(request), request.body),
  );
};
