import { z } from 'zod';
import {
  DOCUMENT_MAX_BYTES,
  ZActivityDocumentTypes,
  ZBulkDestroyResult,
  ZCompanyScoped,
  ZEmissionActivitiesExport,
  ZEmissionActivitiesQuery,
  ZEmissionActivity,
  ZEmissionActivityBulkDestroy,
  ZEmissionActivityDestroy,
  ZActivityImportParams,
  ZLatestActivityImport,
  ZEmissionActivityImportFields,
  ZEmissionActivityImportResult,
  ZEmissionActivityImportSeen,
  ZEmissionActivityInput,
  ZEmissionActivityRetry,
  ZId,
  listEnvelope,
} from '@huella/shared';
import { defineModule, endpoint } from '../../lib/endpoint.ts';
import { asExport, asFile, EXPORT_TYPES, refused, XLSX_TYPE } from '../../lib/replies.ts';
import { access } from '../../plugins/auth.ts';
import {
  ACTIVITY_IMPORT_LIMITS,
  IMPORT_ACTIVITIES_QUEUE,
  activityImport,
  activityImportToFix,
  activityTemplate,
  discardImportFailures,
  exportActivities,
  importActivities,
  latestActivityImport,
  retryActivities,
  runPendingImports,
} from './emission-activities.import.ts';
import {
  attachActivityDocument,
  createActivity,
  destroyActivities,
  detachActivityDocument,
  listActivities,
  listActivityDocumentTypes,
  readActivityDocument,
  seedDemoActivities,
  showActivity,
  updateActivity,
} from './emission-activities.service.ts';

const params = z.object({ emission_activity: ZId });

// Activity data is the company's data: every member records it. Reads name the company in the
// query string, writes in the body, uploads in the query string or, as the spec sends it, in their
// form (read before the check only when the query string has none).

const member = {
  query: access.companyMember('query', 'company_id'),
  body: access.companyMember('body', 'company_id'),
};

export const emissionActivitiesModule = defineModule({
  name: 'emission-activities',
  data: 'company',
  // The embedded demo starts with three years of activities (once: a second start adds nothing).
  onReady: async (app) => {
    if (app.hasDemo) await seedDemoActivities(app.ctx);
  },
  // Uploaded files are imported in the background, a batch of rows per transaction.
  workers: {
    [IMPORT_ACTIVITIES_QUEUE]: (ctx) => runPendingImports(ctx),
  },
  endpoints: [
    endpoint({
      method: 'GET',
      path: '/emission-activities',
      access: member.query,
      summary:
        'The company’s activities with their t CO2e (search on emission source, factor and notes; filters by headquarter, client, provider, project, category, emission source, flag (`flagged=true`: those a catalogue change left without a figure) and creation days; newest day first unless asked)',
      query: ZEmissionActivitiesQuery,
      response: listEnvelope(ZEmissionActivity),
      handle: ({ ctx, company, query, lang }) => listActivities(ctx, company, query, lang),
    }),
    endpoint({
      method: 'GET',
      path: '/emission-activities/:emission_activity',
      access: member.query,
      summary: 'One activity of the company, with its emissions per gas',
      params,
      query: ZCompanyScoped,
      response: ZEmissionActivity,
      handle: ({ ctx, company, params, lang }) => showActivity(ctx, company, params.emission_activity, lang),
    }),
    endpoint({
      method: 'POST',
      path: '/emission-activities',
      access: member.body,
      summary:
        'Record an activity (by emission source, or by factor and type) and calculate it: 422 on the field when the unit does not convert or no gas value is valid on the date',
      body: ZEmissionActivityInput,
      response: ZEmissionActivity,
      status: 201,
      handle: ({ ctx, company, body, lang }) => createActivity(ctx, company, body, lang),
    }),
    endpoint({
      method: 'PUT',
      path: '/emission-activities/:emission_activity',
      access: member.body,
      summary: 'Update an activity and calculate it again',
      params,
      body: ZEmissionActivityInput,
      response: ZEmissionActivity,
      handle: ({ ctx, company, params, body, lang }) =>
        updateActivity(ctx, company, params.emission_activity, body, lang),
    }),
    endpoint({
      method: 'DELETE',
      path: '/emission-activities/bulk/destroy',
      access: member.body,
      summary: 'Delete activities, all or none',
      body: ZEmissionActivityBulkDestroy,
      response: ZBulkDestroyResult,
      handle: ({ ctx, company, body, lang }) => destroyActivities(ctx, company, body.ids, lang),
    }),
    endpoint({
      method: 'DELETE',
      path: '/emission-activities/:emission_activity',
      access: member.body,
      summary: 'Delete an activity (with its uploaded document)',
      params,
      body: ZEmissionActivityDestroy,
      status: 204,
      handle: async ({ ctx, company, params, lang }) => {
        await destroyActivities(ctx, company, [params.emission_activity], lang);
      },
    }),
    endpoint({
      method: 'PUT',
      path: '/emission-activities/:emission_activity/document',
      access: member.query,
      summary:
        'Attach the activity’s supporting document (multipart: file; a PDF or an image told by its content, up to 10 MB), replacing the one it had',
      params,
      query: ZCompanyScoped,
      upload: { fields: z.object({}), file: 'file', maxBytes: DOCUMENT_MAX_BYTES },
      response: ZEmissionActivity,
      handle: ({ ctx, company, params, upload, lang }) =>
        attachActivityDocument(
          ctx,
          company,
          params.emission_activity,
          { bytes: upload.file, name: upload.fileName },
          lang,
        ),
    }),
    endpoint({
      method: 'DELETE',
      path: '/emission-activities/:emission_activity/document',
      access: member.query,
      summary: 'Remove the activity’s uploaded document',
      params,
      query: ZCompanyScoped,
      response: ZEmissionActivity,
      handle: ({ ctx, company, params, lang }) =>
        detachActivityDocument(ctx, company, params.emission_activity, lang),
    }),
    endpoint({
      method: 'GET',
      path: '/emission-activities/:emission_activity/document',
      access: member.query,
      summary: 'Download the activity’s uploaded document',
      params,
      query: ZCompanyScoped,
      file: { produces: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/gif'] },
      handle: async ({ ctx, company, params, reply }) => {
        const document = await readActivityDocument(ctx, company, params.emission_activity);
        return asFile(reply, document.type, document.name).send(document.bytes);
      },
    }),
    endpoint({
      method: 'POST',
      path: '/emission-activities/import',
      access: member.query,
      summary:
        'Import activities from the company’s template filled in, as xlsx, xls or csv (multipart: file, again; the company as company_id in the query or the form): the file is checked and queued, and the answer comes at once; the import then saves the valid rows a batch at a time and keeps the failing ones with their values and messages (follow it with GET /emission-activities/imports/{import}); 409 when the company imported this file before and `again` is not set, when an import of the company is running, or when its plan has no room left',
      query: ZCompanyScoped,
      upload: {
        fields: ZEmissionActivityImportFields,
        file: 'file',
        maxBytes: ACTIVITY_IMPORT_LIMITS.maxBytes,
      },
      response: ZEmissionActivityImportResult,
      errors: { 409: ZEmissionActivityImportSeen },
      handle: async ({ ctx, company, user, upload, lang, reply }) => {
        const outcome = await importActivities(
          ctx,
          company,
          user.id,
          upload.fields,
          { bytes: upload.file, name: upload.fileName },
          lang,
        );
        return outcome.ok ? outcome.result : refused(reply, 409, outcome.seen);
      },
    }),
    endpoint({
      method: 'GET',
      path: '/emission-activities/document-types',
      access: member.query,
      summary:
        'The document types the company’s activities name (invoice, meter reading…), in order, at most 100: what the activity form and the import’s repair table offer besides the common ones',
      query: ZCompanyScoped,
      response: ZActivityDocumentTypes,
      handle: ({ ctx, company }) => listActivityDocumentTypes(ctx, company),
    }),
    endpoint({
      method: 'GET',
      path: '/emission-activities/imports/latest',
      access: member.query,
      summary:
        'The company’s latest activity import as it stands (null before its first): what the activity list shows while one runs and once it has ended',
      query: ZCompanyScoped,
      response: ZLatestActivityImport,
      handle: ({ ctx, company }) => latestActivityImport(ctx, company),
    }),
    endpoint({
      method: 'GET',
      path: '/emission-activities/imports/to-fix',
      access: member.query,
      summary:
        'The company’s latest activity import that ended with rows still to fix, with those rows (null when none has): what the activity list offers to reopen',
      query: ZCompanyScoped,
      response: ZLatestActivityImport,
      handle: ({ ctx, company }) => activityImportToFix(ctx, company),
    }),
    endpoint({
      method: 'DELETE',
      path: '/emission-activities/imports/:import/failures',
      access: member.query,
      summary:
        'Discard the rows of an ended activity import that are still to fix (none of them is saved); answers the import as it then stands',
      params: ZActivityImportParams,
      query: ZCompanyScoped,
      response: ZEmissionActivityImportResult,
      handle: ({ ctx, company, params }) => discardImportFailures(ctx, company, params.import),
    }),
    endpoint({
      method: 'GET',
      path: '/emission-activities/imports/:import',
      access: member.query,
      summary:
        'How an activity import stands: queued, running (rows read of the rows the file declares, saved, failing), done (with every failing cell and its row’s values) or refused (why; nothing of it is kept)',
      params: ZActivityImportParams,
      query: ZCompanyScoped,
      response: ZEmissionActivityImportResult,
      handle: ({ ctx, company, params }) => activityImport(ctx, company, params.import),
    }),
    endpoint({
      method: 'POST',
      path: '/v1/emission-activities/retry',
      access: member.body,
      summary:
        'Save failing rows of an activity import once fixed (JSON: company_id, import_id — without it, the company’s latest import with rows to fix, else its latest ended one —, data: one row or a list of rows with row and the import’s columns, by the template’s keys or the spec’s Spanish ones: recurso_de_emision, ruta, fecha, consumo, unidad, observaciones, tipo_de_documento, soporte, sede, cliente, proceso, proyecto); a row already saved is skipped',
      body: ZEmissionActivityRetry,
      response: ZEmissionActivityImportResult,
      handle: ({ ctx, company, body, lang }) => retryActivities(ctx, company, body, lang),
    }),
    endpoint({
      method: 'GET',
      path: '/formats/emission_activities.xlsx',
      access: member.query,
      summary:
        'The xlsx template of the activity import, with dropdowns of the company’s emission sources, factors, units and stakeholders',
      query: ZCompanyScoped,
      file: { produces: [XLSX_TYPE] },
      handle: async ({ ctx, company, lang, reply }) => {
        const bytes = await activityTemplate(ctx, company, lang);
        return asFile(reply, XLSX_TYPE, 'emission_activities.xlsx').send(bytes);
      },
    }),
    endpoint({
      method: 'POST',
      path: '/emission-activities/export',
      access: member.body,
      summary:
        'The activities the list shows (its search, filters and sort, every page) as CSV (`format=csv`, the default) or an xlsx workbook (`format=xlsx`): the import’s columns, then t CO2e and the flag, in the language of the request',
      body: ZEmissionActivitiesExport,
      file: { produces: EXPORT_TYPES },
      handle: async ({ ctx, company, body, lang, reply }) =>
        asExport(reply, await exportActivities(ctx, company, body, lang), 'emission_activities'),
    }),
  ],
});
