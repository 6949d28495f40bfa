import { z } from 'zod';
import {
  ZBulkDestroyResult,
  ZCompanyScoped,
  ZEmissionIndicatorsExport,
  ZEmissionIndicator,
  ZEmissionIndicatorBulkDestroy,
  ZEmissionIndicatorImportFields,
  ZEmissionIndicatorInput,
  ZEmissionIndicatorsQuery,
  ZId,
  ZImportCreated,
  ZImportFailure,
  ZIndicatorDashboard,
  ZIndicatorDashboardDefaults,
  ZIndicatorDashboardQuery,
  listEnvelope,
} from '@huella/shared';
import { defineModule, endpoint } from '../../lib/endpoint.ts';
import { MAX_IMAGE_BYTES } from '../../lib/multipart.ts';
import { asExport, asFile, EXPORT_TYPES, refused, XLSX_TYPE } from '../../lib/replies.ts';
import { access } from '../../plugins/auth.ts';
import {
  emissionIndicatorTemplate,
  exportEmissionIndicators,
  importEmissionIndicators,
} from './emission-indicators.import.ts';
import {
  createEmissionIndicator,
  destroyEmissionIndicators,
  indicatorDashboardDefaults,
  listEmissionIndicators,
  readIndicatorDashboard,
  showEmissionIndicator,
  updateEmissionIndicator,
} from './emission-indicators.service.ts';

const params = z.object({ emission_indicator: ZId });

// The company's indicators are its data: every member keeps them and reads their dashboard. Reads
// name the company in the query string, writes in the body (an upload in the query string or, as
// the spec sends it, in its form).

const member = {
  query: access.companyMember('query', 'company_id'),
  body: access.companyMember('body', 'company_id'),
};

export const emissionIndicatorsModule = defineModule({
  name: 'emission-indicators',
  data: 'company',
  endpoints: [
    endpoint({
      method: 'GET',
      path: '/emission-indicators',
      access: member.query,
      summary:
        'The company’s emission indicators (search on the note, the key indicator and the sector; filters by sector, key indicator, stakeholders and the indicator’s own date, both days included; the latest date first unless asked)',
      query: ZEmissionIndicatorsQuery,
      response: listEnvelope(ZEmissionIndicator),
      handle: ({ ctx, company, query, lang }) => listEmissionIndicators(ctx, company, query, lang),
    }),
    endpoint({
      method: 'GET',
      path: '/emission-indicators/:emission_indicator',
      access: member.query,
      summary: 'One emission indicator of the company',
      params,
      query: ZCompanyScoped,
      response: ZEmissionIndicator,
      handle: ({ ctx, company, params, lang }) =>
        showEmissionIndicator(ctx, company, params.emission_indicator, lang),
    }),
    endpoint({
      method: 'POST',
      path: '/emission-indicators',
      access: member.body,
      summary:
        'Create an emission indicator (a positive value of a key indicator on a date; the sector is the key indicator’s; stakeholders of the company of each field’s type)',
      body: ZEmissionIndicatorInput,
      response: ZEmissionIndicator,
      status: 201,
      handle: ({ ctx, company, body, lang }) => createEmissionIndicator(ctx, company, body, lang),
    }),
    endpoint({
      method: 'PUT',
      path: '/emission-indicators/:emission_indicator',
      access: member.body,
      summary: 'Update an emission indicator',
      params,
      body: ZEmissionIndicatorInput,
      response: ZEmissionIndicator,
      handle: ({ ctx, company, params, body, lang }) =>
        updateEmissionIndicator(ctx, company, params.emission_indicator, body, lang),
    }),
    endpoint({
      method: 'DELETE',
      path: '/emission-indicators/bulk/destroy',
      access: member.body,
      summary: 'Delete emission indicators, all or none',
      body: ZEmissionIndicatorBulkDestroy,
      response: ZBulkDestroyResult,
      handle: ({ ctx, company, body }) => destroyEmissionIndicators(ctx, company, body.ids),
    }),
    endpoint({
      method: 'DELETE',
      path: '/emission-indicators/:emission_indicator',
      access: member.body,
      summary: 'Delete an emission indicator',
      params,
      body: ZCompanyScoped,
      status: 204,
      handle: async ({ ctx, company, params }) => {
        await destroyEmissionIndicators(ctx, company, [params.emission_indicator]);
      },
    }),
    endpoint({
      method: 'POST',
      path: '/emission-indicators/import',
      access: member.query,
      summary:
        'Import values of one key indicator from the template filled in, as xlsx, xls or csv (multipart: file, key_indicator_id, optional sector_id; the company as company_id in the query or the form); all or none',
      query: ZCompanyScoped,
      upload: { fields: ZEmissionIndicatorImportFields, file: 'file', maxBytes: MAX_IMAGE_BYTES },
      response: ZImportCreated,
      errors: { 422: ZImportFailure },
      handle: async ({ ctx, company, upload, lang, reply }) => {
        const outcome = await importEmissionIndicators(ctx, company, upload.fields, upload.file, lang);
        return outcome.ok ? outcome.result : refused(reply, 422, outcome.failure);
      },
    }),
    endpoint({
      method: 'GET',
      path: '/formats/emission_indicators.xlsx',
      access: member.query,
      summary:
        'The xlsx template of the indicator import, with dropdowns of the company’s headquarters, clients, providers and projects',
      query: ZCompanyScoped,
      file: { produces: [XLSX_TYPE] },
      handle: async ({ ctx, company, lang, reply }) => {
        const bytes = await emissionIndicatorTemplate(ctx, company, lang);
        return asFile(reply, XLSX_TYPE, 'emission_indicators.xlsx').send(bytes);
      },
    }),
    endpoint({
      method: 'POST',
      path: '/emission-indicators/export',
      access: member.body,
      summary:
        'The emission indicators the list shows (its search, filters and sort, every page) as CSV (`format=csv`, the default) or an xlsx workbook (`format=xlsx`): key indicator, sector and unit, then the columns of the import, in the language of the request',
      body: ZEmissionIndicatorsExport,
      file: { produces: EXPORT_TYPES },
      handle: async ({ ctx, company, body, lang, reply }) =>
        asExport(reply, await exportEmissionIndicators(ctx, company, body, lang), 'emission_indicators'),
    }),
    endpoint({
      method: 'GET',
      path: '/dashboard-emission-indicators',
      access: member.query,
      summary:
        'The indicator dashboard of a key indicator over a period (both days included): per month and per catalogue source of the key indicator, its footprint (t CO2e, the main dashboard’s figure), the indicator’s total and the footprint per unit of it; the period’s totals',
      query: ZIndicatorDashboardQuery,
      response: ZIndicatorDashboard,
      handle: ({ ctx, company, query, lang }) => readIndicatorDashboard(ctx, company, query, lang),
    }),
    endpoint({
      method: 'GET',
      path: '/dashboard-emission-indicators/defaults',
      access: member.query,
      summary:
        'The filter the indicator dashboard opens with: the first sector and key indicator the company has values of, and the last full calendar year',
      query: ZCompanyScoped,
      response: ZIndicatorDashboardDefaults,
      handle: ({ ctx, company, lang }) => indicatorDashboardDefaults(ctx, company, lang),
    }),
  ],
});
