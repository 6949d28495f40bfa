import { z } from 'zod';
import {
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
  ZStakeholdersExport,
  ZStakeholdersListQuery,
  ZStakeholdersQuery,
  listEnvelope,
} from '@huella/shared';
import { defineModule, endpoint } from '../../lib/endpoint.ts';
import { MAX_IMAGE_BYTES } from '../../lib/multipart.ts';
import { asExport, asFile, EXPORT_TYPES, refused, XLSX_TYPE } from '../../lib/replies.ts';
import { access } from '../../plugins/auth.ts';
import { importStakeholders, stakeholderTemplate } from './stakeholders.import.ts';
import {
  createStakeholder,
  destroyStakeholders,
  exportStakeholders,
  listStakeholderDependents,
  listStakeholderGroups,
  listStakeholders,
  updateStakeholder,
} from './stakeholders.service.ts';

const params = z.object({ stakeholder: ZId });

// Members read a company's stakeholders; creating, changing, deleting and importing them is a
// setting of the company, for its administrators.

export const stakeholdersModule = defineModule({
  name: 'stakeholders',
  data: 'company',
  endpoints: [
    endpoint({
      method: 'GET',
      path: '/stakeholders',
      access: access.companyMember('query', 'company_id'),
      summary: 'The company’s stakeholders of the types asked (all four when none), by name',
      query: ZStakeholdersQuery,
      response: ZStakeholderGroups,
      handle: ({ ctx, company, query }) => listStakeholderGroups(ctx, company, query),
    }),
    endpoint({
      method: 'GET',
      // `/stakeholders` answers the spec's groups of whole types (the selects read them); the list
      // screen's pages of one type are its neighbour, a word no stakeholder id can be.
      path: '/stakeholders/list',
      access: access.companyMember('query', 'company_id'),
      summary:
        'A page of the company’s stakeholders of one type, searched by name and description, by name unless sorted otherwise',
      query: ZStakeholdersListQuery,
      response: listEnvelope(ZStakeholder),
      handle: ({ ctx, company, query }) => listStakeholders(ctx, company, query),
    }),
    endpoint({
      method: 'GET',
      path: '/stakeholders/dependents',
      access: access.companyAdmin('query', 'company_id'),
      summary: 'What deleting these stakeholders would do: the emission sources that keep a headquarter',
      query: ZStakeholderDependentsQuery,
      response: ZDependents,
      handle: ({ ctx, company, query }) => listStakeholderDependents(ctx, company, query.ids),
    }),
    endpoint({
      method: 'POST',
      path: '/stakeholders',
      access: access.companyAdmin('body', 'company_id'),
      summary: 'Create a stakeholder (its name unique within its type, whatever the case)',
      body: ZStakeholderInput,
      response: ZStakeholder,
      status: 201,
      handle: ({ ctx, company, body }) => createStakeholder(ctx, company, body),
    }),
    endpoint({
      method: 'PUT',
      path: '/stakeholders/:stakeholder',
      access: access.companyAdmin('body', 'company_id'),
      summary: 'Update a stakeholder of the type named (another type answers 404)',
      params,
      body: ZStakeholderInput,
      response: ZStakeholder,
      handle: ({ ctx, company, params, body }) => updateStakeholder(ctx, company, params.stakeholder, body),
    }),
    endpoint({
      method: 'DELETE',
      path: '/stakeholders/bulk/destroy',
      access: access.companyAdmin('body', 'company_id'),
      summary:
        'Delete stakeholders of a type, all or none (409 naming the emission sources at a headquarter)',
      body: ZStakeholderBulkDestroy,
      response: ZBulkDestroyResult,
      handle: ({ ctx, company, body }) => destroyStakeholders(ctx, company, body.type, body.ids),
    }),
    endpoint({
      method: 'DELETE',
      path: '/stakeholders/:stakeholder',
      access: access.companyAdmin('body', 'company_id'),
      summary: 'Delete a stakeholder of the type named (409 naming the emission sources at a headquarter)',
      params,
      body: ZStakeholderDestroy,
      status: 204,
      handle: async ({ ctx, company, params, body }) => {
        await destroyStakeholders(ctx, company, body.type, [params.stakeholder]);
      },
    }),
    endpoint({
      method: 'POST',
      path: '/stakeholders/import',
      access: access.companyAdmin('query', 'company_id'),
      summary:
        'Import stakeholders of a type from the template filled in, as xlsx, xls or csv (multipart: type, file; the company as company_id in the query or the form); all or none',
      query: ZCompanyScoped,
      upload: { fields: ZStakeholderImportFields, file: 'file', maxBytes: MAX_IMAGE_BYTES },
      response: ZImportCreated,
      errors: { 422: ZImportFailure },
      handle: async ({ ctx, company, upload, lang, reply }) => {
        const outcome = await importStakeholders(ctx, company, upload.fields, upload.file, lang);
        return outcome.ok ? outcome.result : refused(reply, 422, outcome.failure);
      },
    }),
    endpoint({
      method: 'GET',
      path: '/formats/stakeholders.xlsx',
      access: access.companyMember('query', 'company_id'),
      summary: 'The xlsx template of the stakeholder import, in the language of the request',
      query: ZCompanyScoped,
      file: { produces: [XLSX_TYPE] },
      handle: async ({ lang, reply }) => {
        const bytes = await stakeholderTemplate(lang);
        return asFile(reply, XLSX_TYPE, 'stakeholders.xlsx').send(bytes);
      },
    }),
    endpoint({
      method: 'POST',
      path: '/stakeholders/export',
      access: access.companyMember('body', 'company_id'),
      summary:
        'The stakeholders of a type the list shows (its search and sort, every page) as CSV (`format=csv`, the default) or an xlsx workbook (`format=xlsx`): type, name, description, in the language of the request',
      body: ZStakeholdersExport,
      file: { produces: EXPORT_TYPES },
      handle: ({ ctx, company, body, lang, reply }) =>
        asExport(reply, exportStakeholders(ctx, company, body, lang), 'stakeholders'),
    }),
  ],
});
