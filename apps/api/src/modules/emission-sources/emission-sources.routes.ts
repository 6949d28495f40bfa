import { z } from 'zod';
import {
  ZBulkDestroyResult,
  ZCompanyScoped,
  ZEmissionSourcesExport,
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
import { defineModule, endpoint } from '../../lib/endpoint.ts';
import { MAX_IMAGE_BYTES } from '../../lib/multipart.ts';
import { asExport, asFile, EXPORT_TYPES, refused, XLSX_TYPE } from '../../lib/replies.ts';
import { access } from '../../plugins/auth.ts';
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

const params = z.object({ emission_source: ZId });

// The inventory is the company's data: every member keeps it. Reads name the company in the query
// string, writes in the body (an upload in the query string or, as the spec sends it, in its form).

const member = {
  query: access.companyMember('query', 'company_id'),
  body: access.companyMember('body', 'company_id'),
};

export const emissionSourcesModule = defineModule({
  name: 'emission-sources',
  data: 'company',
  endpoints: [
    endpoint({
      method: 'GET',
      path: '/emission-sources',
      access: member.query,
      summary:
        'The company’s emission sources (search on code and name; filters by headquarter, source and creation days; sorted by code unless asked)',
      query: ZEmissionSourcesQuery,
      response: listEnvelope(ZEmissionSource),
      handle: ({ ctx, company, query, lang }) => listEmissionSources(ctx, company, query, lang),
    }),
    endpoint({
      method: 'GET',
      path: '/emission-sources/dependents',
      access: member.query,
      summary: 'What deleting these emission sources would do (asked before a delete)',
      query: ZEmissionSourceDependentsQuery,
      response: ZDependents,
      handle: ({ ctx, company, query }) => listEmissionSourceDependents(ctx, company, query.ids),
    }),
    endpoint({
      method: 'GET',
      path: '/emission-sources/:emission_source',
      access: member.query,
      summary: 'One emission source of the company',
      params,
      query: ZCompanyScoped,
      response: ZEmissionSource,
      handle: ({ ctx, company, params, lang }) =>
        showEmissionSource(ctx, company, params.emission_source, lang),
    }),
    endpoint({
      method: 'POST',
      path: '/emission-sources',
      access: member.body,
      summary:
        'Create an emission source (code unique in the company; a type, a source of the company, a factor of that source, a headquarter)',
      body: ZEmissionSourceInput,
      response: ZEmissionSource,
      status: 201,
      handle: ({ ctx, company, body, lang }) => createEmissionSource(ctx, company, body, lang),
    }),
    endpoint({
      method: 'PUT',
      path: '/emission-sources/:emission_source',
      access: member.body,
      summary: 'Update an emission source',
      params,
      body: ZEmissionSourceInput,
      response: ZEmissionSource,
      handle: ({ ctx, company, params, body, lang }) =>
        updateEmissionSource(ctx, company, params.emission_source, body, lang),
    }),
    endpoint({
      method: 'DELETE',
      path: '/emission-sources/bulk/destroy',
      access: member.body,
      summary: 'Delete emission sources, all or none (409 when activities use one)',
      body: ZEmissionSourceBulkDestroy,
      response: ZBulkDestroyResult,
      handle: ({ ctx, company, body }) => destroyEmissionSources(ctx, company, body.ids),
    }),
    endpoint({
      method: 'DELETE',
      path: '/emission-sources/:emission_source',
      access: member.body,
      summary: 'Delete an emission source (409 when activities use it)',
      params,
      body: ZEmissionSourceDestroy,
      status: 204,
      handle: async ({ ctx, company, params }) => {
        await destroyEmissionSources(ctx, company, [params.emission_source]);
      },
    }),
    endpoint({
      method: 'POST',
      path: '/emission-sources/import',
      access: member.query,
      summary:
        'Import emission sources from the company’s template filled in, as xlsx, xls or csv (multipart: file; the company as company_id in the query or the form); all or none',
      query: ZCompanyScoped,
      upload: { fields: ZEmissionSourceImportFields, file: 'file', maxBytes: MAX_IMAGE_BYTES },
      response: ZImportCreated,
      errors: { 422: ZImportFailure },
      handle: async ({ ctx, company, upload, lang, reply }) => {
        const outcome = await importEmissionSources(ctx, company, upload.fields, upload.file, lang);
        return outcome.ok ? outcome.result : refused(reply, 422, outcome.failure);
      },
    }),
    endpoint({
      method: 'GET',
      path: '/formats/emission_sources.xlsx',
      access: member.query,
      summary:
        'The xlsx template of the emission-source import, with dropdowns of the company’s types, sources, factors and headquarters',
      query: ZCompanyScoped,
      file: { produces: [XLSX_TYPE] },
      handle: async ({ ctx, company, lang, reply }) => {
        const bytes = await emissionSourceTemplate(ctx, company, lang);
        return asFile(reply, XLSX_TYPE, 'emission_sources.xlsx').send(bytes);
      },
    }),
    endpoint({
      method: 'POST',
      path: '/emission-sources/export',
      access: member.body,
      summary:
        'The emission sources the list shows (its search, filters and sort, every page) as CSV (`format=csv`, the default) or an xlsx workbook (`format=xlsx`): the columns of the import, in the language of the request',
      body: ZEmissionSourcesExport,
      file: { produces: EXPORT_TYPES },
      handle: async ({ ctx, company, body, lang, reply }) =>
        asExport(reply, await exportEmissionSources(ctx, company, body, lang), 'emission_sources'),
    }),
  ],
});
