import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError, ZAuditEntry, ZDate, ZId, ZListQuery, listEnvelope, text } from '@huella/shared';
import { access } from '../../plugins/auth.ts';
import { listAudit } from './audit.service.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags: ['audit'],
        summary: 'The audit log (super-admin): every successful write, newest first',
        querystring: ZListQuery.extend({
          company_id: ZId.optional(),
          user_id: ZId.optional(),
          entity: text(0, 120).optional(),
          date_from: ZDate.optional(),
          date_to: ZDate.optional(),
        }),
        response: { 200: listEnvelope(ZAuditEntry), 401: ZApiError, 403: ZApiError, 422: ZApiError },
      },
    },
    async (request) => {
      const { page, per_page, date_from, date_to, ...filter } = request.query;
      const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);
      return listAudit(
        app.db,
        {
          ...filter,
          date_from: date_from ? new Date(`${date_from}T00:00:00Z`) : undefined,
          date_to: date_to ? dayAfter(date_to) : undefined,
        },
        page,
        per_page,
      );
    },
  );
};
