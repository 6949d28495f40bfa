import { z } from 'zod';
import { ZApiError, ZCompany, ZCompanyInput, ZCompanySettings, ZId } from '@huella/shared';
import { defineModule, endpoint } from '../../lib/endpoint.ts';
import { MAX_IMAGE_BYTES } from '../../lib/multipart.ts';
import { access } from '../../plugins/auth.ts';
import { createCompany, getCompany, updateCompany, updateCompanySettings } from './companies.service.ts';

const params = z.object({ company: ZId });

export const companiesModule = defineModule({
  name: 'companies',
  data: 'platform',
  endpoints: [
    endpoint({
      method: 'POST',
      path: '/companies',
      access: access.verified(),
      summary: 'Create a company; the caller becomes its administrator',
      body: ZCompanyInput,
      response: ZCompany,
      status: 201,
      // Past the companies a person may create in a day.
      errors: { 429: ZApiError },
      handle: ({ ctx, user, body, lang }) => createCompany(ctx, user.id, body, lang),
    }),
    endpoint({
      method: 'GET',
      path: '/companies/:company',
      access: access.companyMember(),
      summary: 'A company of the caller',
      params,
      response: ZCompany,
      handle: ({ ctx, company, lang }) => getCompany(ctx, company, lang),
    }),
    endpoint({
      method: 'PUT',
      path: '/companies/:company',
      access: access.companyAdmin(),
      summary: 'Update a company (JSON)',
      params,
      body: ZCompanyInput,
      response: ZCompany,
      handle: ({ ctx, company, body, lang }) => updateCompany(ctx, company, body, null, lang),
    }),
    endpoint({
      method: 'PUT',
      path: '/companies/:company/settings',
      access: access.companyAdmin(),
      summary: 'Change how the company’s screens show its data (the dashboard’s composition chart)',
      params,
      body: ZCompanySettings,
      response: ZCompany,
      handle: ({ ctx, company, body, lang }) => updateCompanySettings(ctx, company, body, lang),
    }),
    endpoint({
      method: 'POST',
      path: '/companies/:company',
      access: access.companyAdmin(),
      summary: 'Update a company with its logo (multipart/form-data, `_method=PUT`)',
      params,
      upload: { fields: ZCompanyInput, file: 'logo', maxBytes: MAX_IMAGE_BYTES },
      response: ZCompany,
      handle: ({ ctx, company, upload, lang }) =>
        updateCompany(ctx, company, upload.fields, upload.file, lang),
    }),
  ],
});
