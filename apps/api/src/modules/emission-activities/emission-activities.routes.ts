import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOCUMENT_MAX_BYTES,
  ZApiError,
  ZBulkDestroyResult,
  ZCompanyScoped,
  ZEmissionActivitiesQuery,
  ZEmissionActivity,
  ZEmissionActivityBulkDestroy,
  ZEmissionActivityDestroy,
  ZEmissionActivityImportFields,
  ZEmissionActivityImportResult,
  ZEmissionActivityImportSeen,
  ZEmissionActivityInput,
  ZEmissionActivityRetry,
  ZId,
  listEnvelope,
} from '@huella/shared';
import { readMultipart } from '../../lib/multipart.ts';
import { asFile, created, CSV_TYPE, noContent, refused, XLSX_TYPE } from '../../lib/replies.ts';
import { access, scopedCompany } from '../../plugins/auth.ts';
import {
  ACTIVITY_IMPORT_LIMITS,
  activityTemplate,
  exportActivities,
  importActivities,
  retryActivities,
} from './emission-activities.import.ts';
import {
  attachActivityDocument,
  createActivity,
  destroyActivities,
  detachActivityDocument,
  listActivities,
  readActivityDocument,
  seedDemoActivities,
  showActivity,
  updateActivity,
} from './emission-activities.service.ts';

const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError };
const ZActivityParams = z.object({ emission_activity: ZId });
const tags = ['emission activities'];

// Activity data is the company's data: every member records it. Reads name the company in the
// query string, writes in the body, uploads in the query string (their form is read after the check).

const member = {
  query: access.companyMember('query', 'company_id'),
  body: access.companyMember('body', 'company_id'),
};

export const emissionActivitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The embedded demo starts with three years of activities (once: a second start adds nothing).
  if (app.hasDemo)
    app.addHook('onReady', async () => {
      await seedDemoActivities(app.ctx);
    });

  app.get(
    '/emission-activities',
    {
      config: { access: member.query },
      schema: {
        tags,
        summary:
          'The company’s activities with their t CO2e (search on emission source, factor and notes; filters by headquarter, client, provider, project, category, emission source and creation days; newest day first unless asked)',
        querystring: ZEmissionActivitiesQuery,
        response: { 200: listEnvelope(ZEmissionActivity), ...errors },
      },
    },
    async (request) => listActivities(app.ctx, scopedCompany(request), request.query, request.lang),
  );

  app.get(
    '/emission-activities/:emission_activity',
    {
      config: { access: member.query },
      schema: {
        tags,
        summary: 'One activity of the company, with its emissions per gas',
        params: ZActivityParams,
        querystring: ZCompanyScoped,
        response: { 200: ZEmissionActivity, ...errors },
      },
    },
    async (request) =>
      showActivity(app.ctx, scopedCompany(request), request.params.emission_activity, request.lang),
  );

  app.post(
    '/emission-activities',
    {
      config: { access: member.body },
      schema: {
        tags,
        summary:
          'Record an activity (by emission source, or by factor and type) and calculate it: 422 on the field when the unit does not convert or no gas value is valid on the date',
        body: ZEmissionActivityInput,
        response: { 201: ZEmissionActivity, ...errors },
      },
    },
    async (request, reply) =>
      created(reply, await createActivity(app.ctx, scopedCompany(request), request.body, request.lang)),
  );

  app.put(
    '/emission-activities/:emission_activity',
    {
      config: { access: member.body },
      schema: {
        tags,
        summary: 'Update an activity and calculate it again',
        params: ZActivityParams,
        body: ZEmissionActivityInput,
        response: { 200: ZEmissionActivity, ...errors },
      },
    },
    async (request) =>
      updateActivity(
        app.ctx,
        scopedCompany(request),
        request.params.emission_activity,
        request.body,
        request.lang,
      ),
  );

  app.delete(
    '/emission-activities/bulk/destroy',
    {
      config: { access: member.body },
      schema: {
        tags,
        summary: 'Delete activities, all or none',
        body: ZEmissionActivityBulkDestroy,
        response: { 200: ZBulkDestroyResult, ...errors },
      },
    },
    async (request) => destroyActivities(app.ctx, scopedCompany(request), request.body.ids),
  );

  app.delete(
    '/emission-activities/:emission_activity',
    {
      config: { access: member.body },
      schema: {
        tags,
        summary: 'Delete an activity (with its uploaded document)',
        params: ZActivityParams,
        body: ZEmissionActivityDestroy,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await destroyActivities(app.ctx, scopedCompany(request), [request.params.emission_activity]);
      return noContent(reply);
    },
  );

  app.put(
    '/emission-activities/:emission_activity/document',
    {
      config: { access: member.query },
      schema: {
        tags,
        summary:
          'Attach the activity’s supporting document (multipart: file; a PDF or an image told by its content, up to 10 MB), replacing the one it had',
        params: ZActivityParams,
        querystring: ZCompanyScoped,
        consumes: ['multipart/form-data'],
        response: { 200: ZEmissionActivity, ...errors, 413: ZApiError },
      },
    },
    async (request) => {
      const { file, fileName } = await readMultipart(request, z.object({}), 'file', {
        maxBytes: DOCUMENT_MAX_BYTES,
      });
      return attachActivityDocument(
        app.ctx,
        scopedCompany(request),
        request.params.emission_activity,
        { bytes: file, name: fileName },
        request.lang,
      );
    },
  );

  app.delete(
    '/emission-activities/:emission_activity/document',
    {
      config: { access: member.query },
      schema: {
        tags,
        summary: 'Remove the activity’s uploaded document',
        params: ZActivityParams,
        querystring: ZCompanyScoped,
        response: { 200: ZEmissionActivity, ...errors },
      },
    },
    async (request) =>
      detachActivityDocument(app.ctx, scopedCompany(request), request.params.emission_activity, request.lang),
  );

  app.get(
    '/emission-activities/:emission_activity/document',
    {
      config: { access: member.query },
      schema: {
        tags,
        summary: 'Download the activity’s uploaded document',
        params: ZActivityParams,
        querystring: ZCompanyScoped,
        produces: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/gif'],
      },
    },
    async (request, reply) => {
      const document = await readActivityDocument(
        app.ctx,
        scopedCompany(request),
        request.params.emission_activity,
      );
      return asFile(reply, document.type, document.name).send(document.bytes);
    },
  );

  app.post(
    '/emission-activities/import',
    {
      config: { access: member.query },
      schema: {
        tags,
        summary:
          'Import activities from the company’s template filled in, as xlsx, xls or csv (multipart: file, again; the company in the query): valid rows are saved, failing ones answered with their values and messages; 409 when the company imported this file before and `again` is not set',
        querystring: ZCompanyScoped,
        consumes: ['multipart/form-data'],
        response: {
          200: ZEmissionActivityImportResult,
          ...errors,
          409: ZEmissionActivityImportSeen.or(ZApiError),
          413: ZApiError,
        },
      },
    },
    async (request, reply) => {
      const { fields, file, fileName } = await readMultipart(request, ZEmissionActivityImportFields, 'file', {
        maxBytes: ACTIVITY_IMPORT_LIMITS.maxBytes,
      });
      const outcome = await importActivities(
        app.ctx,
        scopedCompany(request),
        request.user?.id ?? null,
        fields,
        { bytes: file, name: fileName },
        request.lang,
      );
      return outcome.ok ? outcome.result : refused(reply, 409, outcome.seen);
    },
  );

  app.post(
    '/v1/emission-activities/retry',
    {
      config: { access: member.body },
      schema: {
        tags,
        summary:
          'Save failing rows of an activity import once fixed (JSON: company_id, import_id, data: rows with row and the import’s columns); a row already saved is skipped',
        body: ZEmissionActivityRetry,
        response: { 200: ZEmissionActivityImportResult, ...errors },
      },
    },
    async (request) =>
      retryActivities(app.ctx, scopedCompany(request), request.user?.id ?? null, request.body, request.lang),
  );

  app.get(
    '/formats/emission_activities.xlsx',
    {
      config: { access: member.query },
      schema: {
        tags,
        summary:
          'The xlsx template of the activity import, with dropdowns of the company’s emission sources, factors, units and stakeholders',
        querystring: ZCompanyScoped,
        produces: [XLSX_TYPE],
      },
    },
    async (request, reply) => {
      const bytes = await activityTemplate(app.ctx, scopedCompany(request), request.lang);
      return asFile(reply, XLSX_TYPE, 'emission_activities.xlsx').send(bytes);
    },
  );

  app.post(
    '/emission-activities/export',
    {
      config: { access: member.body },
      schema: {
        tags,
        summary:
          'The company’s activities as CSV (the import’s columns, then t CO2e), in the language of the request',
        body: ZCompanyScoped,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const stream = await exportActivities(app.ctx, scopedCompany(request), request.lang);
      asFile(reply, CSV_TYPE, 'emission_activities.csv');
      return stream;
    },
  );
};
