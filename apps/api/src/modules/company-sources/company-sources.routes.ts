import { z } from 'zod';
import { ZCompanySources, ZCompanySourcesInput, ZId } from '@huella/shared';
import { defineModule, endpoint } from '../../lib/endpoint.ts';
import { access } from '../../plugins/auth.ts';
import { listCompanySources, replaceCompanySources } from './company-sources.service.ts';

const params = z.object({ company: ZId });

/** The emission-source categories of the catalogue a company uses (spec/workspace.md §7). */
export const companySourcesModule = defineModule({
  name: 'company-sources',
  data: 'company',
  endpoints: [
    endpoint({
      method: 'GET',
      path: '/companies/:company/sources',
      access: access.companyMember(),
      summary: 'The catalogue sources the company uses',
      params,
      response: ZCompanySources,
      handle: ({ ctx, company, lang }) => listCompanySources(ctx, company, lang),
    }),
    endpoint({
      method: 'POST',
      path: '/companies/:company/sources',
      access: access.companyAdmin(),
      summary:
        'Replace the catalogue sources the company uses (at least one; one its emission sources use stays)',
      params,
      body: ZCompanySourcesInput,
      response: ZCompanySources,
      handle: ({ ctx, company, body, lang }) => replaceCompanySources(ctx, company, body, lang),
    }),
  ],
});
